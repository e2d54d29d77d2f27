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
import { type Invitation, invitationsKey, useInvitations } from '../api/plan-invitations.ts';
import { usePublicShareStatus, useUpdatePublicShareStatus } from '../api/public-share-status.ts';
import { removeSharedUser } from '../api/remove-shared-user.ts';
import { sendPlanInvites } from '../api/send-plan-invites.ts';
import { sharePlanUsers } from '../api/share-plan-users.ts';
import styles from './share-modal.module.css';
import { SharedWithList } from './shared-with-list.tsx';

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

const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The share modal (plans-payments-admin §2, §4 "Sharing"): the public-link toggle, invites by
 * e-mail built into a pending list and sent together, and the people already shared with,
 * each with where their invitation stands and a way to send a new one (decision 0014).
 *
 * Departure from the spec (§8 logs sharing failures only): a failed invitation says so, since
 * the owner would otherwise believe it went out. The public-link toggle and removals are
 * still only logged.
 */
export function ShareModal({ target, owner, open, onOpenChange, onShared }: ShareModalProps) {
  const { planId } = target;
  const queryClient = useQueryClient();
  const status = usePublicShareStatus(planId, open);
  const toggle = useUpdatePublicShareStatus(planId);
  const invitations = useInvitations(planId, open);
  const [entry, setEntry] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const ownEmail = useTimedMessage(MESSAGE_MS.ownEmailShare);
  const alreadyShared = useTimedMessage(MESSAGE_MS.general);
  const failure = useTimedMessage(MESSAGE_MS.general);
  const listFailure = useTimedMessage(MESSAGE_MS.general);
  const sharedWith = invitations.data ?? [];
  const isPublic = status.data?.shared_publicly ?? false;
  const link = `${window.location.origin}${planPath(planId)}`;
  const updateList = (update: (list: Invitation[]) => Invitation[]) =>
    queryClient.setQueryData<Invitation[]>(invitationsKey(planId), (list) => update(list ?? []));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const email = entry.trim();
    // An empty entry is ignored (§5): nothing added, nothing sent.
    if (!email) return;
    // The field keeps the address, marked invalid, while the message shows (decision 0014).
    if (same(email)(owner.email)) {
      ownEmail.show(MSG.ownEmailShare);
      return;
    }
    const shared = sharedWith.find((i) => same(i.email)(email));
    if (shared) {
      alreadyShared.show(
        shared.status === 'opened'
          ? `${shared.email} already has this plan.`
          : `${shared.email} is already on the list below: use Resend there to send a new link.`,
      );
    } else if (!pending.some(same(email))) {
      setPending((list) => [...list, email]);
    }
    setEntry('');
  };

  const invite = (emails: string[]) =>
    sendPlanInvites({
      emails,
      planId,
      destination: target.title,
      senderName: owner.firstName,
      senderEmail: owner.email,
      imageUrl: target.imageUrl,
    });

  const send = async () => {
    setSending(true);
    const emails = pending;
    let shared = false;
    try {
      const result = await sharePlanUsers(planId, emails);
      // Listed at once, as not invited yet: if the mail fails, each can be sent from the list.
      updateList((list) =>
        result.shared_with.map(
          (email): Invitation =>
            list.find((i) => i.email === email) ?? { email, status: 'not-sent' },
        ),
      );
      setPending([]);
      shared = true;
      await invite(emails);
      onShared?.();
      onOpenChange(false);
    } catch (error) {
      console.warn('Sharing failed', error);
      const reason = errorText(error, 'The invitations could not be sent.');
      failure.show(
        shared
          ? `${reason} The plan is shared with them: send each invitation from the list below.`
          : errorText(error, 'The invitations could not be sent. Please try again.'),
      );
      if (shared) onShared?.();
    } finally {
      setSending(false);
    }
  };

  /** A new invitation to one person: a fresh link that replaces any earlier one. */
  const resend = async (email: string) => {
    setResending(email);
    setSentNote(null);
    try {
      await invite([email]);
      const before = sharedWith.find((i) => i.email === email)?.status;
      updateList((list) =>
        list.map((i) =>
          i.email === email && i.status !== 'opened' ? { ...i, status: 'sent' } : i,
        ),
      );
      setSentNote(
        before === 'sent'
          ? `A new invitation went to ${email}. The earlier link no longer works.`
          : `The invitation went to ${email}.`,
      );
    } catch (error) {
      console.warn('Sending an invitation failed', error);
      listFailure.show(errorText(error, 'The invitation could not be sent. Please try again.'));
    } finally {
      setResending(null);
    }
  };

  const remove = async (email: string) => {
    setSentNote(null);
    try {
      const remaining = await removeSharedUser(planId, email);
      updateList((list) => list.filter((i) => remaining.includes(i.email)));
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
        <p className={styles.note}>
          Each person gets a link that works once. They can view the plan and download it; only you
          can edit it.
        </p>
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
        {alreadyShared.message ? (
          <p className={styles.note} role="status">
            {alreadyShared.message}
          </p>
        ) : null}
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
          <SharedWithList
            invitations={sharedWith}
            sending={resending}
            onResend={(email) => void resend(email)}
            onRemove={(email) => void remove(email)}
          />
          {sentNote ? (
            <p className={styles.note} role="status">
              {sentNote}
            </p>
          ) : null}
          {listFailure.message ? <Alert>{listFailure.message}</Alert> : null}
        </section>
      ) : null}
    </Modal>
  );
}
