CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_resource_check" CHECK ("saved_views"."resource" in ('contracts', 'inquiries', 'users'))
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "saved_views" USING btree ("owner_id","resource",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_default_idx" ON "saved_views" USING btree ("owner_id","resource") WHERE "saved_views"."is_default";--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("resource","owner_id") WHERE "saved_views"."shared";--> statement-breakpoint
CREATE INDEX "contracts_live_type_idx" ON "contracts" USING btree (lower("type"),"id","type","status") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
-- The planner takes no statistics from a partial index: without these it would guess that a type
-- is rare, and find a page by its matches instead of walking the sort's index.
CREATE STATISTICS "contracts_type_stats" ON (lower("type")) FROM "contracts";--> statement-breakpoint
ANALYZE "contracts";
