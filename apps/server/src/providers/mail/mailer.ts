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

/** Mails whose body is a single-use secret: a password-reset or invitation link. */
const CARRIES_SINGLE_USE_LINK = new Set(['password-reset', 'plan-invite']);
const NOT_KEPT = '[not kept: this mail carried a single-use link]';

/**
 * A transport's error as it may be stored and logged: mail servers quote the recipient
 * ("550 <someone@example.com>: Recipient address rejected"), and addresses stay out of logs.
 */
export function scrubAddresses(text: string): string {
  return text.replace(/[^\s<>"'()[\],;:@]+@[^\s<>"'()[\],;:@]+/g, '[address]');
}

/**
 * Every message is recorded in the outbox table: with the `outbox` transport that record
 * is the delivery (shown at /dev/mailbox); with a real transport it is the record of what was
 * sent, without the bodies of mails that carry a single-use link (a copy of a live reset
 * link in the database is a second way into the account). Housekeeping removes records
 * after OUTBOX_KEEP_DAYS.
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
        error = scrubAddresses(err instanceof Error ? err.message : String(err));
      }
      const keepBody = transport.name === 'outbox' || !CARRIES_SINGLE_USE_LINK.has(message.kind);
      await db.insert(emailOutbox).values({
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        html: keepBody ? message.html : NOT_KEPT,
        text: keepBody ? message.text : NOT_KEPT,
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
