import type { Config } from '../../config.ts';
import { type MailTransport, outboxTransport } from './mailer.ts';
import { resendTransport } from './resend.ts';
import { smtpTransport } from './smtp.ts';

export function transportFromConfig(mail: Config['mail']): MailTransport {
  switch (mail.provider) {
    case 'smtp':
      return smtpTransport(mail.smtpUrl as string);
    case 'resend':
      return resendTransport(mail.resendApiKey as string);
    default:
      return outboxTransport;
  }
}

export type { Mailer, MailMessage, MailTransport } from './mailer.ts';
export { createMailer } from './mailer.ts';
