ALTER TABLE "newsletter_events" ALTER COLUMN "delivery_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD COLUMN "per_person_tracking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD COLUMN "per_person_retention_months" smallint DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "per_person_tracking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD COLUMN "news_ids" uuid[];--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_events_campaign_idx" ON "newsletter_events" USING btree ("campaign_id","kind") WHERE "newsletter_events"."campaign_id" is not null;--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_delivery_or_campaign" CHECK ("newsletter_events"."delivery_id" is not null or "newsletter_events"."campaign_id" is not null);