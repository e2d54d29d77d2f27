import { MSG } from '@app/shared';

/**
 * The one error model: a stable code, an HTTP status and a user-facing message.
 * Responses carry the message in both `error` and `message` because the spec's
 * clients read one or the other depending on the call.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: MSG.passwordMismatch },
  // 403, not 401: the session is fine, and a 401 would sign the page out.
  WRONG_CURRENT_PASSWORD: { status: 403, message: MSG.currentPasswordWrong },
  FORBIDDEN: { status: 403, message: "You don't have permission to do that." },
  ORIGIN_REJECTED: { status: 403, message: 'Request origin not allowed.' },
  NOT_ADMIN: { status: 403, message: 'This account does not have admin access.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with that email already exists.' },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: MSG.serviceUnavailable },
  RECOMMENDATION_FAILED: { status: 502, message: MSG.recommendationFailed },
  INVALID_RECOMMENDATION: { status: 502, message: MSG.invalidRecommendation },
  UNKNOWN_DESTINATION: {
    status: 422,
    message: "We couldn't find that place. Check the spelling or try a nearby city.",
  },
  REVISION_NOT_UNDERSTOOD: {
    status: 422,
    message:
      "We couldn't work out what to change from that feedback. Try something like 'more museums', 'cheaper hotels' or 'add a day trip'.",
  },
  BAD_WORDS: { status: 400, message: MSG.badWords },
  ALREADY_PAID: { status: 409, message: 'This plan is already unlocked.' },
  PAYMENT_REQUIRED: { status: 402, message: 'The payment for this plan has not been completed.' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message:
      "Payments can't be taken right now and nothing was charged. Please try again in a few minutes.",
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    message:
      'The payment service refused the request and nothing was charged. Please try again later or contact support.',
  },
  CARD_DECLINED: { status: 402, message: 'Your card was declined.' },
  WEBHOOK_INVALID: { status: 400, message: 'Invalid webhook signature.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  RATE_LIMITED: { status: 429, message: MSG.tooManyRequests },
  TOO_MANY_STREAMS: {
    status: 429,
    message:
      'Too many live-update connections are open for you. Close some tabs and try again; the page keeps checking for updates meanwhile.',
  },
  STREAMS_BUSY: {
    status: 503,
    message:
      'The server has too many live-update connections open right now. The page keeps checking for updates meanwhile; try again in a minute.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message:
      "We can't reach our database right now and nothing was changed. Please try again in a moment.",
  },
  INTERNAL: { status: 500, message: MSG.unexpected },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export function errorBody(code: string, message: string) {
  return { code, error: message, message };
}
