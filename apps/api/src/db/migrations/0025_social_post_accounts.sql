ALTER TABLE "social_posts" ADD COLUMN "account_id" text;--> statement-breakpoint
-- Posts already out went out as their office's account of the time: the one connected now, as far as we know.
UPDATE "social_posts" SET "account_id" = "social_connections"."account_id"
FROM "social_connections"
WHERE "social_connections"."office_id" = "social_posts"."office_id"
  AND "social_connections"."network" = "social_posts"."network"
  AND "social_posts"."remote_id" IS NOT NULL;
