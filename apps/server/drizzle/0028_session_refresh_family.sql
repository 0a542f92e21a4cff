ALTER TABLE "user_session" ADD COLUMN "family_id" varchar(36);--> statement-breakpoint
CREATE INDEX "user_session_family_idx" ON "user_session" USING btree ("family_id");