import type { CurrentUser } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { ApiError, api } from '../../../lib/api.ts';
import { noteSession, sessionHint } from '../../../lib/session-hint.ts';

export const currentUserKey = ['current-user'] as const;

/** GET /api/users/me: the signed-in user, or null when the answer is not OK (signed out). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/users/me', signal);
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) return null;
    throw error;
  }
}

type Snapshot = { checked: false; user: null } | { checked: true; user: CurrentUser | null };

/**
 * The current user outside TanStack Query. The shell and the home page need only this, so the
 * entry chunk does without the query library (about 11 KB gzip) and the home route stays
 * within its 100 KB JavaScript budget. Pages that use TanStack Query sit under QueryLayout
 * (app/query-layout.tsx), which mirrors the `currentUserKey` query into this store, so
 * setQueryData / invalidateQueries on that key keep working as before.
 */
const UNCHECKED: Snapshot = { checked: false, user: null };
/**
 * Signed out, as one object: the store holds this very object once it knows, so a page the
 * server rendered signed out hydrates with no update (useSyncExternalStore compares the
 * snapshots by identity; an update there would hydrate the whole page in one long task).
 */
export const SIGNED_OUT: Snapshot = { checked: true, user: null };
let snapshot: Snapshot = UNCHECKED;
let firstCheck: Promise<void> | undefined;
const listeners = new Set<() => void>();

export const currentUserStore = {
  get: (): Snapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(user: CurrentUser | null): void {
    if (snapshot.checked && snapshot.user === user) return;
    snapshot = user === null ? SIGNED_OUT : { checked: true, user };
    for (const listener of listeners) listener();
  },
  /**
   * The first check, started once; a network failure is retried twice, then means signed out.
   * When the server said with the page that the browser holds no session cookie at all
   * (lib/session-hint.ts), there is nothing to ask.
   */
  load(): Promise<void> {
    firstCheck ??= (async () => {
      if (sessionHint()?.user === false) {
        currentUserStore.set(null);
        return;
      }
      for (let attempt = 0; ; attempt++) {
        try {
          currentUserStore.set(await fetchCurrentUser());
          return;
        } catch (error) {
          if (attempt >= 2) {
            console.warn('Could not check the current user', error);
            currentUserStore.set(null);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
      }
    })();
    return firstCheck;
  },
};

/**
 * Who the page is rendered for outside the browser: unchecked (the public pages, prerendered
 * for everyone at build time, and their hydration), or signed out (a plan page the server
 * renders for a visitor with no session cookie: apps/server/src/plugins/page-render.ts).
 */
export const RenderUser = createContext<Snapshot>(UNCHECKED);

export function useCurrentUser() {
  // Prerendered pages are built signed out and unchecked; hydration starts from that same
  // snapshot (even if the check already answered) and then re-renders with the real one.
  const rendered = useContext(RenderUser);
  const current = useSyncExternalStore(
    currentUserStore.subscribe,
    currentUserStore.get,
    () => rendered,
  );
  useEffect(() => {
    void currentUserStore.load();
  }, []);
  return {
    user: current.user,
    isLoggedIn: Boolean(current.user),
    /** True only while the first check is in flight (no answer yet). */
    isChecking: !current.checked,
  };
}

/** Stores the user returned by login/registration, so the app knows at once. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser | null) => {
      noteSession('user', user !== null);
      queryClient.setQueryData(currentUserKey, user);
      currentUserStore.set(user);
    },
    [queryClient],
  );
}
