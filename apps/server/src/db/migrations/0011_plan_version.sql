ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of a plan raises its version, whichever code path made it: cached reads of a
-- plan compare it (PostgreSQL) or are dropped by the notification (the embedded database).
CREATE FUNCTION "plans_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plans_version" BEFORE UPDATE ON "plans" FOR EACH ROW EXECUTE FUNCTION "plans_bump_version"();
--> statement-breakpoint
CREATE FUNCTION "plans_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('plan_changed_' || current_schema(), OLD."id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plans_changed" AFTER UPDATE OR DELETE ON "plans" FOR EACH ROW EXECUTE FUNCTION "plans_notify_change"();
