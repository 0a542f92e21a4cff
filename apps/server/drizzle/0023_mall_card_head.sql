ALTER TABLE "mall_item_stat" ADD COLUMN "card_head" text;--> statement-breakpoint
-- The next refresh of the read model takes every good (a null watermark), so every row gets its card head.
UPDATE "mall_sync" SET "value" = NULL WHERE "key" = 'watermark';
