-- News search by words (docs/news.md, decision 024): every word in any order, accents and case
-- ignored, word forms stemmed in the item's first language, over the title (weight A), summary (B)
-- and web version (C). Text search's parser skips the web version's HTML tags by itself.
ALTER TABLE "news" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "news_search_vector_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaceta_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE language WHEN 'en' THEN 'english' WHEN 'pt' THEN 'portuguese' ELSE 'spanish' END)::regconfig $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaceta_news_vector(language text, title text, summary text, web text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector(gaceta_search_config(language), coalesce(gaceta_unaccent(title), '')), 'A') ||
    setweight(to_tsvector(gaceta_search_config(language), coalesce(gaceta_unaccent(summary), '')), 'B') ||
    setweight(to_tsvector(gaceta_search_config(language), coalesce(gaceta_unaccent(web), '')), 'C') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaceta_news_search_row() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.search_vector := gaceta_news_vector(NEW.languages[1], NEW.title, NEW.summary,
      (SELECT content FROM news_contents WHERE news_id = NEW.id AND channel = 'web'));
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER news_search_vector BEFORE INSERT OR UPDATE OF title, summary, languages ON news
  FOR EACH ROW EXECUTE FUNCTION gaceta_news_search_row();--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaceta_news_web_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF coalesce(NEW.channel, OLD.channel) = 'web' THEN
      UPDATE news SET search_vector = gaceta_news_vector(languages[1], title, summary,
        (SELECT content FROM news_contents WHERE news_id = news.id AND channel = 'web'))
      WHERE id = coalesce(NEW.news_id, OLD.news_id);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER news_contents_search_vector AFTER INSERT OR UPDATE OR DELETE ON news_contents
  FOR EACH ROW EXECUTE FUNCTION gaceta_news_web_search();--> statement-breakpoint
UPDATE news SET search_vector = gaceta_news_vector(languages[1], title, summary,
  (SELECT content FROM news_contents WHERE news_id = news.id AND channel = 'web'));
