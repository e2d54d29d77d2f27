import {
  type ComparisonData,
  type KnownFormData,
  MAX_PLAN_EDITS,
  type PlanData,
  type PlanDestination,
  type UnknownFormData,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One schema for both PGlite and PostgreSQL. Constraints make bad states impossible. */

/** The questionnaire answers a plan was made from (the server's copy, never the browser's). */
export type PlanFormData = KnownFormData | UnknownFormData;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'system'] })
      .notNull()
      .default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'system')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself is only ever in the cookie. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: ['DESTINATION_KNOWN', 'DESTINATION_UNKNOWN'] }).notNull(),
    planData: jsonb('plan_data').$type<PlanData>().notNull(),
    formData: jsonb('form_data').$type<PlanFormData>().notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    sharedPublicly: boolean('shared_publicly').notNull().default(false),
    photosFirstDestination: jsonb('photos_first_destination')
      .$type<string[]>()
      .notNull()
      .default([]),
    photosSecondDestination: jsonb('photos_second_destination')
      .$type<string[]>()
      .notNull()
      .default([]),
    comparisonDataUnknown: jsonb('comparison_data_unknown').$type<ComparisonData>(),
    modifiedCount: integer('modified_count').notNull().default(0),
    modifiedFirstDestinationCount: integer('modified_first_destination_count').notNull().default(0),
    modifiedSecondDestinationCount: integer('modified_second_destination_count')
      .notNull()
      .default(0),
    lastViewed: timestamp('last_viewed', { withTimezone: true }),
    /**
     * Set by a read that found the plan unviewed for 28 days (the thumbnail rule), cleared
     * when the destination photos have been fetched again.
     */
    thumbnailsDueAt: timestamp('thumbnails_due_at', { withTimezone: true }),
    /**
     * Raised by a trigger on every update (migration 0011), whatever code made it: plan reads
     * are cached by it (services/plan-read-cache.ts), so no write can leave a stale copy.
     */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('plans_user_idx').on(t.userId),
    // The staff list pages through the newest plans.
    // Ascending: read backwards it serves ORDER BY created_at DESC, id DESC (a DESC NULLS LAST
    // index, as drizzle writes .desc(), does not match that order and was never used).
    index('plans_created_idx').on(t.createdAt, t.id),
    // The e-mail search pages through one owner's plans in the same order (WHERE user_id = ?
    // ORDER BY created_at DESC, id DESC); ascending for the same reason as above.
    index('plans_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('plans_type_check', sql`${t.planType} in ('DESTINATION_KNOWN', 'DESTINATION_UNKNOWN')`),
    // The edit limit from the shared constant (migration 0000 wrote the same bound).
    check(
      'plans_modified_count_check',
      sql`${t.modifiedCount} between 0 and ${sql.raw(String(MAX_PLAN_EDITS))}`,
    ),
  ],
);

/**
 * How many plans exist, kept by a trigger on `plans` (migration 0010): the staff heading
 * shows it on every page, and counting 100,000 rows each time took most of that call.
 */
export const planStats = pgTable(
  'plan_stats',
  {
    id: integer('id').primaryKey().default(1),
    total: integer('total').notNull().default(0),
  },
  (t) => [check('plan_stats_one_row', sql`${t.id} = 1`)],
);

/**
 * Destinations the planner produced and nobody saved yet: a new plan's first destination, or
 * a revision of one destination of one plan. The full content stays here; the browser got
 * `content_hash`'s source (the preview of a new plan, the revision itself) and saving must
 * name it, so the browser cannot store a plan the server never generated.
 */
