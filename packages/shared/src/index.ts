export * from './chips.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './profanity.ts';
export * from './schemas/auth.ts';
export * from './schemas/plan.ts';
export * from './schemas/plan-api.ts';
