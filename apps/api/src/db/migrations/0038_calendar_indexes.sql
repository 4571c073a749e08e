CREATE INDEX "news_office_publish_from_idx" ON "news" USING btree ("office_id","publish_from");--> statement-breakpoint
CREATE INDEX "news_office_publish_to_idx" ON "news" USING btree ("office_id","publish_to");--> statement-breakpoint
CREATE INDEX "news_publications_scheduled_idx" ON "news_publications" USING btree ("scheduled_at") WHERE "news_publications"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_office_calendar_idx" ON "newsletter_campaigns" USING btree ("office_id",coalesce("started_at", "scheduled_at"));--> statement-breakpoint
CREATE INDEX "social_posts_office_calendar_idx" ON "social_posts" USING btree ("office_id",coalesce("published_at", "attempted_at", "created_at"));