export const planDrafts = pgTable(
  'plan_drafts',
  {
    id: serial('id').primaryKey(),
    /** Who asked: the traveller, or the staff member revising. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: ['DESTINATION_KNOWN', 'DESTINATION_UNKNOWN'] }).notNull(),
    contentHash: text('content_hash').notNull(),
    destination: jsonb('destination').$type<PlanDestination>().notNull(),
    formData: jsonb('form_data').$type<PlanFormData>(),
    /** Set for a revision: the plan and destination it was made for; null for a new plan. */
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    planKey: text('plan_key', { enum: ['destination', 'second_destination'] }),
    /** For a revision: the feedback it answered (the staff audit log quotes it). */
    feedback: text('feedback'),
    /**
     * For a revision: the hash of the destination it revised (images aside). Saving needs the
     * plan to hold that destination still, so an older revision never overwrites a newer save.
     */
    baseHash: text('base_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_drafts_user_hash_idx').on(t.userId, t.contentHash),
    index('plan_drafts_created_idx').on(t.createdAt),
    check(
      'plan_drafts_revision_check',
      sql`(${t.planId} is null) = (${t.planKey} is null) and (${t.planId} is not null or ${t.formData} is not null)`,
    ),
  ],
);

/**
 * People a plan is shared with. Sharing names an address; access needs proof of it: the
 * invitation link's token (stored hashed, single use) binds the share to the account that
 * opened it (`user_id`). Until then the share grants nothing.
 */
export const planShares = pgTable(
  'plan_shares',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Stored lower-case so one address is shared once per plan. */
    email: text('email').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the newest invitation link's token; cleared when it is used. */
    tokenHash: text('token_hash').unique(),
    /** The account that opened the invitation: the only one this share lets in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('plan_shares_plan_email_unique').on(t.planId, t.email),
    index('plan_shares_email_idx').on(t.email),
    index('plan_shares_user_idx').on(t.userId),
    check('plan_shares_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The payment provider's session id. */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    amountCents: integer('amount_cents').notNull(),
    /** Handed to the browser again while the session is open (one open checkout per plan). */
    clientSecret: text('client_secret'),
    currency: text('currency').notNull().default('usd'),
    customerEmail: text('customer_email'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Set when the purchase confirmation went out, so it goes out once. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /**
     * A payment that arrived for a plan another session had already paid, marked in the
     * transaction that found it so: never confirmed as a purchase, and given back.
     */
    duplicateAt: timestamp('duplicate_at', { withTimezone: true }),
    /** When that duplicate payment was given back (null while the refund is still owed). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_sessions_plan_idx').on(t.planId),
    uniqueIndex('checkout_sessions_one_open_per_plan')
      .on(t.planId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * Destination photos found once and reused by every plan for the same place
 * (key: the destination normalised as the spec's cached-image lookup does).
 */
export const destinationImages = pgTable('destination_images', {
  destinationKey: text('destination_key').primaryKey(),
  provider: text('provider').notNull(),
  urls: jsonb('urls').$type<string[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What staff did to plans: every plan they opened and every revision they saved. */
export const PLAN_AUDIT_ACTIONS = ['view', 'download', 'revision-request', 'revise'] as const;

export const planAudit = pgTable(
  'plan_audit',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Null once the staff account is deleted: the trail outlives the account. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's address when they acted, kept with the row for the same reason. */
    staffEmail: text('staff_email').notNull().default(''),
    action: text('action', { enum: PLAN_AUDIT_ACTIONS }).notNull(),
    /**
     * What was done: for a view or download the call used; for a revision which destination,
     * its location before and after, the feedback, and the venues added and removed.
     */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_audit_plan_idx').on(t.planId, t.createdAt),
    check(
      'plan_audit_action_check',
      sql`${t.action} in ('view', 'download', 'revision-request', 'revise')`,
    ),
  ],
);

/** Messages sent from the /feedback page. */
export const feedbackMessages = pgTable('feedback_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const schema = {
  users,
  sessions,
  passwordResetTokens,
  plans,
  planStats,
  planDrafts,
  planShares,
  checkoutSessions,
  emailOutbox,
  feedbackMessages,
  destinationImages,
  planAudit,
};
