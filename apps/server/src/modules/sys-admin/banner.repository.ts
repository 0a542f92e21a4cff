import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { mallBanner } from './sys-admin.table.js';

export type BannerRecord = typeof mallBanner.$inferSelect;
export type BannerValues = Omit<typeof mallBanner.$inferInsert, 'id' | 'createdAt'>;

/** Enabled, started (or without start) and not ended (or without end) at `now`. */
export function liveAt(now: Date): SQL {
  return and(
    eq(mallBanner.enabled, true),
    or(isNull(mallBanner.startAt), lte(mallBanner.startAt, now)),
    or(isNull(mallBanner.endAt), gt(mallBanner.endAt, now)),
  ) as SQL;
}

export async function listLiveBanners(db: DbOrTx, now: Date, limit: number): Promise<BannerRecord[]> {
  return db
    .select()
    .from(mallBanner)
    .where(liveAt(now))
    .orderBy(asc(mallBanner.sort), desc(mallBanner.id))
    .limit(limit);
}

export async function pageBanners(db: DbOrTx, p: PageRequest, filter: { title?: string; enabled?: boolean }) {
  const where: SQL[] = [];
  if (filter.title) {
    const like = `%${escapeLike(filter.title)}%`;
    where.push(
      or(
        ilike(mallBanner.titleZhCn, like),
        ilike(mallBanner.titleZhTw, like),
        ilike(mallBanner.titleEnUs, like),
      ) as SQL,
    );
  }
  if (filter.enabled !== undefined) where.push(eq(mallBanner.enabled, filter.enabled));
  const condition = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(mallBanner)
      .where(condition)
      .orderBy(asc(mallBanner.sort), desc(mallBanner.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(mallBanner).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findBanner(db: DbOrTx, id: number): Promise<BannerRecord | undefined> {
  const [row] = await db.select().from(mallBanner).where(eq(mallBanner.id, id));
  return row;
}

export async function insertBanner(db: DbOrTx, values: BannerValues & { createdAt: Date }): Promise<number> {
  const [row] = await db.insert(mallBanner).values(values).returning({ id: mallBanner.id });
  return (row as { id: number }).id;
}

/** The image the banner had before the update, or undefined when there is no such banner. */
export async function updateBannerRow(
  db: DbOrTx,
  id: number,
  values: BannerValues,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: mallBanner.image })
      .from(mallBanner)
      .where(eq(mallBanner.id, id))
      .for('update');
    if (!before) return undefined;
    await tx.update(mallBanner).set(values).where(eq(mallBanner.id, id));
    return before.image;
  });
}

/** Deletes the banners; answers the images of those that were there. */
export async function deleteBannerRows(db: DbOrTx, ids: number[]): Promise<string[]> {
  const removed = await db
    .delete(mallBanner)
    .where(inArray(mallBanner.id, ids))
    .returning({ image: mallBanner.image });
  return removed.map((r) => r.image);
}

/** Whether any banner still shows the image. */
export async function imageInUse(db: DbOrTx, image: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mallBanner.id })
    .from(mallBanner)
    .where(eq(mallBanner.image, image))
    .limit(1);
  return Boolean(row);
}
