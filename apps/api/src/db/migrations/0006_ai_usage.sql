CREATE TABLE "ai_usage" (
	"office_id" uuid NOT NULL,
	"day" date NOT NULL,
	"action" text NOT NULL,
	"engine" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_office_id_day_action_engine_pk" PRIMARY KEY("office_id","day","action","engine")
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;