import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** A lone surrogate half: text no database, mailer or PDF can store faithfully. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Every string anywhere in a parsed body, query or params (iteratively: no deep recursion). */
function allClean(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (!isCleanText(value)) return false;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (!isCleanText(key)) return false;
        stack.push(inner);
      }
    }
  }
  return true;
}

/**
 * Text is checked where it enters: a NUL byte or an unpaired surrogate in any field of any
 * request is a 400 with a clear message, never a database error (PostgreSQL rejects both).
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!allClean(request.params) || !allClean(request.query) || !allClean(request.body)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The request contains characters that are not allowed in text (NUL or unpaired surrogates).',
      );
    }
  });
}
