import { BRAND } from '@app/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { addMinutes } from '../lib/clock.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { passwordResetMail } from '../providers/mail/templates.ts';
import { findUserByEmail, setPassword } from './users.ts';

const VALID_MINUTES = 60;

/**
 * Sends a reset link when the address belongs to an account; does nothing otherwise.
 * The caller answers the same either way. Earlier unused links of the user stop working.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.role === 'system') return;
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: addMinutes(now, VALID_MINUTES),
      createdAt: now,
    });
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = passwordResetMail({
    firstName: user.firstName,
    link,
    productName: BRAND.productName,
  });
  await ctx.mailer.send({ kind: 'password-reset', to: user.email, ...mail });
}

/** The e-mail address a valid, unused token belongs to. */
export async function checkResetToken(ctx: Pick<AppContext, 'db' | 'clock'>, token: string) {
  const rows = await ctx.db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, ctx.clock.now()),
      ),
    );
  if (!rows[0]) throw new AppError('RESET_TOKEN_INVALID');
  return rows[0];
}

/** Consumes the token atomically (one winner under concurrency), sets the password, ends sessions. */
export async function resetPassword(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  opts: { token: string; password: string },
) {
  const now = ctx.clock.now();
  const consumed = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(opts.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  const row = consumed[0];
  if (!row) throw new AppError('RESET_TOKEN_INVALID');
  await setPassword(ctx, { userId: row.userId, password: opts.password });
}
