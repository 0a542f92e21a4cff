CREATE TABLE "access_list" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_type" varchar(20) NOT NULL,
	"target_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_list_entry" (
	"list_id" bigint NOT NULL,
	"consumer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_list_entry_list_id_consumer_id_pk" PRIMARY KEY("list_id","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "asset_grant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_grant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"grantee_id" bigint,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_source_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"classification_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"security_level_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"update_frequency" varchar(20) NOT NULL,
	"storage_type" integer NOT NULL,
	"connection_id" bigint NOT NULL,
	"db_type" varchar(20) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"listed_version" integer,
	"review_version" integer,
	"review_comment" text DEFAULT '' NOT NULL,
	"disabled_by" bigint,
	"process_instance_id" bigint,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source_field" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_source_field_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"name" varchar(128) NOT NULL,
	"type" varchar(200) NOT NULL,
	"nullable" boolean DEFAULT true NOT NULL,
	"column_key" varchar(10) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"security_level_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source_review" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_source_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"process_instance_id" bigint NOT NULL,
	"submitted_by" bigint NOT NULL,
	"comment" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source_table" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_source_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" bigint NOT NULL,
	"schema_name" varchar(128) NOT NULL,
	"table_name" varchar(128) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"row_estimate" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_source_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"change_kind" varchar(20) NOT NULL,
	"change_note" varchar(200) DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"table_count" integer DEFAULT 0 NOT NULL,
	"field_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "database_table" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "database_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"connection_id" bigint NOT NULL,
	"schema_name" varchar(128) NOT NULL,
	"table_name" varchar(128) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"item_type" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"classification_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_id" bigint,
	"cover_image" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"usage_instructions" text DEFAULT '' NOT NULL,
	"agreement" text DEFAULT '' NOT NULL,
	"package_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_file" varchar(500),
	"app_url" varchar(500),
	"api_type" smallint,
	"product_status" smallint DEFAULT 0 NOT NULL,
	"publish_type" smallint DEFAULT 0 NOT NULL,
	"delete_status" smallint DEFAULT 0 NOT NULL,
	"status_before_review" smallint,
	"open_review" varchar(20),
	"process_instance_id" bigint,
	"last_review" jsonb,
	"view_count" integer DEFAULT 0 NOT NULL,
	"listed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_item_source" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_item_source_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"source_version" integer,
	"table_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_review" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"sku_id" bigint,
	"process_key" varchar(20) NOT NULL,
	"process_instance_id" bigint NOT NULL,
	"object_name" varchar(300) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"billing_mode" smallint NOT NULL,
	"price" bigint NOT NULL,
	"use_count" integer,
	"period_unit" varchar(10),
	"period_count" integer,
	"stock" integer,
	"validity_days" integer,
	"negotiable" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"ever_approved" boolean DEFAULT false NOT NULL,
	"pending_changes" jsonb,
	"pending_price" bigint,
	"review_comment" text DEFAULT '' NOT NULL,
	"open_review" varchar(20),
	"process_instance_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ukey" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_ukey_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"serial_no" varchar(32) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_initial" boolean DEFAULT true NOT NULL,
	"failed_pin_count" integer DEFAULT 0 NOT NULL,
	"pin_updated_at" timestamp with time zone,
	"issued_by" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ukey_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_ukey_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"actor_id" bigint,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "node_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"owner_role_type" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"address" varchar(255) NOT NULL,
	"public_key" text NOT NULL,
	"key_algorithm" varchar(10) NOT NULL,
	"key_fingerprint" varchar(64) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"primary_id" bigint,
	"token_hash" varchar(64) NOT NULL,
	"last_heartbeat_at" timestamp with time zone,
	"last_reported_status" varchar(10) DEFAULT 'offline' NOT NULL,
	"last_heartbeat_ip" varchar(64) DEFAULT '' NOT NULL,
	"version" varchar(50) DEFAULT '' NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_storage_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trusted_storage_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"storage_type" varchar(10) NOT NULL,
	"endpoint" varchar(255) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT '' NOT NULL,
	"bucket" varchar(63) DEFAULT '' NOT NULL,
	"access_key" varchar(128) DEFAULT '' NOT NULL,
	"secret_key_enc" text DEFAULT '' NOT NULL,
	"force_path_style" boolean DEFAULT true NOT NULL,
	"last_test_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_storage_config_owner_uq" UNIQUE("owner_id")
);
--> statement-breakpoint
ALTER TABLE "access_list_entry" ADD CONSTRAINT "access_list_entry_list_id_access_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."access_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_grant" ADD CONSTRAINT "asset_grant_source_id_data_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_field" ADD CONSTRAINT "data_source_field_table_id_data_source_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."data_source_table"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_review" ADD CONSTRAINT "data_source_review_source_id_data_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_table" ADD CONSTRAINT "data_source_table_source_id_data_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_version" ADD CONSTRAINT "data_source_version_source_id_data_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_item_source" ADD CONSTRAINT "goods_item_source_item_id_goods_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."goods_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_review" ADD CONSTRAINT "goods_review_item_id_goods_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."goods_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD CONSTRAINT "goods_sku_item_id_goods_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."goods_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ukey" ADD CONSTRAINT "user_ukey_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ukey_event" ADD CONSTRAINT "user_ukey_event_key_id_user_ukey_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."user_ukey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_info" ADD CONSTRAINT "node_info_primary_id_node_info_id_fk" FOREIGN KEY ("primary_id") REFERENCES "public"."node_info"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_list_target_uq" ON "access_list" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "access_list_owner_idx" ON "access_list" USING btree ("owner_id","target_type");--> statement-breakpoint
CREATE INDEX "access_list_entry_consumer_idx" ON "access_list_entry" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "asset_grant_source_idx" ON "asset_grant" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "asset_grant_owner_idx" ON "asset_grant" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "asset_grant_grantee_idx" ON "asset_grant" USING btree ("grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_source_owner_name_uq" ON "data_source" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "data_source_status_idx" ON "data_source" USING btree ("status");--> statement-breakpoint
CREATE INDEX "data_source_classification_idx" ON "data_source" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "data_source_level_idx" ON "data_source" USING btree ("security_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_source_field_uq" ON "data_source_field" USING btree ("table_id","name");--> statement-breakpoint
CREATE INDEX "data_source_field_source_idx" ON "data_source_field" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "data_source_field_level_idx" ON "data_source_field" USING btree ("security_level_id");--> statement-breakpoint
CREATE INDEX "data_source_review_source_idx" ON "data_source_review" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_source_table_uq" ON "data_source_table" USING btree ("source_id","schema_name","table_name");--> statement-breakpoint
CREATE UNIQUE INDEX "data_source_version_uq" ON "data_source_version" USING btree ("source_id","version");--> statement-breakpoint
CREATE INDEX "database_table_owner_idx" ON "database_table" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "database_table_owner_name_uq" ON "database_table" USING btree ("owner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "database_table_object_uq" ON "database_table" USING btree ("connection_id","schema_name","table_name");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_item_owner_name_uq" ON "goods_item" USING btree ("owner_id","name") WHERE "goods_item"."delete_status" <> 2;--> statement-breakpoint
CREATE INDEX "goods_item_owner_idx" ON "goods_item" USING btree ("owner_id","item_type");--> statement-breakpoint
CREATE INDEX "goods_item_state_idx" ON "goods_item" USING btree ("product_status","publish_type");--> statement-breakpoint
CREATE INDEX "goods_item_classification_idx" ON "goods_item" USING btree ("classification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_item_source_uq" ON "goods_item_source" USING btree ("item_id","source_id");--> statement-breakpoint
CREATE INDEX "goods_item_source_source_idx" ON "goods_item_source" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "goods_review_item_idx" ON "goods_review" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "goods_sku_item_idx" ON "goods_sku" USING btree ("item_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "user_ukey_current_user_uq" ON "user_ukey" USING btree ("user_id") WHERE "user_ukey"."status" <> 4;--> statement-breakpoint
CREATE UNIQUE INDEX "user_ukey_current_serial_uq" ON "user_ukey" USING btree ("serial_no") WHERE "user_ukey"."status" <> 4;--> statement-breakpoint
CREATE INDEX "user_ukey_user_idx" ON "user_ukey" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_ukey_event_user_idx" ON "user_ukey_event" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "node_info_owner_idx" ON "node_info" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "node_info_kind_idx" ON "node_info" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "node_info_primary_idx" ON "node_info" USING btree ("primary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "node_info_owner_name_uq" ON "node_info" USING btree ("owner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "node_info_platform_uq" ON "node_info" USING btree ("is_platform") WHERE "node_info"."is_platform";