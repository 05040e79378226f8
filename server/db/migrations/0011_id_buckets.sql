CREATE TABLE "contract_id_buckets" (
	"status" text NOT NULL,
	"bucket" integer NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_id_buckets_status_bucket_pk" PRIMARY KEY("status","bucket")
);
--> statement-breakpoint
CREATE TABLE "inquiry_id_buckets" (
	"company_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inquiry_id_buckets_company_id_bucket_pk" PRIMARY KEY("company_id","bucket")
);
--> statement-breakpoint
-- Kept from each statement's changed rows, as contract_counts is: a bulk insert is one upsert per
-- run of ids, and an edit that moves no contract in or out of a status writes nothing here.
CREATE FUNCTION contract_id_buckets_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM contract_id_buckets;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO contract_id_buckets AS buckets (status, bucket, live)
    SELECT scope.status, changes.id / 1024, sum(changes.delta)
    FROM (SELECT id, status, 1 AS delta FROM new_rows WHERE deleted_at IS NULL) AS changes,
    LATERAL (VALUES (changes.status), ('*')) AS scope(status)
    GROUP BY 1, 2
    ON CONFLICT (status, bucket) DO UPDATE SET live = buckets.live + EXCLUDED.live;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contract_id_buckets AS buckets (status, bucket, live)
    SELECT scope.status, changes.id / 1024, sum(changes.delta)
    FROM (SELECT id, status, -1 AS delta FROM old_rows WHERE deleted_at IS NULL) AS changes,
    LATERAL (VALUES (changes.status), ('*')) AS scope(status)
    GROUP BY 1, 2
    ON CONFLICT (status, bucket) DO UPDATE SET live = buckets.live + EXCLUDED.live;
  ELSE
    INSERT INTO contract_id_buckets AS buckets (status, bucket, live)
    SELECT scope.status, changes.id / 1024, sum(changes.delta)
    FROM (SELECT id, status, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      UNION ALL SELECT id, status, 1 FROM new_rows WHERE deleted_at IS NULL) AS changes,
    LATERAL (VALUES (changes.status), ('*')) AS scope(status)
    GROUP BY 1, 2
    HAVING sum(changes.delta) <> 0
    ON CONFLICT (status, bucket) DO UPDATE SET live = buckets.live + EXCLUDED.live;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_id_buckets_insert AFTER INSERT ON contracts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_id_buckets_maintain();
--> statement-breakpoint
CREATE TRIGGER contracts_id_buckets_update AFTER UPDATE ON contracts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION contract_id_buckets_maintain();
--> statement-breakpoint
CREATE TRIGGER contracts_id_buckets_delete AFTER DELETE ON contracts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_id_buckets_maintain();
--> statement-breakpoint
CREATE TRIGGER contracts_id_buckets_truncate AFTER TRUNCATE ON contracts
FOR EACH STATEMENT EXECUTE FUNCTION contract_id_buckets_maintain();
--> statement-breakpoint
CREATE FUNCTION inquiry_id_buckets_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM inquiry_id_buckets;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO inquiry_id_buckets AS buckets (company_id, bucket, total)
    SELECT scope.company, changes.id / 1024, sum(changes.delta)
    FROM (SELECT id, company_id, 1 AS delta FROM new_rows) AS changes,
    LATERAL (VALUES (changes.company_id), (0)) AS scope(company)
    GROUP BY 1, 2
    ON CONFLICT (company_id, bucket) DO UPDATE SET total = buckets.total + EXCLUDED.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inquiry_id_buckets AS buckets (company_id, bucket, total)
    SELECT scope.company, changes.id / 1024, sum(changes.delta)
    FROM (SELECT id, company_id, -1 AS delta FROM old_rows) AS changes,
    LATERAL (VALUES (changes.company_id), (0)) AS scope(company)
    GROUP BY 1, 2
    ON CONFLICT (company_id, bucket) DO UPDATE SET total = buckets.total + EXCLUDED.total;
  ELSE
    INSERT INTO inquiry_id_buckets AS buckets (company_id, bucket, total)
    SELECT scope.company, changes.id / 1024, sum(changes.delta)
    FROM (SELECT id, company_id, -1 AS delta FROM old_rows
      UNION ALL SELECT id, company_id, 1 FROM new_rows) AS changes,
    LATERAL (VALUES (changes.company_id), (0)) AS scope(company)
    GROUP BY 1, 2
    HAVING sum(changes.delta) <> 0
    ON CONFLICT (company_id, bucket) DO UPDATE SET total = buckets.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_id_buckets_insert AFTER INSERT ON inquiries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_id_buckets_maintain();
--> statement-breakpoint
CREATE TRIGGER inquiries_id_buckets_update AFTER UPDATE ON inquiries
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inquiry_id_buckets_maintain();
--> statement-breakpoint
CREATE TRIGGER inquiries_id_buckets_delete AFTER DELETE ON inquiries
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_id_buckets_maintain();
--> statement-breakpoint
CREATE TRIGGER inquiries_id_buckets_truncate AFTER TRUNCATE ON inquiries
FOR EACH STATEMENT EXECUTE FUNCTION inquiry_id_buckets_maintain();
--> statement-breakpoint
INSERT INTO contract_id_buckets (status, bucket, live)
SELECT scope.status, contracts.id / 1024, count(*)
FROM contracts, LATERAL (VALUES (contracts.status), ('*')) AS scope(status)
WHERE contracts.deleted_at IS NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO inquiry_id_buckets (company_id, bucket, total)
SELECT scope.company, inquiries.id / 1024, count(*)
FROM inquiries, LATERAL (VALUES (inquiries.company_id), (0)) AS scope(company)
GROUP BY 1, 2;
