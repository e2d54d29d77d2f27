/** Business constants from the specification (plans-payments-admin §9, journey-and-accounts §9). */
export const PLAN_PRICE_USD = 9;
export const PLAN_PRICE_CENTS = PLAN_PRICE_USD * 100;
export const MAX_PLAN_EDITS = 2;
export const EXAMPLE_PLAN_IDS = [103, 146] as const;
export const PASSWORD_MIN_LENGTH = 5;
export const THUMBNAIL_REFRESH_DAYS = 28;

export const PLAN_TYPES = ['DESTINATION_KNOWN', 'DESTINATION_UNKNOWN'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** How long transient messages stay on screen, in milliseconds. */
export const MESSAGE_MS = {
  general: 3000,
  registrationError: 4000,
  loginError: 6000,
  ownEmailShare: 2000,
  adminLogin: 5000,
  deleteAccountLogout: 2000,
} as const;

export const TIMINGS = {
  testimonialRotationMs: 15_000,
  slideshowMs: 5000,
  slideTransitionMs: 500,
  progressStepPercent: 0.1667,
  progressTickMs: 100,
  planPollMs: 15_000,
  resultsPollMs: 20_000,
  pollTimeoutMs: 120_000,
  recommendationRetryMs: 5000,
  recommendationMaxRetries: 3,
} as const;

export const TRAVEL_LENGTH = { min: 1, max: 15, step: 1, default: 5 } as const;
export const BUDGET = {
  min: 0,
  max: 10_000,
  step: 250,
  defaultRange: [1000, 3000] as [number, number],
  marks: [
    { value: 0, label: '$0' },
    { value: 2500, label: '$2.5K' },
    { value: 5000, label: '$5K' },
    { value: 7500, label: '$7.5K' },
    { value: 10_000, label: '$10K+' },
  ],
} as const;

/** "$10,000+" at or above the maximum, otherwise a whole-dollar USD amount. */
export function formatBudget(value: number): string {
  if (value >= BUDGET.max) return '$10,000+';
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

export const MOBILE_BREAKPOINT_PX = 768;
export const QUIZ_QUESTION_COUNT = 5;

/** Cookie names of the consent banner (journey-and-accounts §4); both expire in year 9999. */
export const CONSENT_COOKIES = {
  bannerSeen: 'cookie_banner_seen',
  analyticsConsent: 'analytics_consent',
} as const;

/** Product identity used by server e-mails and the web app; operators change it here. */
export const BRAND = {
  productName: 'Wayfarer',
  supportEmail: 'support@example.com',
} as const;
