CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid,
	"source_id" uuid,
	"to_review" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"summary" text,
	"subject_ids" uuid[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"areas" text[] DEFAULT '{}' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"image_key" text,
	"image_description" text,
	"active" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_to" timestamp with time zone,
	"editorial_state" text DEFAULT 'in_preparation' NOT NULL,
	"status" text DEFAULT 'in_preparation' NOT NULL,
	"review_comment" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_office_id_slug_unique" UNIQUE NULLS NOT DISTINCT("office_id","slug"),
	CONSTRAINT "news_office_id_source_id_unique" UNIQUE("office_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "news_contents" (
	"news_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"title" text,
	"content" text DEFAULT '' NOT NULL,
	"image_key" text,
	CONSTRAINT "news_contents_news_id_channel_pk" PRIMARY KEY("news_id","channel")
);
--> statement-breakpoint
CREATE TABLE "news_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"error" text,
	"external_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_publications_news_id_channel_unique" UNIQUE("news_id","channel")
);
--> statement-breakpoint
CREATE TABLE "news_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "news_revisions_news_id_revision_unique" UNIQUE("news_id","revision")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_source_id_news_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_publications" ADD CONSTRAINT "news_publications_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_office_id_created_at_idx" ON "news" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "news_subject_ids_idx" ON "news" USING gin ("subject_ids");