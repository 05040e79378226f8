-- The status tallies add up their contracts' terms in effect (each contract's copy, 0027), so the
-- summary and the groups by status of the contracts unfiltered or by status alone sum a few rows.
ALTER TABLE "contract_tallies" ADD COLUMN "client_price_sum" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_tallies" ADD COLUMN "vendor_price_sum" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_tallies" ADD COLUMN "margin_sum" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_tallies" ADD COLUMN "allocation_sum" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_tallies" ADD COLUMN "allocations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the contracts there are add up to, each in its tally row (status, id % 32).
UPDATE "contract_tallies" AS t SET "client_price_sum" = n.client_price_sum,
  "vendor_price_sum" = n.vendor_price_sum, "margin_sum" = n.margin_sum,
  "allocation_sum" = n.allocation_sum, "allocations" = n.allocations
FROM (
  SELECT status, id % 32 AS slot, sum(coalesce(client_price, 0)) AS client_price_sum,
    sum(coalesce(vendor_price, 0)) AS vendor_price_sum,
    sum(coalesce(client_price - vendor_price, 0)) AS margin_sum,
    sum(coalesce(allocation, 0)) AS allocation_sum,
    sum((allocation IS NOT NULL)::int) AS allocations
  FROM "contracts" WHERE deleted_at IS NULL GROUP BY 1, 2
) n
WHERE n.status = t.status AND n.slot = t.slot;
