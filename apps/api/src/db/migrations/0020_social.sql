CREATE TABLE "social_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"network" text NOT NULL,
	"key" text NOT NULL,
	"sealed_secret" text,
	"organization" boolean DEFAULT false NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_authorizations_network_key_unique" UNIQUE("network","key")
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"network" text NOT NULL,
	"status" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_connections_office_network_unique" UNIQUE("office_id","network")
);
--> statement-breakpoint
CREATE TABLE "social_planning" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"max_posts_per_send" smallint NOT NULL,
	"publication_type" text NOT NULL,
	"publication_hours" text[] NOT NULL,
	"schedule_days" smallint[] NOT NULL,
	"auto_publish" boolean NOT NULL,
	"sent_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_post_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"shares" integer NOT NULL,
	"impressions" integer
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"network" text NOT NULL,
	"status" text NOT NULL,
	"remote_id" text,
	"permalink" text,
	"text" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"ambiguous" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"error" text,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"impressions" integer,
	"metrics_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_posts_news_network_unique" UNIQUE("news_id","network")
);
--> statement-breakpoint
ALTER TABLE "social_authorizations" ADD CONSTRAINT "social_authorizations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_planning" ADD CONSTRAINT "social_planning_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_metrics" ADD CONSTRAINT "social_post_metrics_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_metrics" ADD CONSTRAINT "social_post_metrics_post_id_social_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_authorizations_office_idx" ON "social_authorizations" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "social_post_metrics_office_taken_idx" ON "social_post_metrics" USING btree ("office_id","taken_at");--> statement-breakpoint
CREATE INDEX "social_post_metrics_post_idx" ON "social_post_metrics" USING btree ("post_id","taken_at");--> statement-breakpoint
CREATE INDEX "social_posts_office_published_idx" ON "social_posts" USING btree ("office_id","published_at");