import { TIMINGS } from '@app/shared';
import { useEffect, useState } from 'react';

/** The loading bar: about 0.1667 % every 100 ms, capped at 100 (about 60 s to fill). */
export function useLoadingProgress(active: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!active) return;
    setProgress(0);
    const timer = setInterval(() => {
      setProgress((value) => Math.min(100, value + TIMINGS.progressStepPercent));
    }, TIMINGS.progressTickMs);
    return () => clearInterval(timer);
  }, [active]);
  return progress;
}
