import { anyProfanity, MESSAGE_MS, MSG } from '@app/shared';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { ApiError } from '../../../lib/api.ts';
import styles from './revise.module.css';

export interface ReviseModalProps {
  location: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asks for the revision and saves it; resolves once the new plan is in place. */
  onSubmit: (feedback: string) => Promise<void>;
  /** 'user': 5 rows and the edits left; 'admin': 4 rows. */
  variant: 'user' | 'admin';
  /** The edits-remaining line of the user variant. */
  remainingText?: string;
}

/**
 * The edit (revise) modal (plans-payments-admin §2, §4 "Revision"): feedback in a textarea;
 * 'Revise plan' hides while working; blank feedback is not sent and bad words are caught
 * before anything is sent.
 */
export function ReviseModal({
  location,
  open,
  onOpenChange,
  onSubmit,
  variant,
  remainingText,
}: ReviseModalProps) {
  const [feedback, setFeedback] = useState('');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const badWords = useTimedMessage(MESSAGE_MS.general);
  // A failure belongs to the attempt it reports: a reopened modal starts clean.
  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const revise = async () => {
    if (!feedback.trim()) return;
    if (anyProfanity(feedback)) {
      badWords.show(MSG.badWords);
      return;
    }
    setWorking(true);
    setFailure(null);
    try {
      await onSubmit(feedback);
      setFeedback('');
      onOpenChange(false);
    } catch (error) {
      console.error('Revision failed', error);
      // Shown to staff too (the spec only logs it there; decision 0012): the planner's own
      // explanation (e.g. nothing it knows fits) helps more than a silent retry.
      const reason = error instanceof ApiError && error.status === 422 ? error.serverMessage : null;
      setFailure(reason ?? '');
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Revise your plan for ${location}`}>
      <p className={styles.prompt}>
        Describe what else you'd like to see in your travel plan in a sentence or two.
      </p>
      <TextArea
        label="Your feedback"
        hideLabel
        rows={variant === 'user' ? 5 : 4}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        maxLength={2000}
        disabled={working}
      />
      {remainingText ? <p className={styles.remaining}>{remainingText}</p> : null}
      {badWords.message ? <Alert>{badWords.message}</Alert> : null}
      {failure !== null ? (
        <Alert>
          {MSG.reviseFailed}
          {failure ? <span className={styles.reason}>{failure}</span> : null}
        </Alert>
      ) : null}
      {working ? (
        <div className={styles.working}>
          <Spinner label="Revising your plan…" />
        </div>
      ) : (
        <Button onClick={() => void revise()}>Revise plan</Button>
      )}
    </Modal>
  );
}
