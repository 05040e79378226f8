CREATE TABLE "contract_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"expires_on" date,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	CONSTRAINT "contract_attachments_kind_check" CHECK ("contract_attachments"."kind" in ('contract', 'sow', 'purchase_order', 'nda', 'insurance', 'other'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_attachments_contract_idx" ON "contract_attachments" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_attachments_expiry_idx" ON "contract_attachments" USING btree ("expires_on");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('contract_ending', 'changed_while_following', 'notice_deadline', 'document_expiring'));