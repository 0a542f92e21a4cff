import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { communityArticle as a, communityColumn as c } from './community.table.js';

export type ArticleRow = typeof a.$inferSelect;
export type ColumnRow = typeof c.$inferSelect;
export type ArticleListRow = ArticleRow & { columnTitle: string | null };
export type ColumnListRow = ColumnRow & { articleCount: number; views: number };

const PUBLISHED = 2;

const liveArticle = isNull(a.deletedAt);
const liveColumn = isNull(c.deletedAt);
const publicArticle = and(eq(a.status, PUBLISHED), liveArticle);
const publicColumn = and(eq(c.status, PUBLISHED), liveColumn);

// ---- articles ----------------------------------------------------------------------------------------------

export async function insertArticle(db: DbOrTx, row: typeof a.$inferInsert): Promise<ArticleRow> {
  const [inserted] = await db.insert(a).values(row).returning();
  return inserted!;
}

/** A live (not deleted) article, locked for the rest of the transaction. */
export async function lockArticle(db: DbOrTx, id: number): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), liveArticle))
    .for('update');
  return row ?? null;
}

/** Changes a live article only while it is in status `from`; null when it no longer was. */
export async function moveArticle(
  db: DbOrTx,
  id: number,
  from: number,
  changes: Partial<typeof a.$inferInsert>,
): Promise<ArticleRow | null> {
  const [row] = await db
    .update(a)
    .set(changes)
    .where(and(eq(a.id, id), eq(a.status, from), liveArticle))
    .returning();
  return row ?? null;
}

/** A live article with the title of its column (any status: the author's and the operator's view). */
export async function findArticle(db: DbOrTx, id: number): Promise<ArticleListRow | null> {
  const [row] = await db
    .select({ article: a, columnTitle: c.title })
    .from(a)
    .leftJoin(c, and(eq(c.id, a.columnId), liveColumn))
    .where(and(eq(a.id, id), liveArticle));
  return row ? { ...row.article, columnTitle: row.columnTitle } : null;
}

/** Counts one read of a published article and answers it with its column's title when that column is public. */
export async function readPublicArticle(db: DbOrTx, id: number): Promise<ArticleListRow | null> {
  const [updated] = await db
    .update(a)
    .set({ views: sql`${a.views} + 1` })
    .where(and(eq(a.id, id), publicArticle))
    .returning();
  if (!updated) return null;
  return { ...updated, columnTitle: await publicColumnTitle(db, updated.columnId) };
}

/** A published article without counting a view (a reader's reload). */
export async function findPublicArticle(db: DbOrTx, id: number): Promise<ArticleListRow | null> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), publicArticle));
  if (!row) return null;
  return { ...row, columnTitle: await publicColumnTitle(db, row.columnId) };
}

async function publicColumnTitle(db: DbOrTx, columnId: number | null): Promise<string | null> {
  if (columnId === null) return null;
  const [row] = await db
    .select({ title: c.title })
    .from(c)
    .where(and(eq(c.id, columnId), publicColumn));
  return row?.title ?? null;
}

export interface ArticleFilter {
  /** Published only, and column titles of published columns only. */
  publicOnly?: boolean;
  authorId?: number | undefined;
  status?: number | undefined;
  category?: string | undefined;
  columnId?: number | undefined;
  keyword?: string | undefined;
  sort?: 'latest' | 'hot' | 'oldest' | 'changed';
}

function articleOrder(sort: ArticleFilter['sort']): SQL[] {
  switch (sort) {
    case 'hot':
      return [desc(a.views), desc(a.id)];
    case 'oldest':
      return [asc(a.publishedAt), asc(a.id)];
    case 'latest':
      return [desc(a.publishedAt), desc(a.id)];
    default:
      return [desc(a.updatedAt), desc(a.id)];
  }
}

