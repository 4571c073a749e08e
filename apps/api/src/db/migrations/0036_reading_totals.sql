CREATE TABLE "newsletter_subject_reading" (
	"office_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"month" date NOT NULL,
	"opens" integer NOT NULL,
	"open_weight" double precision NOT NULL,
	"clicks" integer NOT NULL,
	"click_weight" double precision NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "newsletter_subject_reading_recipient_id_subject_id_month_pk" PRIMARY KEY("recipient_id","subject_id","month")
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "last_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "clicked_news" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subject_reading" ADD CONSTRAINT "newsletter_subject_reading_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subject_reading" ADD CONSTRAINT "newsletter_subject_reading_recipient_id_newsletter_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."newsletter_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subject_reading" ADD CONSTRAINT "newsletter_subject_reading_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subject_reading_office_subject_idx" ON "newsletter_subject_reading" USING btree ("office_id","subject_id","month");--> statement-breakpoint
-- Who reads what, kept as it happens (decision 062). What an engagement weighs, against a fixed
-- epoch: 2^(days since 2025-01-01 / 30), so sums stay sums as time passes and a reader divides by
-- the weight of now (the score's half-life, ENGAGEMENT_SCORE.halfLifeDays, is 30 days).
CREATE OR REPLACE FUNCTION gaceta_reading_weight(at timestamptz) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT power(2::double precision, extract(epoch FROM at - '2025-01-01 00:00:00+00'::timestamptz) / 86400 / 30) $$;--> statement-breakpoint
-- The office's month in which each of these messages was sent, with its recipient.
CREATE OR REPLACE FUNCTION gaceta_reading_months(ids uuid[])
  RETURNS TABLE (office_id uuid, recipient_id uuid, month date, time_zone text)
  LANGUAGE sql STABLE
  AS $$ SELECT DISTINCT d.office_id, d.recipient_id,
      date_trunc('month', d.sent_at AT TIME ZONE o.time_zone)::date, o.time_zone
    FROM newsletter_deliveries d JOIN offices o ON o.id = d.office_id
    WHERE d.id = ANY(ids) AND d.recipient_id IS NOT NULL AND d.sent_at IS NOT NULL $$;--> statement-breakpoint
-- Each subject's reading of these messages' recipients, in the months they were sent, counted anew
-- from all their messages of those months: a message read counts once for each subject of its
-- articles, an article's first click once for each of its subjects.
CREATE OR REPLACE FUNCTION gaceta_refresh_subject_reading(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM newsletter_subject_reading s USING gaceta_reading_months(ids) t
    WHERE s.recipient_id = t.recipient_id AND s.month = t.month;
    WITH message AS (
      SELECT d.office_id, d.recipient_id, t.month, d.news_ids, d.read_at, d.last_read_at, d.clicked_news
      FROM gaceta_reading_months(ids) t
      JOIN newsletter_deliveries d ON d.recipient_id = t.recipient_id
        AND d.sent_at >= t.month::timestamp AT TIME ZONE t.time_zone
        AND d.sent_at < (t.month + interval '1 month')::timestamp AT TIME ZONE t.time_zone
      WHERE d.read_at IS NOT NULL
    ), engagement AS (
      SELECT m.office_id, m.recipient_id, s.subject_id, m.month, 1 AS opens,
        gaceta_reading_weight(m.read_at) AS open_weight, 0 AS clicks, 0::double precision AS click_weight,
        m.last_read_at AS last_at
      FROM message m
      CROSS JOIN LATERAL (SELECT DISTINCT unnest(n.subject_ids) AS subject_id
        FROM news n WHERE n.id = ANY(m.news_ids)) s
      UNION ALL
      SELECT m.office_id, m.recipient_id, s.subject_id, m.month, 0, 0, 1,
        gaceta_reading_weight(c.value::timestamptz), m.last_read_at
      FROM message m
      CROSS JOIN LATERAL jsonb_each_text(m.clicked_news) c
      JOIN news n ON n.id = c.key::uuid
      CROSS JOIN LATERAL unnest(n.subject_ids) s(subject_id)
    )
    INSERT INTO newsletter_subject_reading
      (office_id, recipient_id, subject_id, month, opens, open_weight, clicks, click_weight, last_at)
    SELECT office_id, recipient_id, subject_id, month, sum(opens), sum(open_weight), sum(clicks),
      sum(click_weight), max(last_at)
    FROM engagement GROUP BY office_id, recipient_id, subject_id, month;
  $$;--> statement-breakpoint
-- These messages' reading, counted anew from their own opens and clicks (scanners' left out): the
-- first, the last, and each of their articles' first click on its share page (…/p/{office}/{slug},
-- dated as JavaScript's toISOString writes);
-- then their recipients' subjects.
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
    SELECT gaceta_refresh_subject_reading(ids);
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
-- An article given other subjects: the subjects of the readers of the messages that carried it.
CREATE OR REPLACE FUNCTION gaceta_news_subjects_reading() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM gaceta_refresh_subject_reading(ARRAY(SELECT id FROM newsletter_deliveries
      WHERE office_id = NEW.office_id AND news_ids @> ARRAY[NEW.id] AND read_at IS NOT NULL));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER news_subjects_reading AFTER UPDATE OF subject_ids ON news
  FOR EACH ROW WHEN (OLD.subject_ids IS DISTINCT FROM NEW.subject_ids AND NEW.office_id IS NOT NULL)
  EXECUTE FUNCTION gaceta_news_subjects_reading();--> statement-breakpoint
-- An office in another time zone: its months are others, so its subjects' reading is counted anew.
CREATE OR REPLACE FUNCTION gaceta_office_zone_reading() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    DELETE FROM newsletter_subject_reading WHERE office_id = NEW.id;
    PERFORM gaceta_refresh_subject_reading(ARRAY(SELECT id FROM newsletter_deliveries
      WHERE office_id = NEW.id AND read_at IS NOT NULL));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER offices_zone_reading AFTER UPDATE OF time_zone ON offices
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION gaceta_office_zone_reading();--> statement-breakpoint
SELECT gaceta_read_messages(ARRAY(SELECT DISTINCT delivery_id FROM newsletter_events
  WHERE delivery_id IS NOT NULL AND kind IN ('open', 'click')));
