import { TIMINGS } from '@app/shared';
import { useEffect, useRef, useState } from 'react';

export interface LiveUpdateOptions {
  planId: number | null;
  /** True while something the page waits for (photo, second destination, comparison) is missing. */
  waiting: boolean;
  /** Fallback polling interval: 15 s on the plan page, 20 s on the results pages. */
  pollMs: number;
  /** Refetches the plan. */
  refresh: () => void;
}

/**
 * Tells the page when background work has produced something (DESIGN.md "Live updates"):
 * Server-Sent Events from GET /api/plans/{id}/events, or, when those are unavailable or fail,
 * the spec's polling (fetch on start, then every `pollMs`). Both stop after two minutes;
 * `timedOut` then lets the page drop its loading placeholders.
 */
export function usePlanLiveUpdates({ planId, waiting, pollMs, refresh }: LiveUpdateOptions) {
  const [timedOut, setTimedOut] = useState(false);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const active = planId !== null && waiting && !timedOut;

  useEffect(() => {
    if (!active || planId === null) return;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    const update = () => refreshRef.current();

    const startPolling = () => {
      if (poll !== undefined) return;
      source?.close();
      source = null;
      update();
      poll = setInterval(update, pollMs);
    };

    if (typeof EventSource === 'undefined') {
      startPolling();
    } else {
      source = new EventSource(`/api/plans/${planId}/events`, { withCredentials: true });
      source.addEventListener('plan-updated', update);
      source.addEventListener('ready', () => {
        update();
        source?.close();
      });
      source.addEventListener('error', startPolling);
      // Anything may have finished between the plan's fetch and this subscription.
      source.addEventListener('open', update);
    }
    const timeout = setTimeout(() => setTimedOut(true), TIMINGS.pollTimeoutMs);
    return () => {
      source?.close();
      if (poll !== undefined) clearInterval(poll);
      clearTimeout(timeout);
    };
  }, [active, planId, pollMs]);

  return { timedOut };
}
