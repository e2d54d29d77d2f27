import { useSyncExternalStore } from 'react';

/**
 * The spec's application-wide appState (journey-and-accounts §3): REDIRECT at first, LOADING
 * once a questionnaire is submitted or the visitor signs in on the way to a plan. The results
 * pages read it to know that a new plan should be generated. A plain module store: it has no
 * server data, so it does not belong in TanStack Query.
 */
export type AppStateValue = 'REDIRECT' | 'LOADING';

let current: AppStateValue = 'REDIRECT';
const listeners = new Set<() => void>();

export const appState = {
  get(): AppStateValue {
    return current;
  },
  set(next: AppStateValue): void {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current appState, re-rendering when it changes. */
export function useAppState(): AppStateValue {
  return useSyncExternalStore(appState.subscribe, appState.get, appState.get);
}
