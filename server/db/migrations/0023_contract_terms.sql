CREATE TABLE "contract_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"valid_from" date DEFAULT '-infinity' NOT NULL,
	"valid_until" date DEFAULT 'infinity' NOT NULL,
	"client_price" numeric(14, 4),
	"vendor_price" numeric(14, 4),
	"allocation" numeric(5, 2),
	"max_hours" integer,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every contract's first term: its prices and workload until now, from its start on.
INSERT INTO "contract_terms" ("contract_id", "effective_from", "client_price", "vendor_price", "allocation", "max_hours", "created_at")
  SELECT "id", "contract_start", "client_price", "vendor_price", "allocation", "max_hours", "created_at" FROM "contracts";--> statement-breakpoint
DROP INDEX "contracts_live_client_price_idx";--> statement-breakpoint
DROP INDEX "contracts_live_vendor_price_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal" text DEFAULT 'undecided' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_terms" ADD CONSTRAINT "contract_terms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terms" ADD CONSTRAINT "contract_terms_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_terms_day_idx" ON "contract_terms" USING btree ("contract_id","effective_from");--> statement-breakpoint
CREATE INDEX "contract_terms_in_effect_idx" ON "contract_terms" USING btree ("contract_id","valid_until","valid_from");--> statement-breakpoint
CREATE INDEX "contract_terms_client_price_idx" ON "contract_terms" USING btree ("client_price","contract_id") INCLUDE ("valid_from","valid_until");--> statement-breakpoint
CREATE INDEX "contract_terms_vendor_price_idx" ON "contract_terms" USING btree ("vendor_price","contract_id") INCLUDE ("valid_from","valid_until");--> statement-breakpoint
CREATE INDEX "contract_terms_margin_idx" ON "contract_terms" USING btree (("client_price" - "vendor_price"),"contract_id") INCLUDE ("valid_from","valid_until");--> statement-breakpoint
CREATE INDEX "contract_terms_markup_idx" ON "contract_terms" USING btree ((round(("client_price" - "vendor_price") / nullif("vendor_price", 0) * 100, 2)),"contract_id") INCLUDE ("valid_from","valid_until");--> statement-breakpoint
CREATE INDEX "contracts_live_notice_deadline_idx" ON "contracts" USING btree (("contract_end" - "notice_days"),"id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "allocation";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "max_hours";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "client_price";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "vendor_price";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renewal_check" CHECK ("contracts"."renewal" in ('undecided', 'renewing', 'not_renewing'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_notice_days_check" CHECK ("contracts"."notice_days" between 0 and 365);