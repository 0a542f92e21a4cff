DROP INDEX "order_info_paid_idx";--> statement-breakpoint
CREATE INDEX "goods_item_stats_idx" ON "goods_item" USING btree ("item_type","product_status","publish_type","delete_status","open_review");--> statement-breakpoint
CREATE INDEX "goods_item_created_idx" ON "goods_item" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_info_paid_idx" ON "order_info" USING btree ("paid_at","item_id","seller_id","consumer_id","amount","item_type") WHERE "order_info"."pay_status" = 1;