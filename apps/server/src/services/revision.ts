import { checkPlan } from '@app/planner';
import { destinationOf, MAX_PLAN_EDITS, MSG, type PlanDestination } from '@app/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { plans } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { JOB } from '../jobs/jobs.ts';
import { insertStaffAction, revisionDetail } from './admin-audit.ts';
import { assertClean } from './generation.ts';
import { parsePlanRow } from './plan-documents.ts';
import {
  destinationHash,
  destinationSchema,
  type PlanKey,
  type PlanRow,
  recordRevisionDraft,
  revisionBaseHash,
  takeDraft,
} from './plans.ts';

export type { PlanKey } from './plans.ts';

/**
 * Applies free-text feedback to one destination of a stored plan. The destination comes
 * from the database, not the browser; the result is remembered as a draft of this plan,
 * this destination and this person, so only they can save it, and only there.
 */
export async function revisePlanDestination(
  ctx: AppContext,
  opts: { actorId: number; plan: PlanRow; planKey: PlanKey; feedback: string },
): Promise<PlanDestination> {
  const feedback = opts.feedback.trim();
  if (!feedback)
    throw new AppError('VALIDATION_FAILED', 'Please describe what you would like to change.');
  assertClean(feedback);
  const current = destinationOf(opts.plan.planData, opts.planKey);
  if (!current) throw new AppError('NOT_FOUND', 'This plan has no such destination.');
  const revised = await ctx.planner.revise({
    planType: opts.plan.planType,
    destination: current,
    feedback,
    form: opts.plan.formData,
  });
  if (!revised?.location) throw new AppError('INVALID_RECOMMENDATION', MSG.revisionMissingLocation);
  assertKeepsRequirements(opts.plan, revised);
  assertKeepsLength({ current, revised, feedback });
  return recordRevisionDraft(ctx, {
    userId: opts.actorId,
    plan: opts.plan,
    planKey: opts.planKey,
    base: current,
    destination: revised,
    feedback,
  });
}

/**
 * A revision keeps the traveller's hard requirements (diet, access, children, places to
 * skip) and a sound plan (no repeated venues, venues in the destination), whichever planner
 * made it: the planner's own checker reads the original answers against the result. Its
 * days check ('complete-days') is not used: it compares with the length the answers asked
 * for, and an earlier revision may have changed that on request; assertKeepsLength holds the
 * length instead. The budget level may change when the feedback asks for it.
 */
const KEPT_ON_REVISION = new Set([
  'dietary',
  'accessibility',
  'family-friendly',
  'places-to-skip',
  'no-repeated-venues',
  'venues-in-destination',
]);

function assertKeepsRequirements(plan: PlanRow, revised: PlanDestination) {
  const report = checkPlan({ planType: plan.planType, form: plan.formData, destination: revised });
  const broken = report.constraints.filter((c) => KEPT_ON_REVISION.has(c.name) && !c.pass);
  if (broken.length === 0) return;
  throw new AppError(
    'REVISION_NOT_UNDERSTOOD',
    `That change would break what you asked for (${broken.map((c) => c.reason).join('; ')}). Try asking for something else.`,
  );
}

/** Counts as feedback writes them: "4", "four", "a", "a couple of". */
const MANY = String.raw`(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)`;
const COUNT = `(?:${MANY}|an?|one|a couple of|couple of|a few|few)`;
const UNIT = '(?:days?|nights?|weeks?)';
const STAY = '(?:trip|stay|holiday|vacation|visit|itinerary|plan)';
/** "Day trip" is an excursion, not a length: a unit followed by "trip" does not count. */
const NOT_TRIP = String.raw`\b(?! ?trips?\b)`;

/** Phrases that ask for another trip length; feedback is lower-cased, punctuation spaced. */
const LENGTH_WISHES: readonly RegExp[] = [
  // "add a day", "drop two days", "cut a night", "extend it by 2 days"
  new RegExp(
    String.raw`\b(?:add|remove|drop|cut|lose|take off|(?:extend|shorten) (?:it |the trip )?by)\s+(?:${COUNT}\s+)?(?:more |extra )?${UNIT}${NOT_TRIP}`,
  ),
  // "one more day", "an extra night", "another day", "fewer days"
  new RegExp(String.raw`\b(?:more|extra|fewer|less|another|additional)\s+${UNIT}${NOT_TRIP}`),
  // "make it 4 days", "only three days", "change it to a week", "cut the trip to 3 days"
  new RegExp(
    String.raw`\b(?:make (?:it|the trip|this)|(?:change|shorten|extend|cut) (?:it |the trip )?(?:down )?to|only|just)\s+(?:${COUNT}\s+)?${UNIT}${NOT_TRIP}`,
  ),
  // "4 days instead", "a week in total", "we only have 3 days", "for 6 nights"
  new RegExp(String.raw`\b${COUNT}\s+${UNIT}\s+(?:instead|only|total|in total|long)\b`),
  new RegExp(
    String.raw`\b(?:have|want|need|for|of)\s+(?:${MANY}\s+${UNIT}|${COUNT}\s+weeks?)${NOT_TRIP}`,
  ),
  // "a 4 day trip", "a one week stay" (but not "a day trip")
  new RegExp(String.raw`\b(?:${MANY}\s+(?:days?|nights?)|${COUNT}\s+weeks?)\s+${STAY}\b`),
  // "a shorter trip", "make it longer", "extend the stay", "a day shorter"
  new RegExp(String.raw`\b(?:shorter|longer)\s+${STAY}\b`),
  /\b(?:it|the trip|our trip|my trip|the stay|the itinerary|the plan)\s+(?:a (?:bit|little|lot) |much )?(?:shorter|longer)\b/,
  new RegExp(String.raw`\b(?:extend|lengthen|shorten)\s+(?:the |our |my |this )?${STAY}\b`),
  new RegExp(String.raw`\b${COUNT}\s+${UNIT}\s+(?:shorter|longer|less)\b`),
];

