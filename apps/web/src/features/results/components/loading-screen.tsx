import { useLoadingProgress } from '../hooks/use-loading-progress.ts';
import styles from './results.module.css';
import { Slideshow } from './slideshow.tsx';

/** The loading screen while a plan is generated (plans-payments-admin §2). */
export function LoadingScreen() {
  const progress = useLoadingProgress(true);
  return (
    <div className={styles.loading}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Creating your plan"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div className={styles.progressFill} style={{ width: `${progress}%` }} />
      </div>
      <h1 className={styles.headline}>Creating your personalized travel plan...</h1>
      <p>While you wait, here are some destinations other travelers have explored:</p>
      <Slideshow />
    </div>
  );
}
