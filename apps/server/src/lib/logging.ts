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
