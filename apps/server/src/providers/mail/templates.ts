/** E-mail bodies in HTML and plain text. Values are escaped; links are absolute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#57606a;font-size:13px">You received this e-mail because of an action on your account.</p></body></html>`;
}

export function passwordResetMail(opts: { firstName: string; link: string; productName: string }) {
  const { firstName, link, productName } = opts;
  const subject = `Reset your ${productName} password`;
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(productName)} account. The link works once and expires in 1 hour.</p>
<p><a href="${escapeHtml(link)}" style="background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>If you didn't ask for this, you can ignore this e-mail; your password stays the same.</p>`,
  );
  const text = `Hi ${firstName},

Someone asked to reset the password of your ${productName} account. The link works once and expires in 1 hour:

${link}

If you didn't ask for this, you can ignore this e-mail; your password stays the same.`;
  return { subject, html, text };
}

export function purchaseConfirmationMail(opts: {
  firstName: string;
  destination: string;
  amount: string;
  link: string;
  productName: string;
}) {
  const { firstName, destination, amount, link, productName } = opts;
  const subject = `Your full travel plan for ${destination} is unlocked`;
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(firstName)},</p>
<p>Thank you for your purchase of ${escapeHtml(amount)}. Your full ${escapeHtml(productName)} plan for ${escapeHtml(destination)} is ready: every day of the itinerary, all the places to stay, eat and explore, and the local tips.</p>
<p><a href="${escapeHtml(link)}" style="background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open your plan</a></p>`,
  );
  const text = `Hi ${firstName},

Thank you for your purchase of ${amount}. Your full ${productName} plan for ${destination} is ready:

${link}`;
  return { subject, html, text };
}
