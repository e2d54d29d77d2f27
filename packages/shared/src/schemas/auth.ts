import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';

/** Bodies and responses of the account calls (journey-and-accounts §7, plans-payments-admin §7). */

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .max(254, { error: MSG.invalidEmail })
  .refine((v) => v.includes('@'), { error: MSG.invalidEmail });

export const registerBody = z.object({
  email: requiredText(MSG.registerMissingFields).pipe(emailSchema),
  firstName: requiredText(MSG.registerMissingFields).pipe(z.string().max(100)),
  password: z
    .string({ error: MSG.registerMissingFields })
    .min(1, { error: MSG.registerMissingFields })
    .min(PASSWORD_MIN_LENGTH, { error: MSG.shortPassword })
    .max(200),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: requiredText(MSG.registerMissingFields).pipe(z.string().max(254)),
  password: z.string().min(1, { error: MSG.registerMissingFields }).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: z.string().trim().max(254) });

export const updatePasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: MSG.shortPassword }).max(200),
});

export const updateFirstNameBody = z.object({
  first_name: z.string().trim().max(100),
  user_id: z.union([z.number(), z.string()]).optional(),
});
export const updateEmailBody = z.object({
  email: emailSchema,
  user_id: z.union([z.number(), z.string()]).optional(),
});
export const updateAccountPasswordBody = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: MSG.shortPassword }).max(200),
  user_id: z.union([z.number(), z.string()]).optional(),
});

export const currentUser = z.object({
  id: z.number(),
  firstName: z.string(),
  email: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const adminUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  role: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const userStats = z.object({ formattedDate: z.string(), numberOfPlans: z.number() });
export type UserStats = z.infer<typeof userStats>;

/** Every error the API returns: `error` and `message` carry the user-facing text; `code` is stable. */
export const apiError = z.object({ code: z.string(), error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiError>;

export const messageResponse = z.object({ message: z.string() });
