CREATE TABLE "office_themes" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"heading_color" text NOT NULL,
	"font_family" text NOT NULL,
	"font_weight" smallint NOT NULL,
	"header" text NOT NULL,
	"footer" text NOT NULL,
	"background_color" text NOT NULL,
	"font_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"news_id" uuid,
	"kind" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_events_visit_unique" UNIQUE NULLS NOT DISTINCT("office_id","news_id","kind","network","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "web_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_themes" ADD CONSTRAINT "office_themes_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_events_office_id_day_idx" ON "web_events" USING btree ("office_id","day");--> statement-breakpoint
CREATE INDEX "web_events_news_id_idx" ON "web_events" USING btree ("news_id") WHERE "web_events"."news_id" is not null;