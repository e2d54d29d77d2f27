import { useCallback, useState } from 'react';

/** The id of the questionnaire's alert, which the missing fields point to (aria-describedby). */
export const QUESTIONNAIRE_ALERT_ID = 'questionnaire-alert';

/**
 * The required fields left empty when a step was submitted: marked invalid (aria-invalid,
 * described by the step's alert) until they are filled in, and the first one focused.
 * Fields are named by their `name` attribute.
 */
export function useMissingFields() {
  const [missing, setMissing] = useState<readonly string[]>([]);

  /** Flags `names` (in page order); true when there was anything to flag. */
  const flag = useCallback((names: readonly string[]): boolean => {
    setMissing(names);
    const first = names[0];
    if (first === undefined) return false;
    document.querySelector<HTMLElement>(`form [name="${first}"]`)?.focus();
    return true;
  }, []);

  const filled = useCallback((name: string) => {
    setMissing((current) => (current.includes(name) ? current.filter((n) => n !== name) : current));
  }, []);

  const reset = useCallback(() => setMissing([]), []);

  /** Props for a required field: its invalid state and the alert describing it. */
  const fieldProps = (name: string) => ({
    name,
    required: true,
    requiredMark: true,
    invalid: missing.includes(name),
    describedBy: QUESTIONNAIRE_ALERT_ID,
  });

  return { flag, filled, reset, fieldProps };
}
