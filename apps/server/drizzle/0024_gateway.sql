CREATE TABLE "api_usage_daily" (
	"credential_id" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	"order_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"refused" bigint DEFAULT 0 NOT NULL,
	"status_2xx" bigint DEFAULT 0 NOT NULL,
	"status_3xx" bigint DEFAULT 0 NOT NULL,
	"status_4xx" bigint DEFAULT 0 NOT NULL,
	"status_5xx" bigint DEFAULT 0 NOT NULL,
	"latency_sum_ms" double precision DEFAULT 0 NOT NULL,
	"latency_buckets" bigint[] NOT NULL,
	"evidence_calls" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_usage_daily_credential_id_day_pk" PRIMARY KEY("credential_id","day")
);
--> statement-breakpoint
CREATE TABLE "gateway_config_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_config_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_lease" (
	"gateway_id" varchar(64) NOT NULL,
	"credential_id" bigint NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_lease_gateway_id_credential_id_pk" PRIMARY KEY("gateway_id","credential_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_node" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_plugin_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_plugin_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_test_key" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_test_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"test_type" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "api_credential" ADD COLUMN "key2_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "api_credential" ADD COLUMN "key2_prefix" varchar(16);--> statement-breakpoint
ALTER TABLE "api_credential" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_credential" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "api_usage_daily_seller_idx" ON "api_usage_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "api_usage_daily_item_idx" ON "api_usage_daily" USING btree ("item_id","day");--> statement-breakpoint
CREATE INDEX "api_usage_daily_evidence_idx" ON "api_usage_daily" USING btree ("day") WHERE "api_usage_daily"."evidence_calls" is distinct from "api_usage_daily"."calls";--> statement-breakpoint
CREATE INDEX "gateway_lease_credential_idx" ON "gateway_lease" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_plugin_version_uq" ON "gateway_plugin_version" USING btree ("item_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_test_key_hash_uq" ON "gateway_test_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "gateway_test_key_expires_idx" ON "gateway_test_key" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notice_user_idx" ON "notice" USING btree ("user_id","send_date") WHERE "notice"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "api_credential_key2_uq" ON "api_credential" USING btree ("key2_hash");