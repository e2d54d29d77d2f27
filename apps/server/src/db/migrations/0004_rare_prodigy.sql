CREATE TABLE "destination_images" (
	"destination_key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"urls" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;