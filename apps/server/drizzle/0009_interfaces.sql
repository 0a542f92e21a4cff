CREATE TABLE "goods_item_interface" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_item_interface_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"method" varchar(6) NOT NULL,
	"path" varchar(200) NOT NULL,
	"upstream_url" varchar(500) NOT NULL,
	"auth_header" varchar(64) DEFAULT '' NOT NULL,
	"secret_cipher" text,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_schema" jsonb,
	"response_schema" jsonb,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_item_interface" ADD CONSTRAINT "goods_item_interface_item_id_goods_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."goods_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_item_interface" ADD CONSTRAINT "goods_item_interface_sku_id_goods_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_item_interface_route_uq" ON "goods_item_interface" USING btree ("sku_id","method","path");--> statement-breakpoint
CREATE INDEX "goods_item_interface_item_idx" ON "goods_item_interface" USING btree ("item_id");