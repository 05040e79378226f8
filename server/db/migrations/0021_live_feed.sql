ALTER TABLE "saved_views" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The change feed (server/live): a statement that adds history entries tells every listening API
-- process the highest id it added. NOTIFY is transactional: sent on commit, never for a rollback.
CREATE FUNCTION "history_notify_feed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE newest integer;
BEGIN
  SELECT max(id) INTO newest FROM added;
  IF newest IS NOT NULL THEN
    PERFORM pg_notify('feed', newest::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "history_notify_feed" AFTER INSERT ON "history" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "history_notify_feed"();
