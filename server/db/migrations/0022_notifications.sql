CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"following" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_resource_record_id_pk" PRIMARY KEY("user_id","resource","record_id")
);
--> statement-breakpoint
CREATE TABLE "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('contract_ending', 'changed_while_following', 'notice_deadline'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_email" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_record_idx" ON "follows" USING btree ("resource","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_key_idx" ON "notifications" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_notify_email_check" CHECK ("users"."notify_email" in ('off', 'instant', 'daily'));--> statement-breakpoint
-- The schedule begins after the history there is now: a database that already has years of writes
-- does not tell everyone of every one of them on the first run.
INSERT INTO "notification_cursors" ("name", "last_id") SELECT 'history', coalesce(max("id"), 0) FROM "history";
