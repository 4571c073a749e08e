CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sender_id" uuid,
	"news_ids" uuid[] NOT NULL,
	"links" text[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"stop_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"recipient_id" uuid,
	"email" text NOT NULL,
	"news_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "newsletter_deliveries_campaign_recipient_unique" UNIQUE("campaign_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"link_index" integer,
	"automated" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_sender_id_newsletter_senders_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."newsletter_senders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_recipient_id_newsletter_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."newsletter_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_delivery_id_newsletter_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_office_created_idx" ON "newsletter_campaigns" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_campaign_status_idx" ON "newsletter_deliveries" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_office_sent_idx" ON "newsletter_deliveries" USING btree ("office_id","sent_at");--> statement-breakpoint
CREATE INDEX "newsletter_events_office_at_idx" ON "newsletter_events" USING btree ("office_id","at","kind");--> statement-breakpoint
CREATE INDEX "newsletter_events_delivery_idx" ON "newsletter_events" USING btree ("delivery_id","kind");