CREATE TABLE "contract_month_tallies" (
	"side" text NOT NULL,
	"month" date NOT NULL,
	"slot" integer NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "contract_month_tallies_side_month_slot_pk" PRIMARY KEY("side","month","slot")
);
--> statement-breakpoint
INSERT INTO "contract_month_tallies" ("side", "month", "slot", "live")
  SELECT 'start', date_trunc('month', "contract_start")::date, "id" % 32, count(*)
  FROM "contracts" WHERE "deleted_at" IS NULL GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO "contract_month_tallies" ("side", "month", "slot", "live")
  SELECT 'end', date_trunc('month', "contract_end")::date, "id" % 32, count(*)
  FROM "contracts" WHERE "deleted_at" IS NULL AND "contract_end" IS NOT NULL GROUP BY 2, 3;
