import type { MailTransport } from './mailer.ts';

/** Resend's HTTP API (POST /emails). The base URL is configurable so tests use a local stand-in. */
export function resendTransport(apiKey: string, baseUrl = 'https://api.resend.com'): MailTransport {
  return {
    name: 'resend',
    async deliver(message, from) {
      const res = await fetch(`${baseUrl}/emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
        }),
      });
      if (!res.ok) throw new Error(`Resend answered ${res.status}`);
      const body = (await res.json()) as { id?: string };
      return { messageId: body.id };
    },
  };
}
