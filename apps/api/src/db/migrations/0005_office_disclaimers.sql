CREATE TABLE "office_disclaimers" (
	"office_id" uuid NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_disclaimers_office_id_language_pk" PRIMARY KEY("office_id","language")
);
--> statement-breakpoint
ALTER TABLE "office_disclaimers" ADD CONSTRAINT "office_disclaimers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;