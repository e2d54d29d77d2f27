/**
 * The bad-word screen, loaded when the visitor first types or submits rather than with the
 * page: its word list is the largest part of the questionnaire's code, and the prerendered
 * questionnaire pages hydrate faster without it.
 */
type Screen = typeof import('./profanity-words.ts');

let loading: Promise<Screen> | undefined;

export function loadProfanity(): Promise<Screen> {
  loading ??= import('./profanity-words.ts');
  return loading;
}

/** True when any of the texts holds a screened word (journey-and-accounts §5). */
export async function hasBadWords(...texts: string[]): Promise<boolean> {
  const { anyProfanity } = await loadProfanity();
  return anyProfanity(...texts);
}
