import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A developer's column (专栏): a named series of its articles. status: draft 0, in review 1, published 2,
 * rejected 3, taken down 4. Deleted columns keep their row (`deleted_at`) so reviews and history still resolve.
 * The author's shop name is copied at each save (public lists need no join into the identity module's tables).
 */
export const communityColumn = pgTable(
  'community_column',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** Why the review rejected it or an operator took it down. */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('community_column_status_ck', sql`${t.status} between 0 and 4`),
    index('community_column_author_idx').on(t.authorId, t.updatedAt),
    index('community_column_public_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 2 and ${t.deletedAt} is null`),
  ],
);

/**
 * A developer's article in one of the community's categories, optionally in one of its columns. Same statuses
 * as columns. `views` counts reads of the public page.
 */
export const communityArticle = pgTable(
  'community_article',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    columnId: bigint('column_id', { mode: 'number' }).references(() => communityColumn.id),
    /** frontend | backend | api | devtool | test */
    category: varchar('category', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    /** Cleaned HTML. */
    content: text('content').notNull(),
    tags: varchar('tags', { length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('community_article_status_ck', sql`${t.status} between 0 and 4`),
    index('community_article_author_idx').on(t.authorId, t.updatedAt),
    index('community_article_column_idx').on(t.columnId),
    // Public lists: per category newest or most read, and per column.
    index('community_article_public_idx')
      .on(t.category, t.publishedAt)
      .where(sql`${t.status} = 2 and ${t.deletedAt} is null`),
    index('community_article_hot_idx').on(t.views).where(sql`${t.status} = 2 and ${t.deletedAt} is null`),
  ],
);
