/**
 * What pino must never write: credentials, tokens and cookies, wherever they appear in
 * request or response logs and in objects we log ourselves.
 */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body.password',
  'body.token',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.passwordHash',
];

/** Fields of database errors that carry values from the request (parameters, row details). */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint'];

/**
 * pino's error serializer, minus anything that can carry user data: a failed query's
 * parameters and row details (password hashes, e-mail addresses) never reach the log, and a
 * database error's message (which can quote a value) is replaced by its SQLSTATE and names.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(err: unknown): SerializedError {
  const seen = new Set<unknown>();
  const scrub = (value: unknown): SerializedError | undefined => {
    if (!(value instanceof Error) || seen.has(value)) return undefined;
    seen.add(value);
    const out: SerializedError = { type: value.name, message: '', stack: value.stack ?? '' };
    const fields = value as unknown as Record<string, unknown>;
    // pg and PGlite errors carry a severity; drizzle's wrapper carries the query and params.
    const isDatabaseError =
      typeof fields.severity === 'string' ||
      value.name === 'DrizzleQueryError' ||
      'params' in fields ||
      typeof fields.query === 'string';
    out.message = isDatabaseError ? 'database error' : value.message;
    if (isDatabaseError) out.stack = '';
    for (const key of ['code', 'constraint', 'table', 'column', 'routine', 'statusCode']) {
      if (fields[key] !== undefined) out[key] = fields[key];
    }
    if (typeof fields.query === 'string') out.query = fields.query;
    for (const key of VALUE_FIELDS) delete out[key];
    if (value.cause !== undefined) out.cause = scrub(value.cause);
    return out;
  };
  return scrub(err) ?? { type: typeof err, message: String(err), stack: '' };
}

const MASK = '[redacted]';

/**
 * Query keys whose values are safe to log. Every other value is masked: links we mail carry
 * their proof in the query (/reset-password?token=, /plans/12?invite=), and a key we do not
 * know is treated the same way rather than trusted.
 */
const LOGGABLE_QUERY_KEYS = new Set(['page']);

/** The path segment after one of these is a secret (a reset token). */
const SECRET_AFTER = new Set(['check-reset-token']);

/**
 * A path segment that looks like a random token or id (our tokens are 43 base64url characters,
 * checkout sessions `cs_…` with hex): long and with a digit, unlike route names. An e-mail
 * address (the staff search by address) is personal data, masked too.
 */
function isSecretSegment(segment: string, previous: string | undefined): boolean {
  if (previous !== undefined && SECRET_AFTER.has(previous)) return segment !== '';
  if (/@|%40/i.test(segment)) return true;
  return segment.length >= 20 && /[0-9]/.test(segment) && /^[\w.~%-]+$/.test(segment);
}

/** A request URL fit for the log: token path segments and unknown query values masked. */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const maskedPath = segments
    .map((segment, i) => (isSecretSegment(segment, segments[i - 1]) ? MASK : segment))
    .join('/');
  if (queryStart === -1) return maskedPath;
  const maskedQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair.length > 0 ? MASK : pair;
      const key = pair.slice(0, eq);
      return LOGGABLE_QUERY_KEYS.has(key) ? pair : `${key}=${MASK}`;
    })
    .join('&');
  return `${maskedPath}?${maskedQuery}`;
}

/** What Fastify hands the `req` serializer (its request object, whatever the types say). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * pino's request serializer: Fastify's default fields, with the URL masked. Fastify logs every
 * request's URL at info level, and a URL can carry a reset or invitation token.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: maskUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
