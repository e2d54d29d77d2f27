/** The result type and small constructors shared by the quality checks. */
export interface ConstraintResult {
  name: string;
  hard: boolean;
  pass: boolean;
  applicable: boolean;
  reason: string;
}

export type Check = Omit<ConstraintResult, 'name' | 'hard'>;
export const na = (reason = 'not requested'): Check => ({ pass: true, applicable: false, reason });
export const ok = (reason: string): Check => ({ pass: true, applicable: true, reason });
export const fail = (reason: string): Check => ({ pass: false, applicable: true, reason });
export const verdict = (failures: string[], okReason: string): Check =>
  failures.length ? fail(failures.slice(0, 3).join('; ')) : ok(okReason);
