CREATE TABLE "office_rollups" (
	"office_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"channel" text NOT NULL,
	"measure" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "office_rollups_key" UNIQUE("span","start","office_id","channel","measure")
);
--> statement-breakpoint
ALTER TABLE "office_rollups" ADD CONSTRAINT "office_rollups_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The roll-ups already kept, summed over their news items: each day, then each month.
INSERT INTO "office_rollups" ("office_id", "span", "start", "channel", "measure", "value")
SELECT "office_id", 'day', "day", "channel", "measure", sum("value")
FROM "daily_rollups" GROUP BY "office_id", "day", "channel", "measure";--> statement-breakpoint
INSERT INTO "office_rollups" ("office_id", "span", "start", "channel", "measure", "value")
SELECT "office_id", 'month', date_trunc('month', "start"::timestamp)::date, "channel", "measure", sum("value")
FROM "office_rollups" WHERE "span" = 'day' GROUP BY "office_id", date_trunc('month', "start"::timestamp), "channel", "measure";
