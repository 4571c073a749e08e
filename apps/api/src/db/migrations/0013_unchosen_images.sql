CREATE TABLE "unchosen_images" (
	"folder" text PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unchosen_images" ADD CONSTRAINT "unchosen_images_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;