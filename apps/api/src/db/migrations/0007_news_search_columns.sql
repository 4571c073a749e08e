-- Search reads the folded title and summary from stored columns: with the trigram indexes on
-- expressions, every row a search read (and every recheck) ran gaceta_unaccent again, which made
-- a broad search in a 10,000-item office take over 100 ms (npm run bench, docs/news.md).
ALTER TABLE "news" ADD COLUMN "search_title" text GENERATED ALWAYS AS (gaceta_unaccent(title)) STORED;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_summary" text GENERATED ALWAYS AS (gaceta_unaccent(summary)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "news_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "news_summary_search_idx";--> statement-breakpoint
CREATE INDEX "news_title_search_idx" ON "news" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_summary_search_idx" ON "news" USING gin ("search_summary" gin_trgm_ops);
