CREATE TABLE "plan_stats" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_stats_one_row" CHECK ("plan_stats"."id" = 1)
);
--> statement-breakpoint
-- The count of plans, kept by a trigger so the staff list does not count every row each time.
INSERT INTO "plan_stats" ("id", "total") SELECT 1, count(*) FROM "plans";
--> statement-breakpoint
CREATE FUNCTION "plan_stats_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "plan_stats" SET "total" = "total" + 1 WHERE "id" = 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "plan_stats" SET "total" = "total" - 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plans_count" AFTER INSERT OR DELETE ON "plans" FOR EACH ROW EXECUTE FUNCTION "plan_stats_count"();
