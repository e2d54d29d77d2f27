import { MAX_PLAN_EDITS } from './constants.ts';

/** User-facing texts from the specification, defined once so server, web and tests agree. */
export const MSG = {
  badWords: 'Please, no naughty words :)',
  emptyMotivation: 'Please answer the question (it really helps!)',
  incompleteStep: 'Please answer all the questions (it really helps!)',
  incompleteTenQuestions: "Make sure you've answered all the questions",
  ownEmailShare: "You can't share this plan with your email",
  registerMissingFields: "Make sure you've filled out all the fields.",
  registrationFailed: 'Registration failed.',
  somethingWentWrong: 'Something went wrong',
  passwordMismatch: "Password doesn't match",
  passwordMismatchPanel: "Password doesn't match. Want to reset?",
  resetLinkSent: "If that email exists, you'll receive an email link shortly.",
  invalidEmail: "Make sure you're using a valid email.",
  shortPassword: 'Please make your password at least 5 characters',
  /** Not in the spec (its account edit checks no first name); a greeting needs a name. */
  emptyFirstName: 'Please enter your first name.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: "That isn't your current password.",
  sessionExpired:
    'Your session has expired. Please go back and create another plan to generate travel recommendations.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  recommendationFailed: 'Failed to get recommendation. Please try again.',
  invalidRecommendation: 'Invalid response from recommendation service',
  failedToSavePlan: 'Failed to save plan',
  failedToSavePlanDb: 'Failed to save plan to database',
  unexpected: 'An unexpected error occurred',
  reviseFailed: 'There was an issue. Please try again.',
  revisionMissingLocation: 'Response missing expected plan data (location)',
  revisionMissingPlanId: 'plan_id is missing or invalid',
  pdfFailed: 'Failed to generate PDF. Please try again.',
  accessDenied: "It looks like you don't have access to this plan.",
  exampleFailed: "Oops. Looks like we're having trouble with this.",
  notFound: "Oops. Looks like this page doesn't exist.",
  fallback: "Oops. Let's get you where you want to be:",
  resetNetworkError: 'Something went wrong. Try again.',
  resetUpdateFailed: 'Something went wrong.',
  planIdNotFound: 'Plan ID not found',
  emailNotFound: 'Email not found',
  noPlans: "Looks like you haven't created any plans just yet.",
  optedOut: 'You have opted out of analytics tracking.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

/** "You currently have 2 edits remaining." / "You have N edit remaining." */
export function editsRemainingText(modifiedCount: number): string {
  const remaining = Math.max(0, MAX_PLAN_EDITS - modifiedCount);
  if (remaining === MAX_PLAN_EDITS) return `You currently have ${MAX_PLAN_EDITS} edits remaining.`;
  return `You have ${remaining} edit remaining.`;
}
