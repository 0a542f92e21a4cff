import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import {
  dataSource,
  dataSourceField,
  dataSourceReview,
  dataSourceTable,
  dataSourceVersion,
} from './assets.table.js';

export type SourceRow = typeof dataSource.$inferSelect;
export type NewSource = typeof dataSource.$inferInsert;
export type TableRow = typeof dataSourceTable.$inferSelect;
export type NewTable = typeof dataSourceTable.$inferInsert;
export type FieldRow = typeof dataSourceField.$inferSelect;
export type NewField = typeof dataSourceField.$inferInsert;
export type VersionRow = typeof dataSourceVersion.$inferSelect;
export type NewVersion = typeof dataSourceVersion.$inferInsert;
export type ReviewRow = typeof dataSourceReview.$inferSelect;

// --- assets ---------------------------------------------------------------------------------------------

export async function findSource(db: DbOrTx, id: number): Promise<SourceRow | null> {
  const [row] = await db.select().from(dataSource).where(eq(dataSource.id, id));
  return row ?? null;
}

/** The row locked for the rest of the transaction (status changes, edits). */
export async function lockSource(db: DbOrTx, id: number): Promise<SourceRow | null> {
  const [row] = await db.select().from(dataSource).where(eq(dataSource.id, id)).for('update');
  return row ?? null;
}

export function findSourcesByIds(db: DbOrTx, ids: number[]): Promise<SourceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(dataSource).where(inArray(dataSource.id, ids));
}

export async function findSourceByName(db: DbOrTx, ownerId: number, name: string): Promise<SourceRow | null> {
  const [row] = await db
    .select()
    .from(dataSource)
    .where(and(eq(dataSource.ownerId, ownerId), eq(dataSource.name, name)));
  return row ?? null;
}

export async function insertSource(db: DbOrTx, values: NewSource): Promise<SourceRow> {
  const [row] = await db.insert(dataSource).values(values).returning();
  return row!;
}

export async function updateSource(db: DbOrTx, id: number, values: Partial<NewSource>): Promise<SourceRow> {
  const [row] = await db.update(dataSource).set(values).where(eq(dataSource.id, id)).returning();
  return row!;
}

export async function sourcesOfConnections(db: DbOrTx, connectionIds: number[]) {
  return db
    .select({ connectionId: dataSource.connectionId, name: dataSource.name })
    .from(dataSource)
    .where(inArray(dataSource.connectionId, connectionIds))
    .orderBy(asc(dataSource.id));
}

export async function deleteSources(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(dataSource).where(inArray(dataSource.id, ids));
}

/** Who may see which assets in lists. */
export type SourceScope =
  | { kind: 'owner'; ownerId: number }
  | { kind: 'all' }
  /** Consumers, developers, the mall: assets with a listed version that are not disabled. */
  | { kind: 'listed' };

export interface SourceFilter {
  name?: string | undefined;
  classificationIds?: number[] | undefined;
  status?: number | undefined;
  securityLevelId?: number | undefined;
  storageType?: number | undefined;
  ownerId?: number | undefined;
  names?: string[] | undefined;
  excludeIds?: number[] | undefined;
}

/** Listed (visible to consumers): approved once and not disabled. */
export const LISTED_CONDITION = and(isNotNull(dataSource.listedVersion), ne(dataSource.status, 4))!;

function sourceWhere(scope: SourceScope, filter: SourceFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (scope.kind === 'owner') parts.push(eq(dataSource.ownerId, scope.ownerId));
  if (scope.kind === 'listed') parts.push(LISTED_CONDITION);
  if (filter.name) {
    const pattern = `%${escapeLike(filter.name)}%`;
    parts.push(or(ilike(dataSource.name, pattern), sql`${dataSource.tags}::text ilike ${pattern}`));
  }
  if (filter.classificationIds) parts.push(inArray(dataSource.classificationId, filter.classificationIds));
  if (filter.status !== undefined) parts.push(eq(dataSource.status, filter.status));
  if (filter.securityLevelId !== undefined)
    parts.push(eq(dataSource.securityLevelId, filter.securityLevelId));
  if (filter.storageType !== undefined) parts.push(eq(dataSource.storageType, filter.storageType));
  if (filter.ownerId !== undefined) parts.push(eq(dataSource.ownerId, filter.ownerId));
  if (filter.names) parts.push(inArray(dataSource.name, filter.names));
  if (filter.excludeIds?.length) parts.push(notInArray(dataSource.id, filter.excludeIds));
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length ? and(...kept) : undefined;
}

