import { Button } from '../../../components/ui/button.tsx';
import type { Invitation } from '../api/plan-invitations.ts';
import styles from './share-modal.module.css';

const STATUS_TEXT: Record<Invitation['status'], string> = {
  opened: 'Opened',
  sent: 'Invited, not opened yet',
  'not-sent': 'Not invited yet',
};

/**
 * The people a plan is shared with, each with where their invitation stands: opened, or not
 * yet, with a way to send a new link (it replaces the old one), and a way to stop sharing.
 */
export function SharedWithList({
  invitations,
  sending,
  onResend,
  onRemove,
}: {
  invitations: Invitation[];
  /** The address whose invitation is being sent now, if any. */
  sending: string | null;
  onResend: (email: string) => void;
  onRemove: (email: string) => void;
}) {
  return (
    <ul className={styles.list}>
      {invitations.map(({ email, status }) => (
        <li key={email} className={styles.item}>
          <span className={styles.who}>
            <span className={styles.email}>{email}</span>
            <span className={styles.status} data-status={status}>
              {STATUS_TEXT[status]}
            </span>
          </span>
          <span className={styles.actions}>
            {status === 'opened' ? null : (
              <Button
                size="small"
                variant="ghost"
                onClick={() => onResend(email)}
                loading={sending === email}
                loadingLabel={`Sending to ${email}…`}
                disabled={sending !== null}
                // The visible word starts the name (WCAG 2.5.3, label in name).
                aria-label={
                  status === 'sent'
                    ? `Resend the invitation to ${email}`
                    : `Send invite to ${email}`
                }
              >
                {status === 'sent' ? 'Resend' : 'Send invite'}
              </Button>
            )}
            <Button
              size="small"
              variant="ghost"
              onClick={() => onRemove(email)}
              aria-label={`Stop sharing with ${email}`}
            >
              Stop sharing
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
