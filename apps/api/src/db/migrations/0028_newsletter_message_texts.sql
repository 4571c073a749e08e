ALTER TABLE "newsletter_configurations" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD COLUMN "preheader" text;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD COLUMN "intro" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "preheader" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "intro" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "skip_previous_recipients" boolean DEFAULT false NOT NULL;