ALTER TABLE "plan_shares" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_shares_user_idx" ON "plan_shares" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_token_hash_unique" UNIQUE("token_hash");