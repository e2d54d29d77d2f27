ALTER TABLE "checkout_sessions" ADD COLUMN "duplicate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD COLUMN "base_hash" text;--> statement-breakpoint
-- Duplicates refunded before the mark existed are duplicates too.
UPDATE "checkout_sessions" SET "duplicate_at" = "refunded_at" WHERE "refunded_at" IS NOT NULL;
