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
--> statement-breakpoint
-- The contracts table again, with the columns every list reads first (deleted_at, status,
-- search_text): a scan reads a row only that far, not past thirty other columns.
CREATE TABLE "contracts_reordered" (
	"id" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"status" text DEFAULT 'not started'::text NOT NULL,
	"search_text" text DEFAULT ''::text NOT NULL,
	"the_contract_id" text NOT NULL,
	"client_contract_id" text,
	"service_code" text,
	"contract_start" date NOT NULL,
	"contract_end" date,
	"is_infinite" boolean DEFAULT false NOT NULL,
	"type" text,
	"work_scope" text,
	"notice_period" text,
	"allocation" numeric(5,2),
	"max_hours" integer,
	"unit" text,
	"client_price" numeric(14,4),
	"vendor_price" numeric(14,4),
	"vat" numeric(5,2),
	"seller_id" integer,
	"hour_report" text,
	"invoicing_channel" text,
	"client_company_id" integer NOT NULL,
	"client_business_id" text,
	"client_contact" text,
	"client_purchase_order" text,
	"vendor_company_id" integer NOT NULL,
	"vendor_company_for_client" text,
	"vendor_contact" text,
	"notes" text,
	"consultant_id" integer,
	"consult_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "contracts_reordered" ("id", "deleted_at", "status", "search_text", "the_contract_id", "client_contract_id", "service_code", "contract_start", "contract_end", "is_infinite", "type", "work_scope", "notice_period", "allocation", "max_hours", "unit", "client_price", "vendor_price", "vat", "seller_id", "hour_report", "invoicing_channel", "client_company_id", "client_business_id", "client_contact", "client_purchase_order", "vendor_company_id", "vendor_company_for_client", "vendor_contact", "notes", "consultant_id", "consult_skills", "created_at", "updated_at")
  SELECT "id", "deleted_at", "status", "search_text", "the_contract_id", "client_contract_id", "service_code", "contract_start", "contract_end", "is_infinite", "type", "work_scope", "notice_period", "allocation", "max_hours", "unit", "client_price", "vendor_price", "vat", "seller_id", "hour_report", "invoicing_channel", "client_company_id", "client_business_id", "client_contact", "client_purchase_order", "vendor_company_id", "vendor_company_for_client", "vendor_contact", "notes", "consultant_id", "consult_skills", "created_at", "updated_at" FROM "contracts";
--> statement-breakpoint
ALTER SEQUENCE "contracts_id_seq" OWNED BY NONE;
--> statement-breakpoint
DROP TABLE "contracts";
--> statement-breakpoint
ALTER TABLE "contracts_reordered" RENAME TO "contracts";
--> statement-breakpoint
ALTER SEQUENCE "contracts_id_seq" OWNED BY "contracts"."id";
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "id" SET DEFAULT nextval('contracts_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pkey" PRIMARY KEY ("id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_status_check" CHECK ("status" in ('not started', 'ongoing', 'ended', 'unknown'));
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "companies"("id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "companies"("id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "consultants"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_public_id_idx" ON "contracts" USING btree ("the_contract_id");
--> statement-breakpoint
CREATE INDEX "contracts_client_status_idx" ON "contracts" USING btree ("client_company_id","status") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_id_idx" ON "contracts" USING btree ("id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_status_id_idx" ON "contracts" USING btree ("status","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_contract_start_idx" ON "contracts" USING btree ("contract_start","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_contract_end_idx" ON "contracts" USING btree ("contract_end","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_client_price_idx" ON "contracts" USING btree ("client_price","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_vendor_price_idx" ON "contracts" USING btree ("vendor_price","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_client_company_id_id_idx" ON "contracts" USING btree ("client_company_id","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_live_vendor_company_id_id_idx" ON "contracts" USING btree ("vendor_company_id","id") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "contracts_consultant_idx" ON "contracts" USING btree ("consultant_id");
--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- PGlite runs no autovacuum: the new table gets its planner statistics here.
ANALYZE "contracts";
