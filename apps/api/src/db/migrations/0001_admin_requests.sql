CREATE TABLE "information_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"office" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"id_number" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"subject_ids" uuid[] NOT NULL,
	"office_id" uuid,
	"office_name" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_requests_status" CHECK ("signup_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "information_requests_created_at_idx" ON "information_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_pending_email_idx" ON "signup_requests" USING btree ("email") WHERE "signup_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "signup_requests_status_created_at_idx" ON "signup_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "office_subjects_subject_id_idx" ON "office_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "subjects_parent_id_idx" ON "subjects" USING btree ("parent_id");