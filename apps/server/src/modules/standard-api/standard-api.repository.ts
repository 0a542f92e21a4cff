import { and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { standardApi, standardApiRouter, standardApiVersion } from './standard-api.table.js';

export type ApiRow = typeof standardApi.$inferSelect;
export type NewApi = typeof standardApi.$inferInsert;
export type VersionRow = typeof standardApiVersion.$inferSelect;
export type RouterRow = typeof standardApiRouter.$inferSelect;

export async function findApi(db: DbOrTx, id: number): Promise<ApiRow | null> {
  const [row] = await db.select().from(standardApi).where(eq(standardApi.id, id));
  return row ?? null;
}

export async function findApiByName(db: DbOrTx, name: string, exceptId?: number): Promise<ApiRow | null> {
  const [row] = await db
    .select()
    .from(standardApi)
    .where(
      and(
        sql`lower(${standardApi.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(standardApi.id, exceptId),
      ),
    );
  return row ?? null;
}

export async function pageApis(
  db: DbOrTx,
  p: PageRequest,
  filter: { name?: string | undefined; status?: number },
) {
  const where = and(
    filter.name ? ilike(standardApi.name, `%${escapeLike(filter.name)}%`) : undefined,
    filter.status === undefined ? undefined : eq(standardApi.status, filter.status),
  );
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(standardApi)
      .where(where)
      .orderBy(desc(standardApi.createdAt), desc(standardApi.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(standardApi).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertApi(db: DbOrTx, values: NewApi): Promise<ApiRow> {
  const [row] = await db.insert(standardApi).values(values).returning();
  return row!;
}

export async function updateApi(db: DbOrTx, id: number, values: Partial<NewApi>): Promise<ApiRow> {
  const [row] = await db.update(standardApi).set(values).where(eq(standardApi.id, id)).returning();
  return row!;
}

export async function deleteApi(db: DbOrTx, id: number) {
  await db.delete(standardApi).where(eq(standardApi.id, id));
}

/** Versions, newest version and router counts of some APIs. */
export async function apiStats(db: DbOrTx, apiIds: number[]) {
  if (!apiIds.length) return new Map<number, { versions: number; latest: string | null; routers: number }>();
  const [versions, routers] = await Promise.all([
    db
      .select()
      .from(standardApiVersion)
      .where(inArray(standardApiVersion.apiId, apiIds))
      .orderBy(desc(standardApiVersion.createdAt), desc(standardApiVersion.id)),
    db
      .select({ apiId: standardApiRouter.apiId, n: count() })
      .from(standardApiRouter)
      .where(inArray(standardApiRouter.apiId, apiIds))
      .groupBy(standardApiRouter.apiId),
  ]);
  const stats = new Map(apiIds.map((id) => [id, { versions: 0, latest: null as string | null, routers: 0 }]));
  for (const v of versions) {
    const s = stats.get(v.apiId)!;
    if (s.versions === 0) s.latest = v.version;
    s.versions += 1;
  }
  for (const r of routers) stats.get(r.apiId)!.routers = r.n;
  return stats;
}

export async function findVersion(db: DbOrTx, id: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(standardApiVersion).where(eq(standardApiVersion.id, id));
  return row ?? null;
}

export async function findVersionNo(db: DbOrTx, apiId: number, version: string) {
  const [row] = await db
    .select()
    .from(standardApiVersion)
    .where(
      and(eq(standardApiVersion.apiId, apiId), sql`lower(${standardApiVersion.version}) = lower(${version})`),
    );
  return row ?? null;
}

export async function pageVersions(db: DbOrTx, p: PageRequest, apiId: number) {
  const where = eq(standardApiVersion.apiId, apiId);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(standardApiVersion)
      .where(where)
      .orderBy(desc(standardApiVersion.createdAt), desc(standardApiVersion.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(standardApiVersion).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertVersion(db: DbOrTx, values: typeof standardApiVersion.$inferInsert) {
  const [row] = await db.insert(standardApiVersion).values(values).returning();
  return row!;
}

export function findVersionsByIds(db: DbOrTx, ids: number[]): Promise<VersionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(standardApiVersion).where(inArray(standardApiVersion.id, ids));
}

export function listRouters(db: DbOrTx, apiId: number): Promise<RouterRow[]> {
  return db
    .select()
    .from(standardApiRouter)
    .where(eq(standardApiRouter.apiId, apiId))
    .orderBy(desc(standardApiRouter.createdAt), desc(standardApiRouter.id));
}

export async function countRouters(db: DbOrTx, apiId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(standardApiRouter)
    .where(eq(standardApiRouter.apiId, apiId));
  return row?.n ?? 0;
}

export async function findRouter(db: DbOrTx, id: number): Promise<RouterRow | null> {
  const [row] = await db.select().from(standardApiRouter).where(eq(standardApiRouter.id, id));
  return row ?? null;
}

/** Binds a good to a version; an existing binding of the good to the API moves to the new version. */
export async function upsertRouter(
  db: DbOrTx,
  values: typeof standardApiRouter.$inferInsert,
): Promise<RouterRow> {
  const [row] = await db
    .insert(standardApiRouter)
    .values(values)
    .onConflictDoUpdate({
      target: [standardApiRouter.apiId, standardApiRouter.itemId],
      set: { versionId: values.versionId, updatedAt: values.updatedAt },
    })
    .returning();
  return row!;
}

export async function deleteRouter(db: DbOrTx, id: number) {
  await db.delete(standardApiRouter).where(eq(standardApiRouter.id, id));
}
