CREATE TABLE "plan_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_audit_action_check" CHECK ("plan_audit"."action" in ('view', 'revise'))
);
--> statement-breakpoint
ALTER TABLE "plan_audit" ADD CONSTRAINT "plan_audit_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_audit" ADD CONSTRAINT "plan_audit_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_audit_plan_idx" ON "plan_audit" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_created_idx" ON "plans" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);