CREATE TABLE "contract_tallies" (
	"status" text NOT NULL,
	"slot" integer NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "contract_tallies_status_slot_pk" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
CREATE INDEX "consultants_name_order_idx" ON "consultants" USING btree (lower("name"),"id");--> statement-breakpoint
INSERT INTO "contract_tallies" ("status", "slot", "live")
  SELECT "status", "id" % 32, count(*) FROM "contracts" WHERE "deleted_at" IS NULL GROUP BY 1, 2;
