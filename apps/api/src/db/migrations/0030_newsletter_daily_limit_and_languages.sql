ALTER TABLE "newsletter_configurations" ADD COLUMN "max_newsletters_per_day" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD COLUMN "other_language_items" text DEFAULT 'leave_out' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "skipped_daily_limit" integer DEFAULT 0 NOT NULL;