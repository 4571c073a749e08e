-- An authorisation in flight is now its user's. Those started before this (ten minutes at most) had
-- no user: they are dropped, and whoever was connecting starts again.
DELETE FROM "social_authorizations";--> statement-breakpoint
ALTER TABLE "social_authorizations" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "social_authorizations" ADD CONSTRAINT "social_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
