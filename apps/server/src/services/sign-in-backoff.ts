/**
 * A growing delay on failed sign-ins of one account, so that guessing a password gets slower
 * and slower without ever locking the owner out (decision 0015): the delay falls only on
 * failed attempts, the right password is answered at once and clears the account's count.
 * Per process (several instances each slow an attacker on their own); the per-IP and
 * per-account-and-IP rate limits still apply on top.
 */
const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;

export interface BackoffOptions {
  /** Failures within the window answered without delay. */
  free: number;
  /** Delay of the first slowed failure; doubles with each one after. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { free: 5, baseMs: 250, maxMs: 5000 };

/** The delay after the n-th failure (1-based) within the window. */
export function backoffDelay(failures: number, opts: BackoffOptions = DEFAULT_BACKOFF): number {
  if (opts.baseMs <= 0 || failures <= opts.free) return 0;
  return Math.min(opts.maxMs, opts.baseMs * 2 ** (failures - opts.free - 1));
}

export class SignInBackoff {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly opts: BackoffOptions = DEFAULT_BACKOFF,
  ) {}

  /** Records a failed attempt on `account`; answers how long to hold the failure's answer. */
  fail(account: string): number {
    const since = this.now() - WINDOW_MS;
    const recent = (this.failures.get(account) ?? []).filter((at) => at > since);
    recent.push(this.now());
    // Oldest first: a map this large is an attack on many accounts; forget the oldest.
    if (!this.failures.has(account) && this.failures.size >= MAX_KEYS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(account, recent);
    return backoffDelay(recent.length, this.opts);
  }

  succeed(account: string): void {
    this.failures.delete(account);
  }
}
