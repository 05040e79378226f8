CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"the_contract_id" text NOT NULL,
	"client_contract_id" text,
	"status" text DEFAULT 'not started' NOT NULL,
	"service_code" text,
	"contract_start" date NOT NULL,
	"contract_end" date,
	"is_infinite" boolean DEFAULT false NOT NULL,
	"type" text,
	"work_scope" text,
	"notice_period" text,
	"allocation" numeric(5, 2),
	"max_hours" integer,
	"unit" text,
	"client_price" numeric(14, 4),
	"vendor_price" numeric(14, 4),
	"vat" numeric(5, 2),
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('not started', 'ongoing', 'ended', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"industry_id" integer NOT NULL,
	"main_contact" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('pending', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"stage" text DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"experience_level" text,
	"is_remote_work" text,
	"budget" text,
	"allocation" text,
	"language_reqs" text,
	"job_start" timestamp with time zone,
	"job_end" timestamp with time zone,
	"description" text,
	"order_need_reqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_stage_check" CHECK ("positions"."stage" in ('pending', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_public_id_idx" ON "contracts" USING btree ("the_contract_id");--> statement-breakpoint
CREATE INDEX "contracts_client_status_idx" ON "contracts" USING btree ("client_company_id","status") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_lower_idx" ON "industries" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "inquiries_company_id_idx" ON "inquiries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "positions_inquiry_idx" ON "positions" USING btree ("inquiry_id","id");