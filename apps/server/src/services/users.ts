import { BRAND } from '@app/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { planShares, plans, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { formatPlanDate } from '../lib/clock.ts';
import { emailChangedMail } from '../providers/mail/templates.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { deleteUserSessions, forgetUserSessions } from './sessions.ts';

type Ctx = Pick<AppContext, 'db'>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(ctx: Ctx, email: string) {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return rows[0] ?? null;
}

export async function findUserById(ctx: Ctx, id: number) {
  const rows = await ctx.db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function registerUser(
  ctx: Ctx,
  input: { email: string; firstName: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({ email: input.email.trim(), firstName: input.firstName.trim(), passwordHash })
      .returning();
    return user!;
  } catch (err) {
    // The unique index on lower(email) is the real guard; a race between two sign-ups lands here.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** The user when the password matches; the same error whether or not the e-mail exists. */
/**
 * The account with this e-mail and password, or INVALID_CREDENTIALS after the account's
 * growing failure delay (services/sign-in-backoff.ts); the right password is never delayed.
 */
export async function authenticate(
  ctx: Pick<AppContext, 'db' | 'signInBackoff'>,
  input: { email: string; password: string },
) {
  const user = await findUserByEmail(ctx, input.email);
  const ok = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  const account = normaliseEmail(input.email);
  if (!user || !ok || user.role === 'system') {
    const delay = ctx.signInBackoff.fail(account);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    throw new AppError('INVALID_CREDENTIALS');
  }
  ctx.signInBackoff.succeed(account);
  return user;
}

export async function updateFirstName(ctx: Ctx, opts: { userId: number; firstName: string }) {
  await ctx.db
    .update(users)
    .set({ firstName: opts.firstName.trim() })
    .where(eq(users.id, opts.userId));
  forgetUserSessions(opts.userId);
}

/**
 * Checks the signed-in user's current password before a change a stolen session must not be
 * able to make (e-mail, password, deletion); WRONG_CURRENT_PASSWORD otherwise.
 */
export async function confirmCurrentPassword(ctx: Ctx, opts: { userId: number; password: string }) {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, opts.userId));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), opts.password);
  if (!user || !ok) throw new AppError('WRONG_CURRENT_PASSWORD');
}

/**
 * Changes the account's address and ends every session of the user (the caller signs the
 * current browser in again); answers the old address, which the caller notifies.
 */
export async function updateEmail(ctx: Ctx, opts: { userId: number; email: string }) {
  try {
    const previous = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, opts.userId))
        .for('update');
      await tx.update(users).set({ email: opts.email.trim() }).where(eq(users.id, opts.userId));
      await deleteUserSessions({ db: tx }, opts.userId);
      return before;
    });
    forgetUserSessions(opts.userId);
    return previous;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** Tells the old address that the account's e-mail changed (a stolen session shows up). */
export async function notifyEmailChanged(
  ctx: Pick<AppContext, 'mailer'>,
  opts: { before: { email: string; firstName: string }; newEmail: string },
) {
  if (opts.before.email.toLowerCase() === opts.newEmail.toLowerCase()) return;
  const mail = emailChangedMail({
    firstName: opts.before.firstName,
    newEmail: opts.newEmail,
    productName: BRAND.productName,
    supportEmail: BRAND.supportEmail,
  });
  await ctx.mailer.send({ kind: 'email-changed', to: opts.before.email, ...mail });
}

/** Sets a new password and ends every session of the user. */
export async function setPassword(ctx: Ctx, opts: { userId: number; password: string }) {
  const passwordHash = await hashPassword(opts.password);
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, opts.userId));
  await deleteUserSessions(ctx, opts.userId);
}

export async function userStats(ctx: Ctx, user: { id: number; createdAt: Date }) {
  const [row] = await ctx.db.select({ n: count() }).from(plans).where(eq(plans.userId, user.id));
  return {
    formattedDate: formatPlanDate(user.createdAt).split(',')[0] as string,
    numberOfPlans: Number(row?.n ?? 0),
  };
}

/** Removes the user's shares (given and received), plans, sessions and the account, atomically. */
export async function deleteAccount(ctx: Ctx, opts: { userId: number; email: string }) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(planShares).where(eq(planShares.email, normaliseEmail(opts.email)));
    await tx.delete(planShares).where(eq(planShares.invitedBy, opts.userId));
    await tx.delete(plans).where(eq(plans.userId, opts.userId));
    await deleteUserSessions({ db: tx }, opts.userId);
    await tx.delete(users).where(and(eq(users.id, opts.userId)));
  });
}

/** Creates an admin account, or promotes an existing user; used by `npm run admin`. */
export async function createOrPromoteAdmin(
  ctx: Ctx,
  input: { email: string; firstName: string; password?: string },
) {
  const existing = await findUserByEmail(ctx, input.email);
  if (existing) {
    const patch: Partial<typeof users.$inferInsert> = { role: 'admin' };
    if (input.password) patch.passwordHash = await hashPassword(input.password);
    await ctx.db.update(users).set(patch).where(eq(users.id, existing.id));
    forgetUserSessions(existing.id);
    return { id: existing.id, created: false };
  }
  if (!input.password) throw new Error('A password is required to create a new admin account.');
  const user = await registerUser(ctx, { ...input, password: input.password });
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { id: user.id, created: true };
}
