import { MESSAGE_MS } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText } from '../../../lib/api.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';

export const FEEDBACK_EMPTY = 'Please write your feedback before sending.';
export const FEEDBACK_FAILED = 'We could not send your feedback. Please try again.';

/** /feedback: e-mail, feedback and Send; the message is stored on the server. */
export function FeedbackPage() {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const error = useTimedMessage(MESSAGE_MS.general);
  const send = useSendFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!feedback.trim()) return error.show(FEEDBACK_EMPTY);
    error.clear();
    send.mutate(
      { email: email.trim(), feedback: feedback.trim() },
      {
        onSuccess: (answer) => {
          setSent(answer?.message ?? 'Thank you! Your feedback has been sent.');
          setFeedback('');
        },
        onError: (failure) => error.show(errorText(failure, FEEDBACK_FAILED)),
      },
    );
  };

  return (
    <ContentPage
      title="Feedback"
      description="Tell us what works, what does not and what you would like to see next."
    >
      <p>Tell us what works, what does not and what you would like to see next.</p>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          hint="Optional, if you would like a reply."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextArea
          label="Feedback"
          name="feedback"
          rows={6}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
        {error.message ? <Alert>{error.message}</Alert> : null}
        <Button type="submit" loading={send.isPending}>
          Send
        </Button>
      </form>
    </ContentPage>
  );
}
