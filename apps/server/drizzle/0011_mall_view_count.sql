ALTER TABLE "mall_item_stat" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Views counted so far on the goods rows carry over to the mall's figures (batched from now on).
UPDATE "mall_item_stat" s SET "view_count" = g."view_count" FROM "goods_item" g WHERE g."id" = s."item_id" AND g."view_count" > 0;
