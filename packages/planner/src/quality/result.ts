/** The result type and small constructors shared by the quality checks. */
export interface ConstraintResult {
  name: string;
  hard: boolean;
  pass: boolean;
  applicable: boolean;
  /** At most three problems, joined: for people reading a report. */
  reason: string;
  /** Every problem found, one sentence each (a repair request to a model needs them all). */
  details?: string[];
}

export type Check = Omit<ConstraintResult, 'name' | 'hard'>;
export const na = (reason = 'not requested'): Check => ({ pass: true, applicable: false, reason });
export const ok = (reason: string): Check => ({ pass: true, applicable: true, reason });
export const fail = (reason: string): Check => ({ pass: false, applicable: true, reason });
export function verdict(failures: string[], okReason: string): Check {
  // A venue both listed and scheduled is one problem, not two.
  const unique = [...new Set(failures)];
  return unique.length ? { ...fail(unique.slice(0, 3).join('; ')), details: unique } : ok(okReason);
}
