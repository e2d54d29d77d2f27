import { QUESTIONNAIRE_KEYS } from '../features/questionnaire/keys.ts';
import { ROUTES, trimPathname } from './routes.ts';

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
 * from sessionStorage, or one of its `?format=questions` variants.
 */
export function canHydrate(container: HTMLElement, location: Location): boolean {
  const prerendered = container.dataset.prerendered;
  const pathname = trimPathname(location.pathname);
  if (prerendered === undefined || prerendered !== pathname) return false;
  const storedKey = STORED_STATE[pathname];
  if (storedKey === undefined) return true;
  return !location.search && !hasStored(storedKey);
}
