CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "response_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcome_sent_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that exist already are past their welcome: never send it to them later.
UPDATE "users" SET "welcome_sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id","last_seen_at");--> statement-breakpoint
-- Keep only the newest feedback per response before one-per-version becomes a rule.
DELETE FROM "feedback" f USING "feedback" g WHERE f."response_id" = g."response_id" AND (f."created_at", f."id") < (g."created_at", g."id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_response_version_idx" ON "feedback" USING btree ("response_id","response_version");