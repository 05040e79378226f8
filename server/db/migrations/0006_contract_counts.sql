CREATE TABLE "contract_counts" (
	"client_company_id" integer NOT NULL,
	"status" text NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_counts_client_company_id_status_pk" PRIMARY KEY("client_company_id","status")
);
