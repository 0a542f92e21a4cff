CREATE TABLE "app_definition" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"inputs" jsonb NOT NULL,
	"output" jsonb NOT NULL,
	"job" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_order_config" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"consumer_id" bigint NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"output" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"operation_type" smallint DEFAULT 0 NOT NULL,
	"result" smallint,
	"failure" varchar(32),
	"failure_detail" text DEFAULT '' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"output_location" varchar(1200) DEFAULT '' NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '{"columns":[],"rows":[]}'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_bank_card" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"account_name" varchar(100) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"branch_name" varchar(100) DEFAULT '' NOT NULL,
	"card_number" varchar(30) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_commission" (
	"classification_id" bigint PRIMARY KEY NOT NULL,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_invoice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consumer_id" bigint NOT NULL,
	"consumer_name" varchar(64) DEFAULT '' NOT NULL,
	"statement_ids" jsonb NOT NULL,
	"months" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_number" varchar(20) NOT NULL,
	"address" varchar(200) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bank_account" varchar(30) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"file_key" varchar(100),
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"party" varchar(10) NOT NULL,
	"group_key" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"consumer_name" varchar(64) DEFAULT '' NOT NULL,
	"seller_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"item_id" bigint NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"sku_name" varchar(50) DEFAULT '' NOT NULL,
	"bill_type" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"detail_type" smallint NOT NULL,
	"cannal" smallint DEFAULT 1 NOT NULL,
	"pay_type" smallint DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"gross_amount" bigint NOT NULL,
	"commission_rate" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"statement_id" bigint,
	"usage_id" bigint,
	"refund_id" bigint,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_refund" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"consumer_id" bigint NOT NULL,
	"consumer_name" varchar(64) DEFAULT '' NOT NULL,
	"seller_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason_type" smallint NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"process_instance_id" bigint,
	"decision_comment" varchar(500) DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_statement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"party" varchar(10) NOT NULL,
	"user_id" bigint NOT NULL,
	"month" varchar(7) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"invoice_id" bigint,
	"user_invoice_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_usage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"consumer_id" bigint NOT NULL,
	"consumer_name" varchar(64) DEFAULT '' NOT NULL,
	"seller_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"source" varchar(16) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"uses" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"seller_income" bigint NOT NULL,
	"commission_rate" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_credential" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_credential_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"key_hash" varchar(64),
	"key_prefix" varchar(16),
	"quota_total" bigint,
	"quota_used" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_download" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_download_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"file_index" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"file_index" integer NOT NULL,
	"path" varchar(1024) NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"files" jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_block" (
	"block_no" bigint PRIMARY KEY NOT NULL,
	"first_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	"prev_block_hash" varchar(64) NOT NULL,
	"block_hash" varchar(64),
	"sealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "evidence_entry" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"entry_type" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"payload" text NOT NULL,
	"created_at" varchar(32) NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"block_no" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_case" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"case_type" smallint DEFAULT 0 NOT NULL,
	"status" varchar(32) DEFAULT 'WAITING_FOR_DEPLOYMENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"version_no" varchar(32) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"app_url" varchar(500),
	"status" smallint DEFAULT 0 NOT NULL,
	"base_version_id" bigint,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_version_order" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"consumer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"version_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_favourite" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_favourite_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_follow" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_follow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_item_stat" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"item_type" smallint NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"min_price" bigint DEFAULT 9000000000000000000 NOT NULL,
	"sales_volume" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"favourite_count" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_sync" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"value" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_negotiation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_negotiation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"sku_name" varchar(50) NOT NULL,
	"consumer_id" bigint NOT NULL,
	"consumer_name" varchar(64) NOT NULL,
	"seller_id" bigint NOT NULL,
	"list_price" bigint NOT NULL,
	"proposed_price" bigint NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"reply" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"order_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offline_export" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_export_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"node_name" varchar(100) NOT NULL,
	"algorithm" varchar(40) NOT NULL,
	"status" smallint NOT NULL,
	"directory" varchar(120) NOT NULL,
	"files" jsonb NOT NULL,
	"exported_by" varchar(64) NOT NULL,
	"exported_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "repetition_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repetition_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_no" varchar(48) NOT NULL,
	"item_id" bigint NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"owner_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"compared" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repetition_job_serial_no_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
CREATE TABLE "repetition_signature" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"fingerprint" varchar(200) NOT NULL,
	"hash_values" jsonb NOT NULL,
	"sample_rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_api" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standard_api_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"category" varchar(50) DEFAULT '' NOT NULL,
	"method" varchar(6) NOT NULL,
	"path" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_api_router" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standard_api_router_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"api_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_api_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standard_api_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"api_id" bigint NOT NULL,
	"version" varchar(32) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"request_schema" jsonb,
	"response_schema" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_case" ADD CONSTRAINT "goods_case_version_id_goods_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."goods_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_version" ADD CONSTRAINT "goods_version_base_version_id_goods_version_id_fk" FOREIGN KEY ("base_version_id") REFERENCES "public"."goods_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_version_order" ADD CONSTRAINT "goods_version_order_version_id_goods_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."goods_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_api_router" ADD CONSTRAINT "standard_api_router_api_id_standard_api_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."standard_api"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_api_router" ADD CONSTRAINT "standard_api_router_version_id_standard_api_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."standard_api_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_api_version" ADD CONSTRAINT "standard_api_version_api_id_standard_api_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."standard_api"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_run_order_idx" ON "app_run" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_run_active_uq" ON "app_run" USING btree ("order_id") WHERE operation_type < 2;--> statement-breakpoint
