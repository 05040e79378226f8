CREATE TABLE "inquiry_tallies" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"slot" integer NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "inquiry_tallies_kind_status_slot_pk" PRIMARY KEY("kind","status","slot")
);
--> statement-breakpoint
INSERT INTO "inquiry_tallies" ("kind", "status", "slot", "live")
  SELECT 'inquiry', "status", "id" % 32, count(*) FROM "inquiries" GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO "inquiry_tallies" ("kind", "status", "slot", "live")
  SELECT 'position', "stage", "inquiry_id" % 32, count(*) FROM "positions" GROUP BY 2, 3;
