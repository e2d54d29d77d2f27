import { MSG } from '@app/shared';
import { Button } from '../../../components/ui/button.tsx';
import styles from './results.module.css';

/** 'Something went wrong', the message and 'Try Again' (plans-payments-admin §2). */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.error}>
      <h1 className={styles.errorTitle}>{MSG.somethingWentWrong}</h1>
      <p role="alert">{message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}
