import { asc, count, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { sysRegion } from './sys-admin.table.js';

export type RegionRecord = typeof sysRegion.$inferSelect;
export type RegionWithChildren = RegionRecord & { hasChildren: boolean };
/** A seed row: [id, pid, name, type, sort]. */
export type RegionSeedRow = [number, number, string, number, number];

const withChildren = {
  id: sysRegion.id,
  pid: sysRegion.pid,
  name: sysRegion.name,
  type: sysRegion.type,
  sort: sysRegion.sort,
  createdAt: sysRegion.createdAt,
  updatedAt: sysRegion.updatedAt,
  hasChildren: sql<boolean>`exists (select 1 from sys_region child where child.pid = sys_region.id)`,
};

export async function countRegions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysRegion);
  return row?.n ?? 0;
}

/** Inserts the rows as one array per column (one statement); codes already there are left as they are. */
export async function insertRegionSeed(db: DbOrTx, rows: readonly RegionSeedRow[]): Promise<void> {
  const column = <T>(pick: (r: RegionSeedRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`insert into sys_region (id, pid, name, type, sort)
    select * from unnest(${column((r) => r[0])}::bigint[], ${column((r) => r[1])}::bigint[],
      ${column((r) => r[2])}::varchar[], ${column((r) => r[3])}::smallint[], ${column((r) => r[4])}::int[])
    on conflict (id) do nothing`);
}

/** Every region up to a type (1 provinces, 2 cities, 3 districts), by parent and sort. */
export async function listRegionsUpTo(db: DbOrTx, maxType: number) {
  return db
    .select({ id: sysRegion.id, pid: sysRegion.pid, name: sysRegion.name })
    .from(sysRegion)
    .where(lte(sysRegion.type, maxType))
    .orderBy(asc(sysRegion.sort), asc(sysRegion.id));
}

export async function listRegionChildren(db: DbOrTx, pid: number): Promise<RegionWithChildren[]> {
  return db
    .select(withChildren)
    .from(sysRegion)
    .where(eq(sysRegion.pid, pid))
    .orderBy(asc(sysRegion.sort), asc(sysRegion.id));
}

export async function findRegion(db: DbOrTx, id: number): Promise<RegionWithChildren | undefined> {
  const [row] = await db.select(withChildren).from(sysRegion).where(eq(sysRegion.id, id));
  return row;
}

/** The region, locked until the transaction ends (adding or removing its children waits). */
export async function lockRegion(tx: DbOrTx, id: number): Promise<RegionRecord | undefined> {
  const [row] = await tx.select().from(sysRegion).where(eq(sysRegion.id, id)).for('update');
  return row;
}

/** Inserts a region; false when the code is taken. */
export async function insertRegion(db: DbOrTx, row: typeof sysRegion.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(sysRegion)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sysRegion.id });
  return inserted.length > 0;
}

export async function updateRegionRow(
  db: DbOrTx,
  id: number,
  values: { name: string; sort: number; updatedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(sysRegion)
    .set(values)
    .where(eq(sysRegion.id, id))
    .returning({ id: sysRegion.id });
  return updated.length > 0;
}

export async function hasRegionChildren(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sysRegion.id }).from(sysRegion).where(eq(sysRegion.pid, id)).limit(1);
  return Boolean(row);
}

export async function deleteRegionRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sysRegion).where(eq(sysRegion.id, id));
}
