import { MESSAGE_MS, MSG } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText } from '../../../lib/api.ts';
import styles from './account.module.css';

export interface EditableRowProps {
  label: string;
  /** What view mode shows (dots for the password: its value is never displayed). */
  displayValue: string;
  /** The value the input starts with when editing begins. */
  initialValue: string;
  inputType?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Returns an error message when the value must not be sent. */
  validate?: (value: string) => string | null;
  /** Asks for the account's current password too (e-mail and password changes). */
  confirmWithPassword?: boolean;
  /** Saves the value; resolves with the success message to show. */
  onSave: (value: string, currentPassword: string) => Promise<string>;
}

/** An account row that toggles between view and edit mode, with Save and Cancel. */
export function EditableRow({
  label,
  displayValue,
  initialValue,
  inputType = 'text',
  autoComplete,
  validate,
  confirmWithPassword = false,
  onSave,
}: EditableRowProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initialValue);
  const [currentPassword, setCurrentPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [tone, setTone] = useState<AlertTone>('success');
  const feedback = useTimedMessage(MESSAGE_MS.general);

  const say = (nextTone: AlertTone, text: string) => {
    setTone(nextTone);
    feedback.show(text);
  };

  const startEditing = () => {
    setDraft(initialValue);
    setCurrentPassword('');
    feedback.clear();
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      validate?.(draft) ??
      (confirmWithPassword && !currentPassword ? MSG.currentPasswordRequired : null);
    if (problem) {
      say('error', problem);
      return;
    }
    setSaving(true);
    try {
      const message = await onSave(draft, currentPassword);
      setCurrentPassword('');
      setEditing(false);
      say('success', message);
    } catch (error) {
      say('error', errorText(error, MSG.somethingWentWrong));
    } finally {
      setSaving(false);
    }
  };

  const message = feedback.message ? (
    <Alert tone={tone} className={styles.message}>
      {feedback.message}
    </Alert>
  ) : null;

  if (!editing) {
    return (
      <div className={styles.row}>
        <div className={styles.rowView}>
          <div className={styles.rowText}>
            <span className={styles.rowLabel}>{label}</span>
            <span className={styles.rowValue}>{displayValue}</span>
          </div>
          <Button
            variant="secondary"
            size="small"
            onClick={startEditing}
            aria-label={`Edit ${label}`}
          >
            Edit
          </Button>
        </div>
        {message}
      </div>
    );
  }

  return (
    <form className={styles.row} onSubmit={save} noValidate>
      <TextField
        label={label}
        type={inputType}
        autoComplete={autoComplete}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // Focus follows the Edit button the user just pressed.
        autoFocus
      />
      {confirmWithPassword ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your e-mail or password."
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="small" loading={saving}>
          Save
        </Button>
        <Button variant="ghost" size="small" onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
      {message}
    </form>
  );
}
