import { useEffect, useRef, useState } from 'react';

/** How long a plan may take before the loading screen appears at all. */
export const LOADING_SCREEN_DELAY_MS = 400;
/** Once it appears, the loading screen stays at least this long (no flash)... */
export const LOADING_SCREEN_MIN_MS = 1200;
/** ...and ends on a full progress bar held this long before the plan replaces it. */
export const LOADING_SCREEN_FINISH_MS = 350;

export type LoadingScreenPhase = 'hidden' | 'waiting' | 'showing' | 'finishing';

/**
 * When the loading screen shows (docs/decisions/0020-loading-screen.md): not at all when the
 * plan is ready within LOADING_SCREEN_DELAY_MS (the built-in planner usually is: the preview
 * simply appears); otherwise from then on, for at least LOADING_SCREEN_MIN_MS, ending on a
 * full bar, so it is never a broken flash.
 *
 * `waiting`: loading, screen not shown yet; `showing`: the screen; `finishing`: the plan is
 * ready and the screen completes its bar; `hidden`: show the plan (or the error).
 */
export function useLoadingScreen(loading: boolean): LoadingScreenPhase {
  const [phase, setPhase] = useState<LoadingScreenPhase>(loading ? 'waiting' : 'hidden');
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (loading) {
      shownAt.current = null;
      setPhase('waiting');
      const timer = setTimeout(() => {
        shownAt.current = performance.now();
        setPhase('showing');
      }, LOADING_SCREEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (shownAt.current === null) {
      setPhase('hidden');
      return;
    }
    const shownFor = performance.now() - shownAt.current;
    const rest = Math.max(LOADING_SCREEN_MIN_MS - shownFor, LOADING_SCREEN_FINISH_MS);
    setPhase('finishing');
    const timer = setTimeout(() => {
      shownAt.current = null;
      setPhase('hidden');
    }, rest);
    return () => clearTimeout(timer);
  }, [loading]);

  return phase;
}
