CREATE TABLE "stat_day" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bill_line_platform_created_idx" ON "bill_line" USING btree ("created_at") WHERE "bill_line"."party" = 'platform';--> statement-breakpoint
CREATE INDEX "api_usage_daily_day_idx" ON "api_usage_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_info_created_idx" ON "order_info" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_info_paid_idx" ON "order_info" USING btree ("paid_at") WHERE "order_info"."pay_status" = 1;
