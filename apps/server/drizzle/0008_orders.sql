CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_idempotency" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_idempotency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consumer_id" bigint NOT NULL,
	"scope" varchar(16) NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"order_id" bigint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"consumer_id" bigint NOT NULL,
	"consumer_name" varchar(64) DEFAULT '' NOT NULL,
	"seller_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"item_type" smallint NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"sku_name" varchar(50) NOT NULL,
	"cover_image" varchar(500) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_method" varchar(32),
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expire_at" timestamp with time zone NOT NULL,
	"agreement_hash" varchar(64) NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_idempotency_uq" ON "order_idempotency" USING btree ("consumer_id","scope","key");--> statement-breakpoint
CREATE INDEX "order_idempotency_created_idx" ON "order_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_info_order_no_uq" ON "order_info" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_info_consumer_idx" ON "order_info" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE INDEX "order_info_seller_idx" ON "order_info" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "order_info_item_idx" ON "order_info" USING btree ("item_id","order_status");--> statement-breakpoint
CREATE INDEX "order_info_unpaid_idx" ON "order_info" USING btree ("expire_at") WHERE "order_info"."pay_status" = 0;