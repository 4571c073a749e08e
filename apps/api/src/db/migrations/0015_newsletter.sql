CREATE TABLE "email_package_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"package" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_quotas" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"contracted" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_quotas_within" CHECK ("email_quotas"."sent" >= 0 and "email_quotas"."contracted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_configurations" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"max_news_per_email" smallint DEFAULT 10 NOT NULL,
	"interval" smallint DEFAULT 1 NOT NULL,
	"interval_unit" text DEFAULT 'week' NOT NULL,
	"sending_days" smallint[] DEFAULT '{1}' NOT NULL,
	"send_from" text DEFAULT '09:00' NOT NULL,
	"send_until" text,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"sender_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"subject_ids" uuid[] DEFAULT '{}' NOT NULL,
	"consent_source" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_ip_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_recipients_office_email_unique" UNIQUE("office_id","email"),
	CONSTRAINT "newsletter_recipients_email_lowercase" CHECK ("newsletter_recipients"."email" = lower("newsletter_recipients"."email"))
);
--> statement-breakpoint
CREATE TABLE "newsletter_senders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_senders_office_email_unique" UNIQUE("office_id","email")
);
--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"office_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_suppressions_office_id_email_hash_pk" PRIMARY KEY("office_id","email_hash")
);
--> statement-breakpoint
ALTER TABLE "email_package_requests" ADD CONSTRAINT "email_package_requests_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_package_requests" ADD CONSTRAINT "email_package_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_package_requests" ADD CONSTRAINT "email_package_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_quotas" ADD CONSTRAINT "email_quotas_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD CONSTRAINT "newsletter_configurations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_configurations" ADD CONSTRAINT "newsletter_configurations_sender_id_newsletter_senders_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."newsletter_senders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_senders" ADD CONSTRAINT "newsletter_senders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_suppressions" ADD CONSTRAINT "newsletter_suppressions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_package_requests_office_idx" ON "email_package_requests" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_office_status_idx" ON "newsletter_recipients" USING btree ("office_id","status","active");