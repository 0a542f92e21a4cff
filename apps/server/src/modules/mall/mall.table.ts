import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Sort value of a good without a SKU on sale: after every price (keyset needs a non-null key). */
export const NO_PRICE = 9_000_000_000_000_000_000n;

/**
 * Figures of the mall per good, kept beside the goods (their read model for sorting): the lowest price of the
 * SKUs on sale (refreshed from the goods tables when they change), units sold and paid orders (counted in the
 * payment transaction), favourites, detail-page views (batched). `listed` mirrors the good's mall state at the last refresh: the sales and
 * price orders walk these indexes and recheck the good itself.
 */
export const mallItemStat = pgTable(
  'mall_item_stat',
  {
    itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
    itemType: smallint('item_type').notNull(),
    listed: boolean('listed').notNull().default(false),
    /** 1/10000 yuan; NO_PRICE without a SKU on sale. */
    minPrice: bigint('min_price', { mode: 'bigint' }).notNull().default(sql`9000000000000000000`),
    salesVolume: integer('sales_volume').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    favouriteCount: integer('favourite_count').notNull().default(0),
    /**
     * Views of the good's mall detail page, added in batches by mall.views.ts (not goods_item.view_count, which
     * keeps the figure of before; a row created by the refresh starts from it).
     */
    viewCount: integer('view_count').notNull().default(0),
    /** The good's tags at the last refresh (tag facets read them here, not from the wide goods rows). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * The good's own card fields as the start of a JSON object, at the last refresh (GOOD_CARD_HEAD of
     * goods/goods.mall-view.ts); null until the refresh wrote it (the page query then builds it).
     */
    cardHead: text('card_head'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mall_item_stat_type_sales_idx')
      .on(t.itemType, t.salesVolume.desc(), t.itemId.desc())
      .where(sql`${t.listed}`),
    index('mall_item_stat_sales_idx').on(t.salesVolume.desc(), t.itemId.desc()).where(sql`${t.listed}`),
    index('mall_item_stat_type_price_idx').on(t.itemType, t.minPrice, t.itemId).where(sql`${t.listed}`),
    index('mall_item_stat_price_idx').on(t.minPrice, t.itemId).where(sql`${t.listed}`),
    index('mall_item_stat_updated_idx').on(t.updatedAt),
  ],
);

/** A good in a user's favourites (sys/user-collect). */
export const mallFavourite = pgTable(
  'mall_favourite',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_favourite_user_item_uq').on(t.userId, t.itemId),
    index('mall_favourite_user_idx').on(t.userId, t.id.desc()),
  ],
);

/** A shop a user follows (sys/user-attention). */
export const mallFollow = pgTable(
  'mall_follow',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The supplier or developer followed. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_follow_user_owner_uq').on(t.userId, t.ownerId),
    index('mall_follow_user_idx').on(t.userId, t.id.desc()),
    index('mall_follow_owner_idx').on(t.ownerId),
  ],
);

/** Where the refresh of mall_item_stat stands (key `watermark`), so a restart refreshes only what changed. */
export const mallSync = pgTable('mall_sync', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: varchar('value', { length: 100 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MallItemStatRow = typeof mallItemStat.$inferSelect;
