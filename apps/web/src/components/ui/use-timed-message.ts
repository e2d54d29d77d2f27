import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  message: string | null;
  /** Shows the text and hides it again after the hook's duration (restarting the timer). */
  show: (text: string) => void;
  clear: () => void;
}

/**
 * A message that hides itself after `ms` milliseconds (durations come from MESSAGE_MS in
 * @app/shared). The timer is cleared on unmount, so a late timeout never sets state.
 */
export function useTimedMessage(ms: number): TimedMessage {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string) => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setMessage(null);
      }, ms);
    },
    [ms],
  );

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  return { message, show, clear };
}
