import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value read from the browser (cookies, storage) that prerendered HTML cannot know: the
 * prerender and hydration use `serverValue`, then the component re-renders with `read()`.
 * Without hydration (a client-only render), `read()` is used from the start.
 * `read` must return a primitive (compared with Object.is on every render).
 */
export function useClientValue<T extends string | number | boolean | null | undefined>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
