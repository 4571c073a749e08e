-- News search ignores case and accents ("indemnizacion" finds "Indemnización") on PGlite and
-- PostgreSQL alike. unaccent() is only STABLE (its dictionary could change), so an index needs an
-- IMMUTABLE wrapper naming the dictionary explicitly.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaceta_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;--> statement-breakpoint
CREATE INDEX "news_title_search_idx" ON "news" USING gin (gaceta_unaccent("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_summary_search_idx" ON "news" USING gin (gaceta_unaccent("summary") gin_trgm_ops);
