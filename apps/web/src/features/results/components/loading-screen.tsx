import { useLoadingProgress } from '../hooks/use-loading-progress.ts';
import styles from './results.module.css';
import { Slideshow } from './slideshow.tsx';

/**
 * The loading screen while a plan is generated (plans-payments-admin §2). `finishing`: the
 * plan is ready, the bar completes before the plan takes its place.
 */
export function LoadingScreen({ finishing = false }: { finishing?: boolean }) {
  const rising = useLoadingProgress(!finishing);
  const progress = finishing ? 100 : rising;
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
        <div
          className={`${styles.progressFill} ${finishing ? styles.progressDone : ''}`}
          style={{ width: `${Math.max(progress, 2)}%` }}
        />
      </div>
      <h1 className={styles.headline}>Creating your personalized travel plan...</h1>
      <p className={styles.lead}>
        While you wait, here are some destinations other travelers have explored:
      </p>
      <Slideshow />
    </div>
  );
}
