import { AppError } from '../../errors.ts';

/** Statuses the spec (§8, §9) treats as "the model is busy": worth waiting for. */
export const RETRYABLE_STATUSES: readonly number[] = [529, 500, 503];
export const MAX_RETRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 5000;

export interface RetryOptions {
  /** Pause between attempts; the spec's 5 s by default, a few ms in tests. */
  retryDelayMs?: number;
  /**
   * The HTTP status carried by an SDK error, or undefined when the failure never got
   * a status (network error, timeout, abort). Each adapter reads its own SDK's error class.
   */
  statusOf: (error: unknown) => number | undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one model call with the spec's retry policy: up to 3 retries on 529/500/503,
 * then SERVICE_UNAVAILABLE; any other failure is RECOMMENDATION_FAILED at once, because
 * repeating a request the provider rejected (400, 401, 404...) cannot succeed.
 * Only the HTTP call goes through here: a reply that arrives but does not parse is
 * not retried (see json-repair.ts), so a bad prompt cannot cost four model calls.
 */
export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  const delay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const status = options.statusOf(error);
      if (status === undefined || !RETRYABLE_STATUSES.includes(status)) {
        throw withCause(new AppError('RECOMMENDATION_FAILED'), error);
      }
      if (attempt >= MAX_RETRIES) throw withCause(new AppError('SERVICE_UNAVAILABLE'), error);
      await sleep(delay);
    }
  }
}

/** Keeps the SDK error for the server log; the user only ever sees the AppError message. */
function withCause(appError: AppError, cause: unknown): AppError {
  appError.cause = cause;
  return appError;
}
