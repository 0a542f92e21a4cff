ALTER TABLE "asset_grant" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "asset_grant" ADD COLUMN "item_id" bigint;--> statement-breakpoint
CREATE INDEX "asset_grant_item_idx" ON "asset_grant" USING btree ("item_id") WHERE "asset_grant"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "asset_grant_order_idx" ON "asset_grant" USING btree ("order_id") WHERE "asset_grant"."order_id" is not null;