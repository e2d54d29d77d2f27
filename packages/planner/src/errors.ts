/** Errors the planner reports to its callers; `code` is stable so the server can map it to a response. */
export type PlannerErrorCode = 'UNKNOWN_DESTINATION' | 'NO_MATCH' | 'INVALID_INPUT';

export class PlannerError extends Error {
  readonly code: PlannerErrorCode;

  constructor(code: PlannerErrorCode, message: string) {
    super(message);
    this.name = 'PlannerError';
    this.code = code;
  }
}
