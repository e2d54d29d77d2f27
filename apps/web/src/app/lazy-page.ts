import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /**
   * Starts downloading the page's chunk early (e.g. for the URL the app was opened on); the
   * promise settles (never rejects) once it has loaded or failed.
   */
  preload: () => Promise<void>;
}

/** React.lazy for a named page export, with a preload hook sharing the same import. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    pending ??= load().then((module) => ({ default: pick(module) }));
    return pending;
  };
  return {
    Component: lazy(start),
    preload: () =>
      start().then(
        () => undefined,
        () => {
          // A failed preload is retried by React.lazy on render, where the error boundary shows.
          pending = undefined;
        },
      ),
  };
}
