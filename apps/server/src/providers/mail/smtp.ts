import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.ts';

/** SMTP delivery through nodemailer; the URL carries host, port, credentials and TLS mode. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(message, from) {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return { messageId: info.messageId };
    },
  };
}
