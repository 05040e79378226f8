CREATE TABLE "history" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"position_id" integer,
	"actor_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_record_idx" ON "history" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "history_resource_idx" ON "history" USING btree ("resource","id");--> statement-breakpoint
CREATE INDEX "history_actor_idx" ON "history" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" USING btree ("at");