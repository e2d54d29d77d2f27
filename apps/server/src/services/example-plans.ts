import { randomBytes } from 'node:crypto';
import {
  EXAMPLE_PLAN_IDS,
  type KnownFormData,
  knownFormData,
  type UnknownFormData,
  unknownFormData,
} from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { plans, users } from '../db/schema.ts';
import { createLocalPlanner } from '../providers/planner/local.ts';
import { imagesForDestination } from './images.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users.ts';

const SYSTEM_EMAIL = 'examples@system.invalid';
const [KNOWN_ID, UNKNOWN_ID] = EXAMPLE_PLAN_IDS;

export const EXAMPLE_KNOWN_FORM: KnownFormData = knownFormData.parse({
  firstName: 'Maya',
  destination: 'Kyoto',
  departingFrom: 'San Francisco',
  datesTraveling: 'April 6-10',
  otherTravelers: 'My partner',
  // Worded so that the built-in planner schedules every wish (it notes the ones it cannot):
  // the home page quotes this plan (apps/web/src/content/home.ts).
  plansSoFar: 'We love temples, gardens and good food, and like to take our time.',
  dayStructurePreferences: ['Taking your time'],
  experiencePriorities: ['Amazing Restaurants', 'Local Culture & Exploration'],
  budgetRange: 4000,
});

export const EXAMPLE_UNKNOWN_FORM: UnknownFormData = unknownFormData.parse({
  firstName: 'Sam',
  travelMotivation:
    'An anniversary trip: warm beaches, great seafood and a bit of history, nothing too hectic.',
  travelTimeline: 'Late September',
  travelLengthDays: 6,
  otherTravelers: 'My wife',
  departingFrom: 'London',
  destinationPreferences: ['Warm & Tropical', 'Beach & Coastal'],
  experiencePreferences: ['Relaxing & Leisurely', 'Culinary Adventures'],
  budgetRange: [2000, 4000],
});

async function systemUser(ctx: Pick<AppContext, 'db'>) {
  const existing = await findUserByEmail(ctx, SYSTEM_EMAIL);
  if (existing) return existing.id;
  // A password nobody knows; system accounts cannot sign in anyway.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  const [row] = await ctx.db
    .insert(users)
    .values({ email: SYSTEM_EMAIL, firstName: 'Example', passwordHash, role: 'system' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? ((await findUserByEmail(ctx, SYSTEM_EMAIL))?.id as number);
}

async function photos(ctx: AppContext, location: string) {
  try {
    return await imagesForDestination(ctx, location);
  } catch {
    return [];
  }
}

/**
 * Removes the example plans (only rows the system account owns), so that the next start makes
 * them again with the planner and catalogue it runs (`npm run admin -- reset-examples`, after
 * an upgrade). Returns how many were removed.
 */
export async function removeExamplePlans(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const system = await findUserByEmail(ctx, SYSTEM_EMAIL);
  if (!system) return 0;
  const removed = await ctx.db
    .delete(plans)
    .where(and(inArray(plans.id, [...EXAMPLE_PLAN_IDS]), eq(plans.userId, system.id)))
    .returning({ id: plans.id });
  return removed.length;
}

/**
 * The two public example plans (ids 103 and 146) exist on every install: made by the
 * local planner from fixed answers, owned by a system account, paid, read through
 * GET /api/plans/{id}/example. Created once; a restart leaves them as they are
 * (removeExamplePlans makes the next start create them again).
 */
export async function ensureExamplePlans(ctx: AppContext) {
  const present = await ctx.db
    .select({ id: plans.id })
    .from(plans)
    .where(inArray(plans.id, [...EXAMPLE_PLAN_IDS]));
  if (present.length === EXAMPLE_PLAN_IDS.length) return;
  const have = new Set(present.map((p) => p.id));
  const userId = await systemUser(ctx);
  const planner = createLocalPlanner({ clock: { now: () => new Date('2026-01-15T12:00:00Z') } });

  if (!have.has(KNOWN_ID)) {
    const destination = await planner.recommendKnown(EXAMPLE_KNOWN_FORM);
    await ctx.db
      .insert(plans)
      .values({
        id: KNOWN_ID,
        userId,
        planType: 'DESTINATION_KNOWN',
        planData: { destination },
        formData: EXAMPLE_KNOWN_FORM,
        isPaid: true,
        photosFirstDestination: await photos(ctx, destination.location),
      })
      .onConflictDoNothing();
  }
  if (!have.has(UNKNOWN_ID)) {
    const first = await planner.recommendUnknownFirst(EXAMPLE_UNKNOWN_FORM);
    const second = await planner.recommendUnknownSecond({ form: EXAMPLE_UNKNOWN_FORM, first });
    await ctx.db
      .insert(plans)
      .values({
        id: UNKNOWN_ID,
        userId,
        planType: 'DESTINATION_UNKNOWN',
        planData: { destination: first, second_destination: second.destination },
        formData: EXAMPLE_UNKNOWN_FORM,
        comparisonDataUnknown: second.comparison,
        isPaid: true,
        photosFirstDestination: await photos(ctx, first.location),
        photosSecondDestination: await photos(ctx, second.destination.location),
      })
      .onConflictDoNothing();
  }
}
