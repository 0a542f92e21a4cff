import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A node of a classification tree. `classify` picks the tree: data sources 1, goods 2, brands 3.
 * Roots have no parent; a parent always belongs to the same tree.
 */
export const sourceClassification = pgTable(
  'source_classification',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    /** classify: data sources 1, goods 2, brands 3 */
    classify: smallint('classify').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => sourceClassification.id, {
      onDelete: 'restrict',
    }),
    name: varchar('name', { length: 50 }).notNull(),
    /** English name for the en-US mall; the Chinese name serves zh-CN and zh-TW. */
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    /** Goods item type the node is limited to (goods tree); null: every type. */
    itemType: smallint('item_type'),
    sort: integer('sort').notNull().default(0),
    icon: varchar('icon', { length: 200 }).notNull().default(''),
    /** disabled 0, enabled 1 */
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Sibling names are unique, case-insensitively; roots are siblings of one another (parent 0).
    uniqueIndex('source_classification_sibling_name_uq').on(
      t.classify,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('source_classification_parent_idx').on(t.classify, t.parentId),
  ],
);

/** A tag that belongs to one classification node. */
export const classificationTag = pgTable(
  'classification_tag',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    classificationId: bigint('classification_id', { mode: 'number' })
      .notNull()
      .references(() => sourceClassification.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('classification_tag_name_uq').on(t.classificationId, sql`lower(${t.name})`)],
);

/** Free tags (`/server/tag/*`): not tied to a classification, offered by type-ahead. */
export const freeTag = pgTable(
  'free_tag',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('free_tag_name_uq').on(sql`lower(${t.name})`)],
);

/** Ordered security grades; each masks previews of the fields it is given to. */
export const securityLevel = pgTable(
  'security_level',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    /** Higher is more sensitive; unique. */
    level: integer('level').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    /** none | partial (first and last characters kept) | full (all stars) */
    maskingRule: varchar('masking_rule', { length: 10 }).notNull().default('none'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('security_level_level_uq').on(t.level),
    uniqueIndex('security_level_name_uq').on(sql`lower(${t.name})`),
  ],
);
