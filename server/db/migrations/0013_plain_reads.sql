-- The lists are read from the tables themselves (counted per request, shaped in TypeScript): the
-- triggers, the stored answers, the counters, the id runs and the data versions go. No row is
-- written by every write of a table any more, so concurrent writers never queue on one.
DROP TRIGGER inquiries_counters ON inquiries;--> statement-breakpoint
DROP TRIGGER inquiries_version ON inquiries;--> statement-breakpoint
DROP TRIGGER positions_version ON positions;--> statement-breakpoint
DROP TRIGGER contracts_version ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_counts_insert ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_counts_update ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_counts_delete ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_counts_truncate ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_docs_insert ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_docs_update ON contracts;--> statement-breakpoint
DROP TRIGGER inquiries_docs_insert ON inquiries;--> statement-breakpoint
DROP TRIGGER inquiries_docs_update ON inquiries;--> statement-breakpoint
DROP TRIGGER positions_docs_insert ON positions;--> statement-breakpoint
DROP TRIGGER positions_docs_delete ON positions;--> statement-breakpoint
DROP TRIGGER positions_docs_update ON positions;--> statement-breakpoint
DROP TRIGGER companies_docs ON companies;--> statement-breakpoint
DROP TRIGGER industries_docs ON industries;--> statement-breakpoint
DROP TRIGGER consultants_docs ON consultants;--> statement-breakpoint
DROP TRIGGER contracts_id_buckets_insert ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_id_buckets_update ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_id_buckets_delete ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_id_buckets_truncate ON contracts;--> statement-breakpoint
DROP TRIGGER inquiries_id_buckets_insert ON inquiries;--> statement-breakpoint
DROP TRIGGER inquiries_id_buckets_update ON inquiries;--> statement-breakpoint
DROP TRIGGER inquiries_id_buckets_delete ON inquiries;--> statement-breakpoint
DROP TRIGGER inquiries_id_buckets_truncate ON inquiries;--> statement-breakpoint
DROP FUNCTION inquiry_counters_maintain();--> statement-breakpoint
DROP FUNCTION inquiry_counters_apply(integer, integer, integer);--> statement-breakpoint
DROP FUNCTION data_version_bump();--> statement-breakpoint
DROP FUNCTION contract_counts_maintain();--> statement-breakpoint
DROP FUNCTION contract_docs_keep();--> statement-breakpoint
DROP FUNCTION inquiry_docs_keep();--> statement-breakpoint
DROP FUNCTION docs_names();--> statement-breakpoint
DROP FUNCTION contract_docs_refresh(integer[]);--> statement-breakpoint
DROP FUNCTION inquiry_docs_refresh(integer[]);--> statement-breakpoint
DROP FUNCTION inquiry_list_json(inquiries);--> statement-breakpoint
DROP FUNCTION inquiry_json(inquiries, json);--> statement-breakpoint
DROP FUNCTION position_json(positions);--> statement-breakpoint
DROP FUNCTION contract_json(contracts);--> statement-breakpoint
DROP FUNCTION iso_time(timestamptz);--> statement-breakpoint
DROP FUNCTION contract_id_buckets_maintain();--> statement-breakpoint
DROP FUNCTION inquiry_id_buckets_maintain();--> statement-breakpoint
DROP TABLE "contract_counts" CASCADE;--> statement-breakpoint
DROP TABLE "contract_docs" CASCADE;--> statement-breakpoint
DROP TABLE "contract_id_buckets" CASCADE;--> statement-breakpoint
DROP TABLE "data_versions" CASCADE;--> statement-breakpoint
DROP TABLE "inquiry_counters" CASCADE;--> statement-breakpoint
DROP TABLE "inquiry_docs" CASCADE;--> statement-breakpoint
DROP TABLE "inquiry_id_buckets" CASCADE;
