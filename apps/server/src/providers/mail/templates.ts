import { escapeHtml } from '../../lib/html.ts';

// E-mail bodies in HTML and plain text. Values are escaped; links are absolute.

function layout(
  title: string,
  bodyHtml: string,
  footer = 'You received this e-mail because of an action on your account.',
): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#57606a;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
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

/**
 * The invitation to a shared plan. The link carries a single-use token: whichever account
 * opens it first gets to read the plan (decision 0014), so the text says exactly that and
 * asks not to forward it. `imageUrl` is a photo a mail client shows (a JPEG or PNG from the
 * photo provider), or null: then a styled text header names the places instead (the app's
 * own artwork is SVG, which Gmail and Outlook do not display).
 */
export function planInviteMail(opts: {
  senderName: string;
  senderEmail: string;
  destinations: string[];
  imageUrl: string | null;
  link: string;
  productName: string;
}) {
  const { senderName, senderEmail, imageUrl, link, productName } = opts;
  const places = opts.destinations.join(' and ');
  const subject = `${senderName} shared a travel plan for ${places} with you`;
  const header = imageUrl
    ? `<p><img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(places)}" width="512" style="max-width:100%;border-radius:8px"></p>`
    : `<div style="background:#fff4ec;border-left:4px solid #c2410c;border-radius:8px;padding:20px 24px;margin:16px 0">
<p style="margin:0;color:#9a3412;font-size:13px;letter-spacing:0.08em;text-transform:uppercase">Travel plan</p>
<p style="margin:4px 0 0;font-size:26px;font-weight:700;line-height:1.2;color:#1f2328">${escapeHtml(places)}</p></div>`;
  const once = `This link is your invitation and it works once: open it, sign in or create an account (with any e-mail address), and the plan is added to that account under "Plans shared with you". Whoever opens it first gets the access, so please don't forward it.`;
  const renew = `If the link was already used by someone else, or no longer works, ask ${senderName} to send you a new invitation; the new one replaces this one.`;
  const rights = `You can view the plan and download it; only ${senderName} can change it.`;
  const html = layout(
    subject,
    `<p>${escapeHtml(senderName)} (${escapeHtml(senderEmail)}) invited you to view their ${escapeHtml(productName)} travel plan for ${escapeHtml(places)}.</p>
${header}
<p><a href="${escapeHtml(link)}" style="background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">View the plan</a></p>
<p>${escapeHtml(once)}</p>
<p>${escapeHtml(renew)}</p>
<p>${escapeHtml(rights)}</p>`,
    `You received this e-mail because ${senderName} (${senderEmail}) shared a ${productName} plan with this address.`,
  );
  const text = `${senderName} (${senderEmail}) invited you to view their ${productName} travel plan for ${places}.

${link}

${once}

${renew}

${rights}`;
  return { subject, html, text };
}

/** To the old address after an e-mail change: who to tell if it was not the owner. */
export function emailChangedMail(opts: {
  firstName: string;
  newEmail: string;
  productName: string;
  supportEmail: string;
}) {
  const { firstName, newEmail, productName, supportEmail } = opts;
  const subject = `The e-mail address of your ${productName} account changed`;
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(firstName)},</p>
<p>The e-mail address of your ${escapeHtml(productName)} account was just changed to ${escapeHtml(newEmail)}, and every other signed-in browser was signed out.</p>
<p>If you didn't make this change, write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a> from this address and we will restore your account.</p>`,
  );
  const text = `Hi ${firstName},

The e-mail address of your ${productName} account was just changed to ${newEmail}, and every other signed-in browser was signed out.

If you didn't make this change, write to ${supportEmail} from this address and we will restore your account.`;
  return { subject, html, text };
}
