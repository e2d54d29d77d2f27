import { QUESTIONNAIRE_KEYS } from '../features/questionnaire/keys.ts';
import { isNotFoundPath, NOT_FOUND_PRERENDER_PATH, ROUTES, trimPathname } from './routes.ts';

/** Questionnaire pages render from sessionStorage, which the prerendered step 1 cannot know. */
const STORED_STATE: Partial<Record<string, string>> = {
  [ROUTES.findDestination]: QUESTIONNAIRE_KEYS.unknown,
  [ROUTES.buildPlan]: QUESTIONNAIRE_KEYS.known,
};

function hasStored(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the prerendered HTML in `container` (scripts/prerender.mjs marks it with
 * data-prerendered="<path>") is what the app renders first for this URL, so it can be
 * hydrated. Otherwise the app renders from scratch (and replaces it): a questionnaire resumed
 * from sessionStorage, or a page opened with a query string (`?format=questions`, `?next=`).
 */
export function canHydrate(container: HTMLElement, location: Location): boolean {
  const prerendered = container.dataset.prerendered;
  const pathname = trimPathname(location.pathname);
  // The prerendered not-found page stands for every path that is no page of the app.
  if (prerendered === NOT_FOUND_PRERENDER_PATH) return isNotFoundPath(pathname);
  if (prerendered === undefined || prerendered !== pathname) return false;
  // A query string (?next=, ?format=, campaign tags) may change what the page renders.
  if (location.search) return false;
  const storedKey = STORED_STATE[pathname];
  return storedKey === undefined || !hasStored(storedKey);
}
