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
    planData: jsonb('plan_data').notNull(),
    formData: jsonb('form_data').notNull().default({}),
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
    comparisonDataUnknown: jsonb('comparison_data_unknown'),
    modifiedCount: integer('modified_count').notNull().default(0),
    modifiedFirstDestinationCount: integer('modified_first_destination_count').notNull().default(0),
    modifiedSecondDestinationCount: integer('modified_second_destination_count')
      .notNull()
      .default(0),
    lastViewed: timestamp('last_viewed', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plans_user_idx').on(t.userId),
    check('plans_type_check', sql`${t.planType} in ('DESTINATION_KNOWN', 'DESTINATION_UNKNOWN')`),
    check('plans_modified_count_check', sql`${t.modifiedCount} between 0 and 2`),
  ],
);

/**
 * Plans the planner produced for a user and not yet saved. Saving must name one of these
 * (by content hash), so the browser cannot store a plan the server never generated.
 */
export const planDrafts = pgTable(
  'plan_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: ['DESTINATION_KNOWN', 'DESTINATION_UNKNOWN'] }).notNull(),
    contentHash: text('content_hash').notNull(),
    formData: jsonb('form_data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('plan_drafts_user_hash_idx').on(t.userId, t.contentHash)],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    unique('plan_shares_plan_email_unique').on(t.planId, t.email),
    index('plan_shares_email_idx').on(t.email),
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
    currency: text('currency').notNull().default('usd'),
    customerEmail: text('customer_email'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Set when the purchase confirmation went out, so it goes out once. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_plan_idx').on(t.planId)],
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
  planDrafts,
  planShares,
  checkoutSessions,
  emailOutbox,
  feedbackMessages,
  destinationImages,
};
