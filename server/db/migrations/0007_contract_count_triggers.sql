-- Live contracts per client company and status (and, under client_company_id 0, for every
-- company), kept on every write from the statement's changed rows: a bulk insert is one upsert
-- per company and status, not one per row.
CREATE FUNCTION contract_counts_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM contract_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO contract_counts AS counts (client_company_id, status, live)
    SELECT scope.company, old_rows.status, -count(*)
    FROM old_rows, LATERAL (VALUES (old_rows.client_company_id), (0)) AS scope(company)
    WHERE old_rows.deleted_at IS NULL
    GROUP BY scope.company, old_rows.status
    ON CONFLICT (client_company_id, status) DO UPDATE SET live = counts.live + EXCLUDED.live;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contract_counts AS counts (client_company_id, status, live)
    SELECT scope.company, new_rows.status, count(*)
    FROM new_rows, LATERAL (VALUES (new_rows.client_company_id), (0)) AS scope(company)
    WHERE new_rows.deleted_at IS NULL
    GROUP BY scope.company, new_rows.status
    ON CONFLICT (client_company_id, status) DO UPDATE SET live = counts.live + EXCLUDED.live;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_counts_insert AFTER INSERT ON contracts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_counts_maintain();
--> statement-breakpoint
CREATE TRIGGER contracts_counts_update AFTER UPDATE ON contracts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION contract_counts_maintain();
--> statement-breakpoint
CREATE TRIGGER contracts_counts_delete AFTER DELETE ON contracts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_counts_maintain();
--> statement-breakpoint
CREATE TRIGGER contracts_counts_truncate AFTER TRUNCATE ON contracts
FOR EACH STATEMENT EXECUTE FUNCTION contract_counts_maintain();
--> statement-breakpoint
INSERT INTO contract_counts (client_company_id, status, live)
SELECT scope.company, contracts.status, count(*)
FROM contracts, LATERAL (VALUES (contracts.client_company_id), (0)) AS scope(company)
WHERE contracts.deleted_at IS NULL
GROUP BY scope.company, contracts.status;