export async function pageArticles(db: DbOrTx, p: PageRequest, f: ArticleFilter) {
  const like = f.keyword ? `%${escapeLike(f.keyword)}%` : null;
  const where = and(
    f.publicOnly ? publicArticle : liveArticle,
    f.authorId === undefined ? undefined : eq(a.authorId, f.authorId),
    f.status === undefined ? undefined : eq(a.status, f.status),
    f.category === undefined ? undefined : eq(a.category, f.category),
    f.columnId === undefined ? undefined : eq(a.columnId, f.columnId),
    like
      ? or(
          ilike(a.title, like),
          ilike(a.summary, like),
          ilike(a.authorName, like),
          sql`exists (select 1 from unnest(${a.tags}) t where t ilike ${like})`,
        )
      : undefined,
  );
  const columnJoin = and(eq(c.id, a.columnId), f.publicOnly ? publicColumn : liveColumn);
  const [rows, [total]] = await Promise.all([
    db
      .select({ article: a, columnTitle: c.title })
      .from(a)
      .leftJoin(c, columnJoin)
      .where(where)
      .orderBy(...articleOrder(f.sort))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({ ...r.article, columnTitle: r.columnTitle })),
  };
}

/** Takes every article out of a column (a deleted column); their status does not change. */
export async function detachArticles(db: DbOrTx, columnId: number): Promise<void> {
  await db.update(a).set({ columnId: null }).where(eq(a.columnId, columnId));
}

// ---- columns -----------------------------------------------------------------------------------------------

export async function insertColumn(db: DbOrTx, row: typeof c.$inferInsert): Promise<ColumnRow> {
  const [inserted] = await db.insert(c).values(row).returning();
  return inserted!;
}

export async function lockColumn(db: DbOrTx, id: number): Promise<ColumnRow | null> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, id), liveColumn))
    .for('update');
  return row ?? null;
}

export async function moveColumn(
  db: DbOrTx,
  id: number,
  from: number,
  changes: Partial<typeof c.$inferInsert>,
): Promise<ColumnRow | null> {
  const [row] = await db
    .update(c)
    .set(changes)
    .where(and(eq(c.id, id), eq(c.status, from), liveColumn))
    .returning();
  return row ?? null;
}

/** Live columns of an author, locked (the per-author limit is counted under this lock). */
export async function lockColumnsOf(db: DbOrTx, authorId: number): Promise<number> {
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.authorId, authorId), liveColumn))
    .for('update');
  return rows.length;
}

/** Published articles of a column and their views: what the column's card shows. */
const columnStats = {
  // Raw names: drizzle writes columns unqualified inside sql``, which would bind "id" to the inner table.
  articleCount: sql<number>`(select count(*)::int from community_article ca where ca.column_id = "community_column"."id" and ca.status = ${PUBLISHED} and ca.deleted_at is null)`,
  views: sql<number>`(select coalesce(sum(ca.views), 0)::int from community_article ca where ca.column_id = "community_column"."id" and ca.status = ${PUBLISHED} and ca.deleted_at is null)`,
};

export async function findColumn(db: DbOrTx, id: number, publicOnly = false): Promise<ColumnListRow | null> {
  const [row] = await db
    .select({ column: c, ...columnStats })
    .from(c)
    .where(and(eq(c.id, id), publicOnly ? publicColumn : liveColumn));
  return row ? { ...row.column, articleCount: row.articleCount, views: row.views } : null;
}

export interface ColumnFilter {
  publicOnly?: boolean;
  authorId?: number | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

/** A column with at least one published article: public lists leave empty ones out. */
const hasPublishedArticle = sql`exists (select 1 from community_article ca where ca.column_id = "community_column"."id" and ca.status = ${PUBLISHED} and ca.deleted_at is null)`;

export async function pageColumns(db: DbOrTx, p: PageRequest, f: ColumnFilter) {
  const like = f.keyword ? `%${escapeLike(f.keyword)}%` : null;
  const where = and(
    f.publicOnly ? and(publicColumn, hasPublishedArticle) : liveColumn,
    f.authorId === undefined ? undefined : eq(c.authorId, f.authorId),
    f.status === undefined ? undefined : eq(c.status, f.status),
    like ? or(ilike(c.title, like), ilike(c.summary, like), ilike(c.authorName, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ column: c, ...columnStats })
      .from(c)
      .where(where)
      .orderBy(...(f.publicOnly ? [desc(c.publishedAt)] : [desc(c.updatedAt)]), desc(c.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({ ...r.column, articleCount: r.articleCount, views: r.views })),
  };
}

/** Articles ever written (deleted ones too): the demo is seeded only into an empty community. */
export async function countAllArticles(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a);
  return row?.n ?? 0;
}
