CREATE INDEX "contracts_live_contract_start_idx" ON "contracts" USING btree ("contract_start") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_contract_end_idx" ON "contracts" USING btree ("contract_end") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_client_price_idx" ON "contracts" USING btree ("client_price") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_vendor_price_idx" ON "contracts" USING btree ("vendor_price") WHERE "contracts"."deleted_at" is null;