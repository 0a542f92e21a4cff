CREATE TABLE "archive_agreement_acceptance" (
	"user_id" bigint NOT NULL,
	"agreement_hash" varchar(64) NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "archive_agreement_acceptance_user_id_agreement_hash_pk" PRIMARY KEY("user_id","agreement_hash")
);
--> statement-breakpoint
CREATE TABLE "archive_good" (
	"query" varchar(40) PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"query" varchar(40) NOT NULL,
	"item_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"key_kind" varchar(5) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"plate_masked" varchar(16) NOT NULL,
	"vehicle_name" varchar(200) NOT NULL,
	"payment" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"answer" jsonb NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_service_key" (
	"credential_id" bigint PRIMARY KEY NOT NULL,
	"key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_credential" ADD COLUMN "service_key_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "archive_report_idempotency_uq" ON "archive_report" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "archive_report_user_idx" ON "archive_report" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "archive_report_user_vin_idx" ON "archive_report" USING btree ("user_id","vin","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_credential_service_key_uq" ON "api_credential" USING btree ("service_key_hash");