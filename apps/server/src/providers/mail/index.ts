import type { Config } from '../../config.ts';
import { type MailTransport, outboxTransport } from './mailer.ts';
import { resendTransport } from './resend.ts';

/** The configured transport; nodemailer is loaded only for SMTP. */
export async function transportFromConfig(mail: Config['mail']): Promise<MailTransport> {
  switch (mail.provider) {
    case 'smtp': {
      const { smtpTransport } = await import('./smtp.ts');
      return smtpTransport(mail.smtpUrl as string);
    }
    case 'resend':
      return resendTransport(mail.resendApiKey as string);
    default:
      return outboxTransport;
  }
}

export type { Mailer, MailMessage, MailTransport } from './mailer.ts';
export { createMailer } from './mailer.ts';
