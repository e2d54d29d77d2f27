import { MESSAGE_MS, MSG } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { site } from '../../../content/site.ts';
import { ApiError } from '../../../lib/api.ts';
import { useClearSession } from '../../auth/api/logout.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import styles from './account.module.css';

/** Delete account with a confirm step; on success the server's message shows, then logout. */
export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const remove = useDeleteAccount();
  const clearSession = useClearSession();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = () => {
    if (!currentPassword) return;
    remove.mutate(currentPassword, {
      onSuccess: () => {
        timer.current = setTimeout(() => {
          clearSession();
          navigate(ROUTES.home, { replace: true });
        }, MESSAGE_MS.deleteAccountLogout);
      },
    });
  };

  const onOpenChange = (next: boolean) => {
    // Once deleted, the dialog stays until the automatic logout.
    if (!next && remove.isSuccess) return;
    if (!next) {
      remove.reset();
      setCurrentPassword('');
    }
    setOpen(next);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Delete your account?"
        description="This permanently deletes your account and the plans you created. It can't be undone."
      >
        {remove.isSuccess ? (
          <Alert tone="success">{remove.data?.message || 'Your account has been deleted.'}</Alert>
        ) : null}
        {remove.isSuccess ? null : (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="To confirm it's you."
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        {remove.isError ? (
          <Alert>
            {remove.error instanceof ApiError && remove.error.status === 403
              ? MSG.currentPasswordWrong
              : `There was an error. Contact ${site.supportEmail}.`}
          </Alert>
        ) : null}
        {remove.isSuccess ? null : (
          <div className={styles.modalActions}>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              disabled={!currentPassword}
              onClick={confirm}
            >
              Delete account
            </Button>
          </div>
        )}
      </Modal>
    </>
  );
}
