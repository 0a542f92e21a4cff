CREATE TABLE "grant_data_use" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grant_data_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grant_data_use_owner_idx" ON "grant_data_use" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "grant_data_use_grant_idx" ON "grant_data_use" USING btree ("grant_id","id");