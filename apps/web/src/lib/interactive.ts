/**
 * Marks the app interactive (html[data-ready]): prerendered pages look ready before React has
 * hydrated them, and browser tests wait for this before typing into them.
 */
export function markInteractive(): void {
  hydrating = false;
  document.documentElement.dataset.ready = 'true';
}

let hydrating = false;

/** main.tsx: the app starts by hydrating the page's HTML (until markInteractive). */
export function startHydration(): void {
  hydrating = true;
}

/**
 * Whether what renders now is the page's HTML being hydrated (or rendered outside the
 * browser): a component that renders in steps in the browser renders whole then, as the
 * HTML was made.
 */
export function isHydrating(): boolean {
  return import.meta.env.SSR || hydrating;
}
