import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { grantedSource, grantedSourceIsListed } from '../assets/assets.grant-view.js';
import { assetGrant } from './grants.table.js';

export type GrantRow = typeof assetGrant.$inferSelect;
export type NewGrant = typeof assetGrant.$inferInsert;

export async function insertGrants(db: DbOrTx, rows: NewGrant[]): Promise<GrantRow[]> {
  if (rows.length === 0) return [];
  return db.insert(assetGrant).values(rows).returning();
}

export async function findGrant(db: DbOrTx, id: number): Promise<GrantRow | null> {
  const [row] = await db.select().from(assetGrant).where(eq(assetGrant.id, id));
  return row ?? null;
}

export async function updateGrant(db: DbOrTx, id: number, values: Partial<NewGrant>): Promise<GrantRow> {
  const [row] = await db.update(assetGrant).set(values).where(eq(assetGrant.id, id)).returning();
  return row!;
}

/** Revokes the grants a paid order issued (its refund was approved); answers how many. */
export async function revokeOrderGrants(db: DbOrTx, orderId: number, now: Date): Promise<number> {
  const rows = await db
    .update(assetGrant)
    .set({ status: 0, updatedAt: now })
    .where(and(eq(assetGrant.orderId, orderId), eq(assetGrant.status, 1)))
    .returning({ id: assetGrant.id });
  return rows.length;
}

/** Grants in force on `today` (or later) issued by paid orders of a good, one per order, at most `limit`. */
export async function liveOrderGrantsOfItem(db: DbOrTx, itemId: number, today: string, limit: number) {
  return db
    .selectDistinctOn([assetGrant.orderId], { orderId: assetGrant.orderId, endDate: assetGrant.endDate })
    .from(assetGrant)
    .where(and(eq(assetGrant.itemId, itemId), eq(assetGrant.status, 1), gte(assetGrant.endDate, today)))
    .orderBy(assetGrant.orderId, desc(assetGrant.endDate))
    .limit(limit);
}

/** Grants in force of the same grantee (null: everyone) on an asset whose days overlap [start, end]. */
export function overlappingGrants(
  db: DbOrTx,
  sourceId: number,
  granteeId: number | null,
  start: string,
  end: string,
  exceptId?: number,
): Promise<GrantRow[]> {
  return db
    .select()
    .from(assetGrant)
    .where(
      and(
        eq(assetGrant.sourceId, sourceId),
        granteeId === null ? isNull(assetGrant.granteeId) : eq(assetGrant.granteeId, granteeId),
        eq(assetGrant.status, 1),
        lte(assetGrant.startDate, end),
        gte(assetGrant.endDate, start),
        exceptId === undefined ? undefined : ne(assetGrant.id, exceptId),
      ),
    );
}

export type GrantScope =
  | { kind: 'owner'; ownerId: number }
  | { kind: 'grantee'; granteeId: number }
  | { kind: 'all' };

export interface GrantFilter {
  sourceId?: number | undefined;
  sourceName?: string | undefined;
  /** Users whose username or company matches (resolved by the service). */
  granteeIds?: number[] | undefined;
  state?: 'pending' | 'active' | 'expired' | 'revoked' | undefined;
  today: string;
}

function grantWhere(scope: GrantScope, filter: GrantFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (scope.kind === 'owner') parts.push(eq(assetGrant.ownerId, scope.ownerId));
  if (scope.kind === 'grantee') {
    // A consumer holds its own grants and those to everyone, on assets still listed.
    parts.push(or(eq(assetGrant.granteeId, scope.granteeId), isNull(assetGrant.granteeId)));
    parts.push(grantedSourceIsListed);
  }
  if (filter.sourceId !== undefined) parts.push(eq(assetGrant.sourceId, filter.sourceId));
  if (filter.sourceName) parts.push(ilike(grantedSource.name, `%${escapeLike(filter.sourceName)}%`));
  if (filter.granteeIds)
    parts.push(inArray(assetGrant.granteeId, filter.granteeIds.length ? filter.granteeIds : [-1]));
  const { today } = filter;
  if (filter.state === 'revoked') parts.push(eq(assetGrant.status, 0));
  if (filter.state === 'pending')
    parts.push(and(eq(assetGrant.status, 1), sql`${assetGrant.startDate} > ${today}`));
  if (filter.state === 'expired')
    parts.push(and(eq(assetGrant.status, 1), sql`${assetGrant.endDate} < ${today}`));
  if (filter.state === 'active') {
    parts.push(
      and(eq(assetGrant.status, 1), lte(assetGrant.startDate, today), gte(assetGrant.endDate, today)),
    );
  }
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length ? and(...kept) : undefined;
}

/** A page of grants, each with the name and status of its asset (the assets' published view). */
export async function pageGrants(db: DbOrTx, p: PageRequest, scope: GrantScope, filter: GrantFilter) {
  const condition = grantWhere(scope, filter);
  const [list, [total]] = await Promise.all([
    db
      .select({ grant: assetGrant, source: { name: grantedSource.name, status: grantedSource.status } })
      .from(assetGrant)
      .innerJoin(grantedSource, eq(grantedSource.id, assetGrant.sourceId))
      .where(condition)
      .orderBy(desc(assetGrant.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db
      .select({ n: count() })
      .from(assetGrant)
      .innerJoin(grantedSource, eq(grantedSource.id, assetGrant.sourceId))
      .where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The grant of a consumer (or to everyone) in force today on an asset, own grants first. */
export async function grantInForce(db: DbOrTx, sourceId: number, granteeId: number, today: string) {
  const [row] = await db
    .select()
    .from(assetGrant)
    .where(
      and(
        eq(assetGrant.sourceId, sourceId),
        or(eq(assetGrant.granteeId, granteeId), isNull(assetGrant.granteeId)),
        eq(assetGrant.status, 1),
        lte(assetGrant.startDate, today),
        gte(assetGrant.endDate, today),
      ),
    )
    .orderBy(sql`${assetGrant.granteeId} is null`, desc(assetGrant.endDate))
    .limit(1);
  return row ?? null;
}
