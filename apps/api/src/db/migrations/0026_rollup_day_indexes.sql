CREATE INDEX "newsletter_deliveries_sent_idx" ON "newsletter_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_updated_idx" ON "newsletter_deliveries" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "newsletter_events_at_idx" ON "newsletter_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "daily_rollups_channel_day_idx" ON "daily_rollups" USING btree ("channel","day");--> statement-breakpoint
CREATE INDEX "web_events_day_idx" ON "web_events" USING btree ("day");