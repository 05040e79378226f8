ALTER TABLE "contracts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "consultants_name_trgm_idx" ON "consultants" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_live_id_idx" ON "contracts" USING btree ("id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_status_id_idx" ON "contracts" USING btree ("status","id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_consultant_idx" ON "contracts" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);