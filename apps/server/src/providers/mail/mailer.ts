import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

export interface MailMessage {
  /** What kind of mail this is (password-reset, plan-invite, ...), kept with the record. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers one message. Implementations: outbox (stored only), smtp, resend. */
export interface MailTransport {
  readonly name: string;
  deliver(message: MailMessage, from: string): Promise<{ messageId?: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is recorded in the outbox table: with the `outbox` transport that record
 * is the delivery (shown at /dev/mailbox); with a real transport it is the audit trail.
 */
export function createMailer(opts: { db: Db; transport: MailTransport; from: string }): Mailer {
  const { db, transport, from } = opts;
  return {
    async send(message) {
      // Whatever validated the address upstream, a mail goes to exactly one recipient.
      if (/[\r\n,;<>]/.test(message.to) || !message.to.includes('@')) {
        throw new Error('Refusing to send to a malformed recipient address');
      }
      let status: 'stored' | 'sent' | 'failed' = 'stored';
      let providerMessageId: string | undefined;
      let error: string | undefined;
      try {
        const result = await transport.deliver(message, from);
        providerMessageId = result.messageId;
        if (transport.name !== 'outbox') status = 'sent';
      } catch (err) {
        status = 'failed';
        error = err instanceof Error ? err.message : String(err);
      }
      await db.insert(emailOutbox).values({
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        provider: transport.name,
        status,
        providerMessageId,
        error,
      });
      if (status === 'failed') throw new Error(`Mail delivery failed: ${error}`);
    },
  };
}

export const outboxTransport: MailTransport = {
  name: 'outbox',
  async deliver() {
    return {};
  },
};
