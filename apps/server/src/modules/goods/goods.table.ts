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

/** The last decided review of a good, kept for the owner's list. */
export interface LastReview {
  processKey: string;
  decision: 'approved' | 'rejected';
  comment: string;
  date: string;
}

/**
 * A good (item) of the mall. States (see the contract's goods-states.ts): product_status (0 not enabled, 1 enable under
 * review, 2 enabled, 3 disable under review, 4 disabled), publish_type (0 never listed, 1 listed,
 * 2 delisted), product_delete (0 normal, 1 delete under review, 2 deleted: the row stays for orders).
 */
export const goodsItem = pgTable(
  'goods_item',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** data application 1, data package 2, asset goods 3, table goods 4, API goods 5 */
    itemType: smallint('item_type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Goods classification node (classify 2); null when it was deleted meanwhile. */
    classificationId: bigint('classification_id', { mode: 'number' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Brand node (classify 3). */
    brandId: bigint('brand_id', { mode: 'number' }),
    coverImage: varchar('cover_image', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    usageInstructions: text('usage_instructions').notNull().default(''),
    agreement: text('agreement').notNull().default(''),
    /** Data package: paths in the owner's trusted storage. */
    packageFiles: jsonb('package_files').$type<string[]>().notNull().default([]),
    sampleFile: varchar('sample_file', { length: 500 }),
    appUrl: varchar('app_url', { length: 500 }),
    apiType: smallint('api_type'),
    productStatus: smallint('product_status').notNull().default(0),
    publishType: smallint('publish_type').notNull().default(0),
    deleteStatus: smallint('delete_status').notNull().default(0),
    /** Product status before the open enable review (a rejection goes back to it). */
    statusBeforeReview: smallint('status_before_review'),
    /** goods-enable | goods-disable | goods-delete while one is open. */
    openReview: varchar('open_review', { length: 20 }),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }),
    lastReview: jsonb('last_review').$type<LastReview>(),
    viewCount: integer('view_count').notNull().default(0),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique among an owner's goods that are not deleted.
    uniqueIndex('goods_item_owner_name_uq').on(t.ownerId, t.name).where(sql`${t.deleteStatus} <> 2`),
    index('goods_item_owner_idx').on(t.ownerId, t.itemType),
    index('goods_item_state_idx').on(t.productStatus, t.publishType),
    index('goods_item_classification_idx').on(t.classificationId),
    // Mall read model (modules/mall): partial indexes over the goods in the mall (listed, enabled, not deleted),
    // newest first with the id as tie-breaker, so listings, filters and keyset pages never scan the table.
    index('goods_item_mall_type_new_idx')
      .on(t.itemType, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_mall_new_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_mall_owner_idx')
      .on(t.ownerId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_mall_class_idx')
      .on(t.classificationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_mall_brand_idx')
      .on(t.brandId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_mall_facet_idx')
      .on(t.itemType, t.classificationId, t.brandId)
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_mall_tags_idx')
      .using('gin', t.tags)
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    // Keyword search: full text over name and summary, every non-ASCII character (Chinese) its own token, in the
    // stored column search_vector. PostgreSQL computes it (migration 0018, GENERATED ALWAYS … STORED); it is left
    // out of this table's columns so that goods reads do not fetch it: only the mall's SQL reads it.
    index('goods_item_mall_search_idx')
      .using('gin', sql`search_vector`)
      .where(sql`${t.publishType} = 1 and ${t.deleteStatus} = 0 and ${t.productStatus} in (2, 3)`),
    index('goods_item_updated_idx').on(t.updatedAt),
    // The operator's statistics (goods.stats-view.ts): goods per kind and state as an index-only scan, new goods.
    index('goods_item_stats_idx').on(
      t.itemType,
      t.productStatus,
      t.publishType,
      t.deleteStatus,
      t.openReview,
    ),
    index('goods_item_created_idx').on(t.createdAt),
  ],
);

/** Fields of a SKU that a review may change (kept as pending changes until approved). */
export interface SkuFields {
  name: string;
  billingMode: number;
  /** 1/10000 yuan, as text (bigint). */
  price: string;
  useCount: number | null;
  periodUnit: 'month' | 'year' | null;
  periodCount: number | null;
  stock: number | null;
  validityDays: number | null;
  negotiable: boolean;
  description: string;
  sort: number;
}

/**
 * A SKU (specification) of a good. audit_status uses sp_sptype values: to submit 0, approved 1,
 * rejected 2, under review 3. Price in 1/10000 yuan.
 */
export const goodsSku = pgTable(
  'goods_sku',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => goodsItem.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    billingMode: smallint('billing_mode').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    useCount: integer('use_count'),
    periodUnit: varchar('period_unit', { length: 10 }),
    periodCount: integer('period_count'),
    stock: integer('stock'),
    validityDays: integer('validity_days'),
    negotiable: boolean('negotiable').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    description: varchar('description', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    auditStatus: smallint('audit_status').notNull().default(1),
    /** Approved once (a never-approved SKU of an enabled good may be deleted). */
    everApproved: boolean('ever_approved').notNull().default(false),
    pendingChanges: jsonb('pending_changes').$type<SkuFields>(),
    pendingPrice: bigint('pending_price', { mode: 'bigint' }),
    reviewComment: text('review_comment').notNull().default(''),
    /** sku-audit | price-change while one is open. */
    openReview: varchar('open_review', { length: 20 }),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_sku_item_idx').on(t.itemId, t.sort),
    // Mall read model: finds the SKUs changed since its last refresh.
    index('goods_sku_updated_idx').on(t.updatedAt),
  ],
);

/** An approved asset (or chosen tables of it) bound to an asset or table good. */
export const goodsItemSource = pgTable(
  'goods_item_source',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => goodsItem.id, { onDelete: 'cascade' }),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** The assets module's row (another module: no foreign key). */
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** Listed version of the asset when bound. */
    sourceVersion: integer('source_version'),
    /** Table goods: the chosen tables; empty: the whole asset. */
    tableIds: jsonb('table_ids').$type<number[]>().notNull().default([]),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_item_source_uq').on(t.itemId, t.sourceId),
    index('goods_item_source_source_idx').on(t.sourceId),
  ],
);

/** Every review started for a good or one of its SKUs (review history). */
export const goodsReview = pgTable(
  'goods_review',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => goodsItem.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' }),
    processKey: varchar('process_key', { length: 20 }).notNull(),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }).notNull(),
    objectName: varchar('object_name', { length: 300 }).notNull().default(''),
    /** The owner's note to the reviewer (request comment, reason of a price change). */
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_review_item_idx').on(t.itemId)],
);
