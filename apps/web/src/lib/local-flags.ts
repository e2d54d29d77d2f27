/**
 * One-time UI flags kept in localStorage (tooltips dismissed and the like). Storage can be
 * unavailable (private mode, disabled storage): then a flag simply reads as unset.
 */
export const LOCAL_FLAGS = {
  hasSeenTooltip: 'hasSeenTooltip',
  hasSeenMotivationTooltip: 'hasSeenMotivationTooltip',
} as const;
export type LocalFlag = (typeof LOCAL_FLAGS)[keyof typeof LOCAL_FLAGS];

export function readFlag(flag: LocalFlag): boolean {
  try {
    return window.localStorage.getItem(flag) === 'true';
  } catch {
    return false;
  }
}

export function setFlag(flag: LocalFlag, value = true): void {
  try {
    if (value) window.localStorage.setItem(flag, 'true');
    else window.localStorage.removeItem(flag);
  } catch {
    // Storage unavailable: the flag lasts for this page view only.
  }
}
