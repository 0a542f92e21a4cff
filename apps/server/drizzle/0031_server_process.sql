CREATE TABLE "server_process" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" varchar(255) NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_run" ADD COLUMN "process_id" uuid;--> statement-breakpoint
ALTER TABLE "grant_data_export" ADD COLUMN "process_id" uuid;