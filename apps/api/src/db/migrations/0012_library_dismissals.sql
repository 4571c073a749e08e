CREATE TABLE "library_dismissals" (
	"office_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "library_dismissals_office_id_source_id_pk" PRIMARY KEY("office_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "library_dismissals" ADD CONSTRAINT "library_dismissals_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_dismissals" ADD CONSTRAINT "library_dismissals_source_id_news_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;