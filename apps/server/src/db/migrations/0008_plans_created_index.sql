DROP INDEX "plans_created_idx";--> statement-breakpoint
CREATE INDEX "plans_created_idx" ON "plans" USING btree ("created_at","id");