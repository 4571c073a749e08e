CREATE TABLE "daily_rollups" (
	"office_id" uuid NOT NULL,
	"day" date NOT NULL,
	"news_id" uuid,
	"channel" text NOT NULL,
	"measure" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "daily_rollups_key" UNIQUE NULLS NOT DISTINCT("office_id","day","news_id","channel","measure")
);
--> statement-breakpoint
CREATE TABLE "rollup_watermarks" (
	"source" text PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD CONSTRAINT "daily_rollups_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD CONSTRAINT "daily_rollups_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_rollups_news_idx" ON "daily_rollups" USING btree ("news_id","day","channel","measure","value") WHERE "daily_rollups"."news_id" is not null;