CREATE TABLE "app_asset_relation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_asset_relation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"developer_id" bigint NOT NULL,
	"developer_name" varchar(64) NOT NULL,
	"source_id" bigint NOT NULL,
	"source_name" varchar(100) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(64) NOT NULL,
	"purpose" varchar(500) NOT NULL,
	"reply" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "app_asset_relation_open_uq" ON "app_asset_relation" USING btree ("item_id","source_id") WHERE "app_asset_relation"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "app_asset_relation_supplier_idx" ON "app_asset_relation" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "app_asset_relation_developer_idx" ON "app_asset_relation" USING btree ("developer_id","id");--> statement-breakpoint
CREATE INDEX "app_asset_relation_source_idx" ON "app_asset_relation" USING btree ("source_id");