/** Whether feedback asks for a different trip length ("make it 4 days", "add a day"). */
export function asksForNewLength(feedback: string): boolean {
  const text = feedback
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return LENGTH_WISHES.some((wish) => wish.test(text));
}

/**
 * A revision keeps the number of days the plan has unless the feedback asks for another
 * length: a model asked for "more museums" must not quietly drop a day of the trip.
 */
function assertKeepsLength(opts: {
  current: PlanDestination;
  revised: PlanDestination;
  feedback: string;
}) {
  const before = opts.current.itinerary.length;
  const after = opts.revised.itinerary.length;
  if (after === before || asksForNewLength(opts.feedback)) return;
  throw new AppError(
    'REVISION_NOT_UNDERSTOOD',
    `That change would make your ${before}-day trip ${after} days long. To change the length, say so (for example "make it ${before + 1} days"); otherwise try asking for something else.`,
  );
}

/**
 * Saves a revised destination: it must be the draft a revision of this plan's destination
 * produced for this person, made from the destination the plan holds now (an older revision
 * never overwrites a newer save, the owner's or staff's), and the edit count is checked and
 * raised in the same statement, so concurrent saves can never exceed the limit.
 */
export async function saveRevisedDestination(
  ctx: AppContext,
  opts: {
    actorId: number;
    plan: PlanRow;
    planKey: PlanKey;
    destination: unknown;
    /** Staff revisions do not use up the traveller's edits. */
    countsAsEdit: boolean;
    /** A staff revision goes on the plan's audit log, in the same transaction as the change. */
    staff?: { id: number; email: string };
  },
): Promise<PlanRow> {
  const { planType } = opts.plan;
  const parsed = destinationSchema(planType).safeParse(opts.destination);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The revised plan is not valid.');
  return ctx.db.transaction(async (tx) => {
    const draft = await takeDraft(ctx, tx, {
      userId: opts.actorId,
      planType,
      contentHash: destinationHash(planType, parsed.data),
      planId: opts.plan.id,
      planKey: opts.planKey,
    });
    if (!draft) {
      throw new AppError('VALIDATION_FAILED', 'This revision was not generated for this plan.');
    }
    // Locked until the transaction ends, so two saves from one base cannot both pass.
    const [locked] = await tx.select().from(plans).where(eq(plans.id, opts.plan.id)).for('update');
    const current = locked ? parsePlanRow(locked) : null;
    if (opts.countsAsEdit && current && current.modifiedCount >= MAX_PLAN_EDITS) {
      throw new AppError('FORBIDDEN', 'You have no edits remaining for this plan.');
    }
    const base = current ? destinationOf(current.planData, opts.planKey) : null;
    if (!base || draft.baseHash !== revisionBaseHash(planType, base)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'This revision was made from an earlier version of the plan. Please ask for the change again.',
      );
    }
    const revised = destinationSchema(planType).parse(draft.destination);
    const counter =
      opts.planKey === 'destination'
        ? { modifiedFirstDestinationCount: sql`${plans.modifiedFirstDestinationCount} + 1` }
        : { modifiedSecondDestinationCount: sql`${plans.modifiedSecondDestinationCount} + 1` };
    const [updated] = await tx
      .update(plans)
      .set({
        // The draft's copy is what the planner made; the body only named it.
        planData: sql`jsonb_set(${plans.planData}, ${`{${opts.planKey}}`}::text[], ${JSON.stringify(revised)}::jsonb)`,
        ...(opts.countsAsEdit
          ? { modifiedCount: sql`${plans.modifiedCount} + 1`, ...counter }
          : {}),
      })
      .where(
        and(
          eq(plans.id, opts.plan.id),
          opts.countsAsEdit ? lt(plans.modifiedCount, MAX_PLAN_EDITS) : undefined,
        ),
      )
      .returning();
    if (!updated) throw new AppError('FORBIDDEN', 'You have no edits remaining for this plan.');
    if (opts.staff) {
      await insertStaffAction(ctx, tx, {
        planId: updated.id,
        staff: opts.staff,
        action: 'revise',
        detail: revisionDetail({
          planKey: opts.planKey,
          before: base,
          after: revised,
          feedback: draft.feedback ?? '',
        }),
      });
    }
    // New venues need their images; queued with the change itself.
    await ctx.jobs.enqueue(JOB.images, { planId: updated.id }, { tx });
    return parsePlanRow(updated);
  });
}
