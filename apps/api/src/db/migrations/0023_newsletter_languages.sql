ALTER TABLE "newsletter_recipients" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "locale" text;