-- Drafts made before this migration hold no content to save from; they live a day at most.
DELETE FROM "plan_drafts";--> statement-breakpoint
-- One open checkout per plan: older duplicates of an open session are expired first.
UPDATE "checkout_sessions" SET "status" = 'expired' WHERE "status" = 'open' AND "id" NOT IN (SELECT DISTINCT ON ("plan_id") "id" FROM "checkout_sessions" WHERE "status" = 'open' ORDER BY "plan_id", "created_at" DESC);--> statement-breakpoint
ALTER TABLE "plan_drafts" ALTER COLUMN "form_data" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plan_drafts" ALTER COLUMN "form_data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "form_data" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD COLUMN "destination" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD COLUMN "plan_key" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "thumbnails_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD CONSTRAINT "plan_drafts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_per_plan" ON "checkout_sessions" USING btree ("plan_id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plan_drafts_created_idx" ON "plan_drafts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD CONSTRAINT "plan_drafts_revision_check" CHECK (("plan_drafts"."plan_id" is null) = ("plan_drafts"."plan_key" is null) and ("plan_drafts"."plan_id" is not null or "plan_drafts"."form_data" is not null));