ALTER TABLE "newsletter_deliveries" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_office_publish_from_idx" ON "news" USING btree ("office_id","publish_from");--> statement-breakpoint
CREATE INDEX "news_office_publish_to_idx" ON "news" USING btree ("office_id","publish_to");--> statement-breakpoint
CREATE INDEX "news_publications_scheduled_idx" ON "news_publications" USING btree ("scheduled_at") WHERE "news_publications"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_office_calendar_idx" ON "newsletter_campaigns" USING btree ("office_id",coalesce("started_at", "scheduled_at"));--> statement-breakpoint
CREATE INDEX "social_posts_office_calendar_idx" ON "social_posts" USING btree ("office_id",coalesce("published_at", "attempted_at", "created_at"));--> statement-breakpoint
-- A message's first click on any of its links, kept with its reading (0036), so a campaign's
-- figures are counted from its messages alone.
CREATE OR REPLACE FUNCTION gaceta_read_messages(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    WITH own AS (
      SELECT e.delivery_id, e.kind, e.at, e.url FROM newsletter_events e
      WHERE e.delivery_id = ANY(ids) AND NOT e.automated AND e.kind IN ('open', 'click')
    ), reading AS (
      SELECT delivery_id, min(at) AS read_at, max(at) AS last_read_at,
        min(at) FILTER (WHERE kind = 'click') AS clicked_at
      FROM own GROUP BY delivery_id
    ), clicked AS (
      SELECT delivery_id,
        jsonb_object_agg(news_id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS clicked_news
      FROM (
        SELECT o.delivery_id, n.id AS news_id, min(o.at) AS at
        FROM own o
        JOIN newsletter_deliveries m ON m.id = o.delivery_id
        JOIN offices f ON f.id = m.office_id
        JOIN news n ON n.office_id = m.office_id AND n.id = ANY(m.news_ids)
          AND n.slug = substring(o.url FROM '/p/[^/?#]+/([^/?#]+)$')
        WHERE o.kind = 'click' AND substring(o.url FROM '/p/([^/?#]+)/[^/?#]+$') = f.public_key
        GROUP BY o.delivery_id, n.id
      ) first_click GROUP BY delivery_id
    )
    UPDATE newsletter_deliveries d
    SET read_at = r.read_at, last_read_at = r.last_read_at, clicked_at = r.clicked_at,
      clicked_news = c.clicked_news
    FROM unnest(ids) AS x(id)
    LEFT JOIN reading r ON r.delivery_id = x.id
    LEFT JOIN clicked c ON c.delivery_id = x.id
    WHERE d.id = x.id;
    SELECT gaceta_refresh_topic_reading(
      ARRAY(SELECT DISTINCT recipient_id FROM newsletter_deliveries
        WHERE id = ANY(ids) AND recipient_id IS NOT NULL),
      ARRAY(SELECT DISTINCT unnest(gaceta_news_topics(n.subject_ids, n.author))
        FROM newsletter_deliveries d JOIN news n ON n.id = ANY(d.news_ids) WHERE d.id = ANY(ids)));
  $$;--> statement-breakpoint
UPDATE newsletter_deliveries d SET clicked_at = c.at
FROM (
  SELECT delivery_id, min(at) AS at FROM newsletter_events
  WHERE kind = 'click' AND NOT automated AND delivery_id IS NOT NULL
  GROUP BY delivery_id
) c
WHERE d.id = c.delivery_id;