const SORT_COLUMNS = {
  createDate: dataSource.createdAt,
  goodsCount: dataSource.usageCount,
  updateDate: dataSource.updatedAt,
  name: dataSource.name,
} as const;
export type SourceSort = keyof typeof SORT_COLUMNS;

export async function pageSources(
  db: DbOrTx,
  p: PageRequest,
  scope: SourceScope,
  filter: SourceFilter,
  sort: { key: SourceSort; order: 'asc' | 'desc' },
) {
  const condition = sourceWhere(scope, filter);
  const column = SORT_COLUMNS[sort.key];
  const direction = sort.order === 'asc' ? asc : desc;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(dataSource)
      .where(condition)
      .orderBy(direction(column), direction(dataSource.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(dataSource).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listSources(
  db: DbOrTx,
  scope: SourceScope,
  filter: SourceFilter,
  limit: number,
  order: 'name' | 'usage' = 'name',
): Promise<SourceRow[]> {
  const orderBy =
    order === 'name'
      ? [asc(dataSource.name), asc(dataSource.id)]
      : [desc(dataSource.usageCount), desc(dataSource.createdAt), desc(dataSource.id)];
  return db
    .select()
    .from(dataSource)
    .where(sourceWhere(scope, filter))
    .orderBy(...orderBy)
    .limit(limit);
}

/** How many assets (and their fields) use a catalog entry; for the catalog's delete checks. */
export async function countByClassification(db: DbOrTx, classificationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dataSource)
    .where(eq(dataSource.classificationId, classificationId));
  return row?.n ?? 0;
}

export async function countBySecurityLevel(db: DbOrTx, levelId: number): Promise<number> {
  const [sources] = await db
    .select({ n: count() })
    .from(dataSource)
    .where(eq(dataSource.securityLevelId, levelId));
  const [fields] = await db
    .select({ n: count() })
    .from(dataSourceField)
    .innerJoin(dataSourceTable, eq(dataSourceTable.id, dataSourceField.tableId))
    .where(and(eq(dataSourceField.securityLevelId, levelId), eq(dataSourceTable.active, true)));
  // Versions a consumer sees or a reviewer may list keep their own copy of the dictionary.
  const [versions] = await db
    .select({ n: count() })
    .from(dataSourceVersion)
    .where(
      and(
        inArray(dataSourceVersion.status, [0, 1]),
        sql`jsonb_path_exists(${dataSourceVersion.snapshot}, '$.tables[*].fields[*] ? (@.securityLevelId == $id)', jsonb_build_object('id', ${levelId}::bigint))`,
      ),
    );
  return (sources?.n ?? 0) + (fields?.n ?? 0) + (versions?.n ?? 0);
}

// --- tables and fields ------------------------------------------------------------------------------------

export async function findTable(db: DbOrTx, id: number): Promise<TableRow | null> {
  const [row] = await db.select().from(dataSourceTable).where(eq(dataSourceTable.id, id));
  return row ?? null;
}

/** Every table row of an asset (active and taken out), by sort. */
export function listTables(db: DbOrTx, sourceId: number): Promise<TableRow[]> {
  return db
    .select()
    .from(dataSourceTable)
    .where(eq(dataSourceTable.sourceId, sourceId))
    .orderBy(asc(dataSourceTable.sort), asc(dataSourceTable.id));
}

export async function insertTable(db: DbOrTx, values: NewTable): Promise<TableRow> {
  const [row] = await db.insert(dataSourceTable).values(values).returning();
  return row!;
}

export async function updateTable(db: DbOrTx, id: number, values: Partial<NewTable>) {
  await db.update(dataSourceTable).set(values).where(eq(dataSourceTable.id, id));
}

/** Fields of the given tables, by table and sort. */
export function listFields(db: DbOrTx, tableIds: number[]): Promise<FieldRow[]> {
  if (tableIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dataSourceField)
    .where(inArray(dataSourceField.tableId, tableIds))
    .orderBy(asc(dataSourceField.tableId), asc(dataSourceField.sort), asc(dataSourceField.id));
}

export async function insertFields(db: DbOrTx, rows: NewField[]) {
  if (rows.length === 0) return;
  await db.insert(dataSourceField).values(rows);
}

export async function updateField(db: DbOrTx, id: number, values: Partial<NewField>) {
  await db.update(dataSourceField).set(values).where(eq(dataSourceField.id, id));
}

export async function deleteFields(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(dataSourceField).where(inArray(dataSourceField.id, ids));
}

// --- versions ---------------------------------------------------------------------------------------------

/** A version row without its snapshot (lists). */
const versionMeta = {
  id: dataSourceVersion.id,
  sourceId: dataSourceVersion.sourceId,
  version: dataSourceVersion.version,
  status: dataSourceVersion.status,
  changeKind: dataSourceVersion.changeKind,
  changeNote: dataSourceVersion.changeNote,
  tableCount: dataSourceVersion.tableCount,
  fieldCount: dataSourceVersion.fieldCount,
  createdBy: dataSourceVersion.createdBy,
  createdAt: dataSourceVersion.createdAt,
};
export type VersionMeta = Omit<VersionRow, 'snapshot' | 'updatedAt'>;

export async function insertVersion(db: DbOrTx, values: NewVersion): Promise<VersionRow> {
  const [row] = await db.insert(dataSourceVersion).values(values).returning();
  return row!;
}

export async function findVersion(db: DbOrTx, sourceId: number, version: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(dataSourceVersion)
    .where(and(eq(dataSourceVersion.sourceId, sourceId), eq(dataSourceVersion.version, version)));
  return row ?? null;
}

/** Version rows by (asset, version) pairs, e.g. the shown version of each asset of a page. */
export function findVersionsFor(
  db: DbOrTx,
  pairs: { sourceId: number; version: number }[],
): Promise<VersionMeta[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select(versionMeta)
    .from(dataSourceVersion)
    .where(
      or(
        ...pairs.map((p) =>
          and(eq(dataSourceVersion.sourceId, p.sourceId), eq(dataSourceVersion.version, p.version)),
        ),
      ),
    );
}

export function listVersions(db: DbOrTx, sourceId: number): Promise<VersionMeta[]> {
  return db
    .select(versionMeta)
    .from(dataSourceVersion)
    .where(eq(dataSourceVersion.sourceId, sourceId))
    .orderBy(desc(dataSourceVersion.version));
}

export async function setVersionStatus(
  db: DbOrTx,
  sourceId: number,
  version: number,
  status: number,
  now: Date,
) {
  await db
    .update(dataSourceVersion)
    .set({ status, updatedAt: now })
    .where(and(eq(dataSourceVersion.sourceId, sourceId), eq(dataSourceVersion.version, version)));
}

/** Drafts that were never listed are superseded by a newer version. */
export async function retireDrafts(db: DbOrTx, sourceId: number, now: Date) {
  await db
    .update(dataSourceVersion)
    .set({ status: 2, updatedAt: now })
    .where(and(eq(dataSourceVersion.sourceId, sourceId), eq(dataSourceVersion.status, 0)));
}

// --- reviews ----------------------------------------------------------------------------------------------

export async function insertReview(db: DbOrTx, values: typeof dataSourceReview.$inferInsert) {
  await db.insert(dataSourceReview).values(values);
}

export function listReviews(db: DbOrTx, sourceId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(dataSourceReview)
    .where(eq(dataSourceReview.sourceId, sourceId))
    .orderBy(desc(dataSourceReview.id));
}
