DROP INDEX "responses_session_question_idx";--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_session_question_attempt_idx" ON "responses" USING btree ("session_id","question_id","attempt");