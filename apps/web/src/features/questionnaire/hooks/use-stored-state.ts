import { useCallback, useEffect, useState } from 'react';
import { writeStored } from '../storage.ts';

/** React state mirrored to sessionStorage under `key` on every change. */
export function useStoredState<T>(key: string, load: () => T) {
  const [state, setState] = useState<T>(load);
  useEffect(() => {
    writeStored(key, state);
  }, [key, state]);
  const update = useCallback((patch: Partial<T>) => {
    setState((current) => ({ ...current, ...patch }));
  }, []);
  return [state, update, setState] as const;
}
