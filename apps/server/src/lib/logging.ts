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
