/**
 * Marks the app interactive (html[data-ready]): prerendered pages look ready before React has
 * hydrated them, and browser tests wait for this before typing into them.
 */
export function markInteractive(): void {
  document.documentElement.dataset.ready = 'true';
}
