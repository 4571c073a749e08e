CREATE TABLE "platform_rollups" (
	"span" text NOT NULL,
	"start" date NOT NULL,
	"channel" text NOT NULL,
	"measure" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "platform_rollups_span_start_channel_measure_pk" PRIMARY KEY("span","start","channel","measure")
);
--> statement-breakpoint
INSERT INTO "platform_rollups" ("span", "start", "channel", "measure", "value")
SELECT "span", "start", "channel", "measure", sum("value") FROM "office_rollups"
GROUP BY "span", "start", "channel", "measure";
