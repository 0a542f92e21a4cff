CREATE TABLE "grant_data_export" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grant_data_export_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"table_name" varchar(260) NOT NULL,
	"sync_id" bigint,
	"query" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"state" varchar(16) NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"sha256" varchar(64),
	"failure" varchar(32),
	"failure_detail" varchar(500) DEFAULT '' NOT NULL,
	"evidence_seq" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "grant_data_sync" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grant_data_sync_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"table_name" varchar(260) NOT NULL,
	"target_table_id" bigint NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" varchar(16) NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grant_data_export_user_idx" ON "grant_data_export" USING btree ("user_id","grant_id","id");--> statement-breakpoint
CREATE INDEX "grant_data_export_sync_idx" ON "grant_data_export" USING btree ("sync_id","id");--> statement-breakpoint
CREATE INDEX "grant_data_export_active_idx" ON "grant_data_export" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "grant_data_sync_target_uq" ON "grant_data_sync" USING btree ("grant_id","table_id","target_table_id");--> statement-breakpoint
CREATE INDEX "grant_data_sync_due_idx" ON "grant_data_sync" USING btree ("next_run_at");