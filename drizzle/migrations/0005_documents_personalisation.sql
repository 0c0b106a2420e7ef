ALTER TABLE "questions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "criterion" text;