ALTER TABLE "plan_audit" DROP CONSTRAINT "plan_audit_action_check";--> statement-breakpoint
ALTER TABLE "plan_audit" DROP CONSTRAINT "plan_audit_staff_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "plan_audit" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_audit" ADD COLUMN "staff_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_drafts" ADD COLUMN "feedback" text;--> statement-breakpoint
-- The trail keeps who acted even after their account is gone.
UPDATE "plan_audit" SET "staff_email" = "users"."email" FROM "users" WHERE "users"."id" = "plan_audit"."staff_id";--> statement-breakpoint
ALTER TABLE "plan_audit" ADD CONSTRAINT "plan_audit_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_audit" ADD CONSTRAINT "plan_audit_action_check" CHECK ("plan_audit"."action" in ('view', 'download', 'revision-request', 'revise'));