import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';

/** Bodies and responses of the account calls (journey-and-accounts §7, plans-payments-admin §7). */

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/**
 * One e-mail address, as every call that stores or mails to one accepts it: zod's address
 * check, and nothing that could add a recipient or a header (lists, display names, CR/LF).
 */
export const emailSchema = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .max(254, { error: MSG.invalidEmail })
  .refine((v) => !/[\r\n,;<>]/.test(v), { error: MSG.invalidEmail })
  .pipe(z.email({ error: MSG.invalidEmail }));

/**
 * Control characters (line breaks, tabs, bidirectional overrides) in a name. A first name goes
 * into mail subjects and greetings, where a CR/LF could start a header and an override could
 * disguise the text; no real name needs them.
 */
const NAME_CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const NAME_CONTROL_MESSAGE = "Names can't contain line breaks or other control characters.";

/** A first name: at most 100 characters, no control characters. */
const nameText = z
  .string()
  .max(100)
  .refine((v) => !NAME_CONTROL.test(v), { error: NAME_CONTROL_MESSAGE });

export const registerBody = z.object({
  email: requiredText(MSG.registerMissingFields).pipe(emailSchema),
  firstName: requiredText(MSG.registerMissingFields).pipe(nameText),
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

export const forgotPasswordBody = z.object({ email: emailSchema });

export const updatePasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: MSG.shortPassword }).max(200),
});

export const updateFirstNameBody = z.object({
  // A greeting needs a name: "Welcome, !" is not one.
  first_name: z.string().trim().min(1, { error: MSG.emptyFirstName }).pipe(nameText),
  user_id: z.union([z.number(), z.string()]).optional(),
});
/**
 * The account's current password, asked again before the calls a stolen session must not be
 * able to make (e-mail or password change, deletion): an addition to the spec's bodies.
 */
const currentPassword = z
  .string({ error: MSG.currentPasswordRequired })
  .min(1, { error: MSG.currentPasswordRequired })
  .max(200);

export const updateEmailBody = z.object({
  email: emailSchema,
  current_password: currentPassword,
  user_id: z.union([z.number(), z.string()]).optional(),
});
export const updateAccountPasswordBody = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: MSG.shortPassword }).max(200),
  current_password: currentPassword,
  user_id: z.union([z.number(), z.string()]).optional(),
});
export const deleteAccountBody = z.object({ current_password: currentPassword });

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

/** GET /auth/check-reset-token/{token}: the address the link is for. */
export const resetTokenParams = z.object({ token: z.string().min(1).max(200) });
export const resetTokenResponse = z.object({ email: z.string() });

/** PATCH /auth/update-first-name and /auth/update-email: the new value with the message. */
export const firstNameUpdated = z.object({ message: z.string(), firstName: z.string() });
export const emailUpdated = z.object({ message: z.string(), email: z.string() });

/** POST /admin/auth/login */
export const adminLoginResponse = z.object({ message: z.string(), id: z.number() });

/** A plain confirmation: `{ message }` (logout, reset mail sent, account deleted...). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
