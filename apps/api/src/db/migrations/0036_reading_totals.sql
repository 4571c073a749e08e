CREATE TABLE "newsletter_topic_reading" (
	"office_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"days" date[] NOT NULL,
	"opens" integer[] NOT NULL,
	"open_weights" double precision[] NOT NULL,
	"clicks" integer[] NOT NULL,
	"click_weights" double precision[] NOT NULL,
	"last_since" timestamp with time zone[] NOT NULL,
	CONSTRAINT "newsletter_topic_reading_recipient_id_topic_pk" PRIMARY KEY("recipient_id","topic")
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "last_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "clicked_news" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_topic_reading" ADD CONSTRAINT "newsletter_topic_reading_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_topic_reading" ADD CONSTRAINT "newsletter_topic_reading_recipient_id_newsletter_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."newsletter_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_topic_reading_office_topic_idx" ON "newsletter_topic_reading" USING btree ("office_id","topic");--> statement-breakpoint
-- Who reads what, kept as it happens (decision 062). What an engagement weighs, against a fixed
-- epoch: 2^(days since 2025-01-01 / 30), so sums stay sums as time passes and a reader divides by
-- the weight of now (the score's half-life, ENGAGEMENT_SCORE.halfLifeDays, is 30 days).
CREATE OR REPLACE FUNCTION gaceta_reading_weight(at timestamptz) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT power(2::double precision, extract(epoch FROM at - '2025-01-01 00:00:00+00'::timestamptz) / 86400 / 30) $$;--> statement-breakpoint
-- The topics an article is read under: each of its subjects, and its author.
CREATE OR REPLACE FUNCTION gaceta_news_topics(subject_ids uuid[], author text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT 'subject:' || subject FROM unnest(subject_ids) AS subject)
    || CASE WHEN coalesce(author, '') = '' THEN '{}'::text[] ELSE ARRAY['author:' || author] END $$;--> statement-breakpoint
-- These recipients' reading of these topics (null: all of them), counted anew from all their
-- messages read: an entry a message and topic of its articles, in the order of the office's days
-- they were sent, with running sums (opens, clicks of the topic's articles, their weights) and,
-- from each entry on, the latest open or click.
CREATE OR REPLACE FUNCTION gaceta_refresh_topic_reading(recipients uuid[], topics text[]) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM newsletter_topic_reading
    WHERE recipient_id = ANY(recipients) AND (topics IS NULL OR topic = ANY(topics));
    WITH message AS (
      SELECT d.id, d.office_id, d.recipient_id, (d.sent_at AT TIME ZONE o.time_zone)::date AS day,
        d.news_ids, d.read_at, d.last_read_at, d.clicked_news
      FROM newsletter_deliveries d JOIN offices o ON o.id = d.office_id
      WHERE d.recipient_id = ANY(recipients) AND d.read_at IS NOT NULL
    ), entry AS (
      SELECT m.id, m.office_id, m.recipient_id, t.topic, m.day, m.last_read_at,
        gaceta_reading_weight(m.read_at) AS open_weight, count(clicked.at)::int AS clicks,
        coalesce(sum(gaceta_reading_weight(clicked.at)), 0) AS click_weight
      FROM message m
      CROSS JOIN LATERAL (SELECT DISTINCT unnest(gaceta_news_topics(n.subject_ids, n.author)) AS topic
        FROM news n WHERE n.id = ANY(m.news_ids)) t
      LEFT JOIN LATERAL (SELECT first_click.value::timestamptz AS at
        FROM jsonb_each_text(m.clicked_news) first_click
        JOIN news n ON n.id = first_click.key::uuid
        WHERE t.topic = ANY(gaceta_news_topics(n.subject_ids, n.author))) clicked ON true
      WHERE topics IS NULL OR t.topic = ANY(topics)
      GROUP BY m.id, m.office_id, m.recipient_id, t.topic, m.day, m.last_read_at, m.read_at
    ), running AS (
      SELECT office_id, recipient_id, topic, id, day,
        (count(*) OVER so_far)::int AS opens, sum(open_weight) OVER so_far AS open_weights,
        (sum(clicks) OVER so_far)::int AS clicks, sum(click_weight) OVER so_far AS click_weights,
        max(last_read_at) OVER (PARTITION BY recipient_id, topic ORDER BY day, id
          ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS last_since
      FROM entry
      WINDOW so_far AS (PARTITION BY recipient_id, topic ORDER BY day, id ROWS UNBOUNDED PRECEDING)
    )
    INSERT INTO newsletter_topic_reading
      (office_id, recipient_id, topic, days, opens, open_weights, clicks, click_weights, last_since)
    SELECT office_id, recipient_id, topic, array_agg(day ORDER BY day, id),
      array_agg(opens ORDER BY day, id), array_agg(open_weights ORDER BY day, id),
      array_agg(clicks ORDER BY day, id), array_agg(click_weights ORDER BY day, id),
      array_agg(last_since ORDER BY day, id)
    FROM running GROUP BY office_id, recipient_id, topic;
  $$;--> statement-breakpoint
-- These messages' reading, counted anew from their own opens and clicks (scanners' left out): the
-- first, the last, and each of their articles' first click on its share page (…/p/{office}/{slug},
-- dated as JavaScript's toISOString writes); then their recipients' reading of their topics.
CREATE OR REPLACE FUNCTION gaceta_read_messages(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    WITH own AS (
      SELECT e.delivery_id, e.kind, e.at, e.url FROM newsletter_events e
      WHERE e.delivery_id = ANY(ids) AND NOT e.automated AND e.kind IN ('open', 'click')
    ), reading AS (
      SELECT delivery_id, min(at) AS read_at, max(at) AS last_read_at FROM own GROUP BY delivery_id
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
    SET read_at = r.read_at, last_read_at = r.last_read_at, clicked_news = c.clicked_news
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
-- Opens and clicks written or deleted (a fetch, the retention, a seed): their messages read anew.
CREATE OR REPLACE FUNCTION gaceta_events_reading() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE ids uuid[];
  BEGIN
    ids := ARRAY(SELECT DISTINCT delivery_id FROM changed
      WHERE delivery_id IS NOT NULL AND kind IN ('open', 'click'));
    IF cardinality(ids) > 0 THEN PERFORM gaceta_read_messages(ids); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER newsletter_events_read AFTER INSERT ON newsletter_events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION gaceta_events_reading();--> statement-breakpoint
CREATE TRIGGER newsletter_events_unread AFTER DELETE ON newsletter_events
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION gaceta_events_reading();--> statement-breakpoint
-- An article given other subjects or another author: its readers' reading of the topics it had
-- and has.
CREATE OR REPLACE FUNCTION gaceta_news_topics_reading() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM gaceta_refresh_topic_reading(
      ARRAY(SELECT DISTINCT recipient_id FROM newsletter_deliveries
        WHERE office_id = NEW.office_id AND news_ids @> ARRAY[NEW.id] AND read_at IS NOT NULL
          AND recipient_id IS NOT NULL),
      gaceta_news_topics(OLD.subject_ids, OLD.author) || gaceta_news_topics(NEW.subject_ids, NEW.author));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER news_topics_reading AFTER UPDATE OF subject_ids, author ON news
  FOR EACH ROW WHEN ((OLD.subject_ids, OLD.author) IS DISTINCT FROM (NEW.subject_ids, NEW.author)
    AND NEW.office_id IS NOT NULL)
  EXECUTE FUNCTION gaceta_news_topics_reading();--> statement-breakpoint
-- An office in another time zone: its days are others, so its readers' reading is counted anew.
CREATE OR REPLACE FUNCTION gaceta_office_zone_reading() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM gaceta_refresh_topic_reading(
      ARRAY(SELECT id FROM newsletter_recipients WHERE office_id = NEW.id), NULL);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER offices_zone_reading AFTER UPDATE OF time_zone ON offices
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION gaceta_office_zone_reading();--> statement-breakpoint
SELECT gaceta_read_messages(ARRAY(SELECT DISTINCT delivery_id FROM newsletter_events
  WHERE delivery_id IS NOT NULL AND kind IN ('open', 'click')));
