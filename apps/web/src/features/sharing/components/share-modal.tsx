import { MESSAGE_MS, MSG } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { planPath } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText } from '../../../lib/api.ts';
import { sharedUsersKey, useSharedUsers } from '../api/plan-shared-users.ts';
import { usePublicShareStatus, useUpdatePublicShareStatus } from '../api/public-share-status.ts';
import { removeSharedUser } from '../api/remove-shared-user.ts';
import { sendPlanInvites } from '../api/send-plan-invites.ts';
import { sharePlanUsers } from '../api/share-plan-users.ts';
import styles from './share-modal.module.css';

export interface SharePlanTarget {
  planId: number;
  /** "Lisbon" or "Lisbon & Porto": names the plan in the title and the invitation. */
  title: string;
  imageUrl: string | null;
}

export interface ShareModalProps {
  target: SharePlanTarget;
  owner: { email: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After invitations went out (the /me lists refresh). */
  onShared?: () => void;
}

/** A list of addresses, each with its own remove button. */
function EmailList({
  label,
  emails,
  removeLabel,
  onRemove,
}: {
  label?: string;
  emails: string[];
  removeLabel: (email: string) => string;
  onRemove: (email: string) => void;
}) {
  if (emails.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {emails.map((email) => (
        <li key={email} className={styles.item}>
          <span className={styles.email}>{email}</span>
          <Button
            size="small"
            variant="ghost"
            onClick={() => onRemove(email)}
            aria-label={removeLabel(email)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The share modal (plans-payments-admin §2, §4 "Sharing"): the public-link toggle, invites by
 * e-mail built into a pending list and sent together, and the people already shared with.
 */
export function ShareModal({ target, owner, open, onOpenChange, onShared }: ShareModalProps) {
  const { planId } = target;
  const queryClient = useQueryClient();
  const status = usePublicShareStatus(planId, open);
  const toggle = useUpdatePublicShareStatus(planId);
  const shared = useSharedUsers(planId, open);
  const [entry, setEntry] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const ownEmail = useTimedMessage(MESSAGE_MS.ownEmailShare);
  const failure = useTimedMessage(MESSAGE_MS.general);
  const sharedWith = shared.data ?? [];
  const isPublic = status.data?.shared_publicly ?? false;
  const link = `${window.location.origin}${planPath(planId)}`;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const email = entry.trim();
    if (!email) return;
    if (email.toLowerCase() === owner.email.toLowerCase()) {
      ownEmail.show(MSG.ownEmailShare);
      return;
    }
    const known = [...pending, ...sharedWith].some((e) => e.toLowerCase() === email.toLowerCase());
    if (!known) setPending((list) => [...list, email]);
    setEntry('');
  };

  const send = async () => {
    setSending(true);
    try {
      const result = await sharePlanUsers(planId, pending);
      queryClient.setQueryData(sharedUsersKey(planId), result.shared_with);
      await sendPlanInvites({
        emails: pending,
        planId,
        destination: target.title,
        senderName: owner.firstName,
        senderEmail: owner.email,
        imageUrl: target.imageUrl,
      });
      setPending([]);
      onShared?.();
      onOpenChange(false);
    } catch (error) {
      console.warn('Sharing failed', error);
      failure.show(errorText(error, 'The invitations could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  const remove = async (email: string) => {
    try {
      queryClient.setQueryData(sharedUsersKey(planId), await removeSharedUser(planId, email));
      onShared?.();
    } catch (error) {
      console.warn('Removing a shared user failed', error);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Share your plan for ${target.title}`}>
      <section className={styles.section} aria-labelledby="share-link-heading">
        <h3 id="share-link-heading" className={styles.heading}>
          Public link
        </h3>
        <Toggle
          label="Anyone with the link can view this plan"
          checked={isPublic}
          disabled={status.isPending || toggle.isPending}
          onCheckedChange={(next) => toggle.mutate(next)}
        />
        {isPublic ? (
          <p className={styles.link}>
            <a href={link}>{link}</a>
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="share-invite-heading">
        <h3 id="share-invite-heading" className={styles.heading}>
          Invite people
        </h3>
        <p className={styles.note}>They can view the plan and download it; only you can edit it.</p>
        <form className={styles.addRow} onSubmit={add} noValidate>
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="off"
            value={entry}
            onChange={(event) => setEntry(event.target.value)}
            error={ownEmail.message}
            className={styles.grow}
          />
          <Button type="submit" variant="secondary">
            Add
          </Button>
        </form>
        <EmailList
          label="People to invite"
          emails={pending}
          removeLabel={(email) => `Remove ${email} from the invitations`}
          onRemove={(email) => setPending((list) => list.filter((e) => e !== email))}
        />
        {failure.message ? <Alert>{failure.message}</Alert> : null}
        {pending.length > 0 ? (
          <Button onClick={send} loading={sending} loadingLabel="Sending invites…">
            Send invites
          </Button>
        ) : null}
      </section>

      {sharedWith.length > 0 ? (
        <section className={styles.section} aria-labelledby="share-people-heading">
          <h3 id="share-people-heading" className={styles.heading}>
            Shared with
          </h3>
          <EmailList
            emails={sharedWith}
            removeLabel={(email) => `Stop sharing with ${email}`}
            onRemove={(email) => void remove(email)}
          />
        </section>
      ) : null}
    </Modal>
  );
}
