-- The inquiry list's counters, kept per company on every write, so reading them never scans.
CREATE FUNCTION inquiry_counters_apply(company integer, total_delta integer, pending_delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO inquiry_counters (company_id, total, pending)
  VALUES (company, total_delta, pending_delta)
  ON CONFLICT (company_id) DO UPDATE
  SET total = inquiry_counters.total + EXCLUDED.total,
      pending = inquiry_counters.pending + EXCLUDED.pending
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_counters_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM inquiry_counters_apply(OLD.company_id, -1, CASE WHEN OLD.status = 'pending' THEN -1 ELSE 0 END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM inquiry_counters_apply(NEW.company_id, 1, CASE WHEN NEW.status = 'pending' THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_counters AFTER INSERT OR DELETE OR UPDATE OF status, company_id ON inquiries
FOR EACH ROW EXECUTE FUNCTION inquiry_counters_maintain();
--> statement-breakpoint
-- Any write to a group of tables moves its version on: cached totals of older
-- versions are never served again.
CREATE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inquiries
FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump('inquiries');
--> statement-breakpoint
CREATE TRIGGER positions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions
FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump('inquiries');
--> statement-breakpoint
CREATE TRIGGER contracts_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contracts
FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump('contracts');
--> statement-breakpoint
INSERT INTO inquiry_counters (company_id, total, pending)
SELECT company_id, count(*), count(*) FILTER (WHERE status = 'pending') FROM inquiries GROUP BY company_id;
