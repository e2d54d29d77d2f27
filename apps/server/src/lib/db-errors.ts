/**
 * Whether an error means the database cannot be reached or cannot write right now (a dropped
 * connection, a restart or failover, a full disk), rather than that the request was wrong.
 * Such errors answer 503 and the request can be tried again; the pool reconnects by itself.
 */

/** SQLSTATE classes and codes of a database that is away, not of a bad query. */
const UNAVAILABLE_SQLSTATE = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin/crash shutdown, cannot connect now, database dropped
  /^53/, // insufficient resources: disk full, out of memory, too many connections
  /^58/, // system error (I/O)
];

/** Node and driver errors of a socket or file system that failed under the database. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EROFS',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection timeout/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /no space left on device/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.some((re) => re.test(code))) {
        return true;
      }
    }
    if (
      UNAVAILABLE_MESSAGES.some((re) => re.test(current instanceof Error ? current.message : ''))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