CREATE INDEX "bill_invoice_consumer_idx" ON "bill_invoice" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_line_group_party_uq" ON "bill_line" USING btree ("group_key","party");--> statement-breakpoint
CREATE INDEX "bill_line_party_user_idx" ON "bill_line" USING btree ("party","user_id","id");--> statement-breakpoint
CREATE INDEX "bill_line_order_idx" ON "bill_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_line_month_idx" ON "bill_line" USING btree ("month");--> statement-breakpoint
CREATE INDEX "bill_line_statement_idx" ON "bill_line" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_refund_open_uq" ON "bill_refund" USING btree ("order_id") WHERE "bill_refund"."status" <> 2;--> statement-breakpoint
CREATE INDEX "bill_refund_consumer_idx" ON "bill_refund" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_statement_uq" ON "bill_statement" USING btree ("party","user_id","month");--> statement-breakpoint
CREATE INDEX "bill_statement_month_idx" ON "bill_statement" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_usage_source_ref_uq" ON "bill_usage" USING btree ("source","reference");--> statement-breakpoint
CREATE INDEX "bill_usage_order_idx" ON "bill_usage" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_credential_order_uq" ON "api_credential" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_credential_key_uq" ON "api_credential" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_credential_consumer_idx" ON "api_credential" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "delivery_download_order_idx" ON "delivery_download" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_file_uq" ON "delivery_file" USING btree ("order_id","file_index");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_record_order_uq" ON "delivery_record" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "evidence_entry_order_idx" ON "evidence_entry" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "goods_case_item_idx" ON "goods_case" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_version_no_uq" ON "goods_version" USING btree ("item_id","version_no");--> statement-breakpoint
CREATE INDEX "goods_version_listed_idx" ON "goods_version" USING btree ("item_id","status","listed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_favourite_user_item_uq" ON "mall_favourite" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "mall_favourite_user_idx" ON "mall_favourite" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mall_follow_user_owner_uq" ON "mall_follow" USING btree ("user_id","owner_id");--> statement-breakpoint
CREATE INDEX "mall_follow_user_idx" ON "mall_follow" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mall_follow_owner_idx" ON "mall_follow" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "mall_item_stat_type_sales_idx" ON "mall_item_stat" USING btree ("item_type","sales_volume" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "mall_item_stat"."listed";--> statement-breakpoint
CREATE INDEX "mall_item_stat_sales_idx" ON "mall_item_stat" USING btree ("sales_volume" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "mall_item_stat"."listed";--> statement-breakpoint
CREATE INDEX "mall_item_stat_type_price_idx" ON "mall_item_stat" USING btree ("item_type","min_price","item_id") WHERE "mall_item_stat"."listed";--> statement-breakpoint
CREATE INDEX "mall_item_stat_price_idx" ON "mall_item_stat" USING btree ("min_price","item_id") WHERE "mall_item_stat"."listed";--> statement-breakpoint
CREATE INDEX "mall_item_stat_updated_idx" ON "mall_item_stat" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_negotiation_open_uq" ON "price_negotiation" USING btree ("consumer_id","sku_id") WHERE "price_negotiation"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "price_negotiation_seller_idx" ON "price_negotiation" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "price_negotiation_consumer_idx" ON "price_negotiation" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_export_order_uq" ON "offline_export" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "offline_export_consumer_idx" ON "offline_export" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "repetition_job_owner_idx" ON "repetition_job" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_api_name_uq" ON "standard_api" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_api_router_uq" ON "standard_api_router" USING btree ("api_id","item_id");--> statement-breakpoint
CREATE INDEX "standard_api_router_version_idx" ON "standard_api_router" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_api_version_uq" ON "standard_api_version" USING btree ("api_id","version");--> statement-breakpoint
CREATE INDEX "goods_item_mall_type_new_idx" ON "goods_item" USING btree ("item_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_new_idx" ON "goods_item" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_owner_idx" ON "goods_item" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_class_idx" ON "goods_item" USING btree ("classification_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_brand_idx" ON "goods_item" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_facet_idx" ON "goods_item" USING btree ("item_type","classification_id","brand_id") WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_tags_idx" ON "goods_item" USING gin ("tags") WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_mall_text_idx" ON "goods_item" USING gin (to_tsvector('simple'::regconfig, regexp_replace(lower((("name")::text || ' '::text) || ("summary")::text), '([^\x01-\x7f])'::text, ' \1 '::text, 'g'::text))) WHERE "goods_item"."publish_type" = 1 and "goods_item"."delete_status" = 0 and "goods_item"."product_status" in (2, 3);--> statement-breakpoint
CREATE INDEX "goods_item_updated_idx" ON "goods_item" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "goods_sku_updated_idx" ON "goods_sku" USING btree ("updated_at");