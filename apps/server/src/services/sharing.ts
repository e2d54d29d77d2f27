import { BRAND, type InvitationStatus, MAX_SHARES_PER_PLAN, MSG, placeName } from '@app/shared';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { planShares, plans } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { seesFullPlan } from '../policies/plans.ts';
import { planInviteMail } from '../providers/mail/templates.ts';
import type { PlanRow } from './plans.ts';
import { normaliseEmail } from './users.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The addresses a plan is shared with, in the order they were invited. */
export async function sharedEmails(ctx: Pick<AppContext, 'db'>, planId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: planShares.email })
    .from(planShares)
    .where(eq(planShares.planId, planId))
    .orderBy(asc(planShares.createdAt), asc(planShares.id));
  return rows.map((row) => row.email);
}

/**
 * Each address the plan is shared with and where its invitation stands, in the order they
 * were invited: opened (bound to the account that opened the link), sent (a live link is out),
 * or not sent (never mailed, or the mail was not asked for).
 */
export async function invitationsOf(
  ctx: Pick<AppContext, 'db'>,
  planId: number,
): Promise<Array<{ email: string; status: InvitationStatus }>> {
  const rows = await ctx.db
    .select({ email: planShares.email, userId: planShares.userId, tokenHash: planShares.tokenHash })
    .from(planShares)
    .where(eq(planShares.planId, planId))
    .orderBy(asc(planShares.createdAt), asc(planShares.id));
  return rows.map((row) => ({
    email: row.email,
    status: row.userId !== null ? 'opened' : row.tokenHash !== null ? 'sent' : 'not-sent',
  }));
}

/**
 * Shares a plan with people by e-mail (view only). The owner's own address is refused, as
 * the spec's form does; an address already on the list is left as it is; a plan holds at
 * most MAX_SHARES_PER_PLAN addresses. Runs in one transaction so concurrent calls cannot
 * pass the cap together.
 */
export async function shareWith(
  ctx: Ctx,
  opts: { plan: PlanRow; owner: { id: number; email: string }; emails: string[] },
): Promise<string[]> {
  const own = normaliseEmail(opts.owner.email);
  const emails = [...new Set(opts.emails.map(normaliseEmail))];
  if (emails.includes(own)) throw new AppError('VALIDATION_FAILED', MSG.ownEmailShare);
  await ctx.db.transaction(async (tx) => {
    // Serialises sharing of one plan: the count below cannot be raced.
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, opts.plan.id)).for('update');
    const existing = await tx
      .select({ email: planShares.email })
      .from(planShares)
      .where(and(eq(planShares.planId, opts.plan.id), inArray(planShares.email, emails)));
    const fresh = emails.filter((e) => !existing.some((row) => row.email === e));
    if (fresh.length === 0) return;
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(planShares)
      .where(eq(planShares.planId, opts.plan.id));
    if (total + fresh.length > MAX_SHARES_PER_PLAN) {
      throw new AppError(
        'VALIDATION_FAILED',
        `A plan can be shared with up to ${MAX_SHARES_PER_PLAN} people.`,
      );
    }
    await tx
      .insert(planShares)
      .values(
        fresh.map((email) => ({
          planId: opts.plan.id,
          email,
          invitedBy: opts.owner.id,
          createdAt: ctx.clock.now(),
        })),
      )
      .onConflictDoNothing();
  });
  return sharedEmails(ctx, opts.plan.id);
}

/** Ends one person's access at once (the next read by them is refused). */
export async function removeShare(
  ctx: Pick<AppContext, 'db'>,
  opts: { planId: number; email: string },
): Promise<void> {
  await ctx.db
    .delete(planShares)
    .where(
      and(eq(planShares.planId, opts.planId), eq(planShares.email, normaliseEmail(opts.email))),
    );
}

/**
 * The plan's photo for the invitation mail when it is one a mail client shows: an absolute
 * https address that is not SVG (a photo provider's JPEG or PNG). The app's own artwork is a
 * relative SVG address, which Gmail and Outlook do not display: then null, and the mail names
 * the places in a styled text header instead.
 */
export function mailablePhoto(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || /\.svg$/i.test(parsed.pathname)) return null;
  return parsed.toString();
}

/**
 * Sends the invitation e-mail to people the plan is shared with. Only addresses already on
 * the plan's list are mailed (sharing decides who; this only tells them), with the owner's
 * name and the stored plan, whatever the body says.
 */
export async function sendInvites(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  opts: { plan: PlanRow; sender: { firstName: string; email: string }; emails: string[] },
): Promise<number> {
  const onList = new Set(await sharedEmails(ctx, opts.plan.id));
  const recipients = [...new Set(opts.emails.map(normaliseEmail))].filter((e) => onList.has(e));
  if (recipients.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Share the plan with these people first.');
  }
  const data = opts.plan.planData;
  const destinations = [placeName(data.destination.location)];
  // The second destination is part of the paid plan: named only when the people invited
  // would see it (the same rule as every answer carrying the plan).
  if (
    seesFullPlan('invited', opts.plan) &&
    'second_destination' in data &&
    data.second_destination
  ) {
    destinations.push(placeName(data.second_destination.location));
  }
  const imageUrl = mailablePhoto(opts.plan.photosFirstDestination[0]);
  for (const to of recipients) {
    // Each mail carries a fresh single-use token: opening it proves access to the mailbox. It
    // replaces the share's previous token, so an earlier link to this address stops working.
    const token = newToken();
    await ctx.db
      .update(planShares)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(planShares.planId, opts.plan.id), eq(planShares.email, to)));
    const mail = planInviteMail({
      senderName: opts.sender.firstName,
      senderEmail: opts.sender.email,
      destinations,
      imageUrl,
      link: `${ctx.config.publicUrl}/plans/${opts.plan.id}?invite=${token}`,
      productName: BRAND.productName,
    });
    await ctx.mailer.send({ kind: 'plan-invite', to, ...mail });
  }
  return recipients.length;
}

/**
 * Opens an invitation: the token from the invitation mail binds the share to the signed-in
 * account (whatever address it has: the token proves the invited mailbox). Used once; a share
 * already bound to another account cannot be taken over.
 */
export async function acceptInvite(
  ctx: Ctx,
  opts: { planId: number; token: string; userId: number },
): Promise<void> {
  const claimed = await ctx.db
    .update(planShares)
    .set({ userId: opts.userId, claimedAt: ctx.clock.now(), tokenHash: null })
    .where(
      and(
        eq(planShares.planId, opts.planId),
        eq(planShares.tokenHash, hashToken(opts.token)),
        or(isNull(planShares.userId), eq(planShares.userId, opts.userId)),
      ),
    )
    .returning({ id: planShares.id });
  if (claimed.length === 0) {
    throw new AppError('NOT_FOUND', 'This invitation is no longer valid. Ask for a new one.');
  }
}

/** Whether this account opened an invitation to the plan (and it was not withdrawn). */
export async function hasOpenedInvite(
  ctx: Pick<AppContext, 'db'>,
  opts: { planId: number; userId: number },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: planShares.id })
    .from(planShares)
    .where(and(eq(planShares.planId, opts.planId), eq(planShares.userId, opts.userId)));
  return Boolean(row);
}
