import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { sysDictData, sysDictType, sysParams } from './settings.table.js';

export type ParamRow = typeof sysParams.$inferSelect;
export type NewParam = typeof sysParams.$inferInsert;
export type DictTypeRow = typeof sysDictType.$inferSelect;
export type NewDictType = typeof sysDictType.$inferInsert;
export type DictTypeWithCount = DictTypeRow & { itemCount: number };
export type DictDataRow = typeof sysDictData.$inferSelect;
export type NewDictData = typeof sysDictData.$inferInsert;

const contains = (value: string) => `%${escapeLike(value)}%`;

// --- parameters -------------------------------------------------------------------------------------------

export async function pageParams(db: DbOrTx, page: PageRequest, code?: string) {
  const where = code ? ilike(sysParams.paramCode, contains(code)) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(sysParams)
      .where(where)
      .orderBy(desc(sysParams.builtIn), asc(sysParams.paramCode))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(sysParams).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listParams(db: DbOrTx): Promise<ParamRow[]> {
  return db.select().from(sysParams);
}

export async function findParam(db: DbOrTx, id: number): Promise<ParamRow | null> {
  const [row] = await db.select().from(sysParams).where(eq(sysParams.id, id));
  return row ?? null;
}

export async function findParamByCode(db: DbOrTx, code: string): Promise<ParamRow | null> {
  const [row] = await db.select().from(sysParams).where(eq(sysParams.paramCode, code));
  return row ?? null;
}

export function findParams(db: DbOrTx, ids: number[]): Promise<ParamRow[]> {
  return db.select().from(sysParams).where(inArray(sysParams.id, ids));
}

export async function insertParam(db: DbOrTx, row: NewParam): Promise<ParamRow> {
  const [saved] = await db.insert(sysParams).values(row).returning();
  return saved!;
}

/** Inserts the rows whose code is not stored yet (several processes may seed at once). */
export async function insertMissingParams(db: DbOrTx, rows: NewParam[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(sysParams).values(rows).onConflictDoNothing({ target: sysParams.paramCode });
}

export async function updateParam(db: DbOrTx, id: number, changes: Partial<NewParam>): Promise<ParamRow> {
  const [saved] = await db.update(sysParams).set(changes).where(eq(sysParams.id, id)).returning();
  return saved!;
}

export async function deleteParams(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(sysParams).where(inArray(sysParams.id, ids));
}

// --- dictionary types -------------------------------------------------------------------------------------

// Written out in full: inside a one-table select Drizzle leaves column names unqualified.
const itemCount = sql<number>`(select count(*)::int from "sys_dict_data" d where d."dict_type_id" = "sys_dict_type"."id")`;

export interface DictTypeFilter {
  dictType?: string | undefined;
  dictName?: string | undefined;
}

export async function pageDictTypes(db: DbOrTx, page: PageRequest, filter: DictTypeFilter) {
  const where = and(
    filter.dictType ? ilike(sysDictType.dictType, contains(filter.dictType)) : undefined,
    filter.dictName ? ilike(sysDictType.dictName, contains(filter.dictName)) : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({ ...typeColumns(), itemCount })
      .from(sysDictType)
      .where(where)
      .orderBy(asc(sysDictType.sort), asc(sysDictType.dictType))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(sysDictType).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findDictType(db: DbOrTx, id: number): Promise<DictTypeWithCount | null> {
  const [row] = await db
    .select({ ...typeColumns(), itemCount })
    .from(sysDictType)
    .where(eq(sysDictType.id, id));
  return row ?? null;
}

export async function findDictTypeByKey(db: DbOrTx, key: string): Promise<DictTypeRow | null> {
  const [row] = await db.select().from(sysDictType).where(eq(sysDictType.dictType, key));
  return row ?? null;
}

export function findDictTypes(db: DbOrTx, ids: number[]): Promise<DictTypeRow[]> {
  return db.select().from(sysDictType).where(inArray(sysDictType.id, ids));
}

export function listDictTypes(db: DbOrTx): Promise<DictTypeRow[]> {
  return db.select().from(sysDictType).orderBy(asc(sysDictType.sort), asc(sysDictType.id));
}

export async function insertDictType(db: DbOrTx, row: NewDictType): Promise<DictTypeRow> {
  const [saved] = await db.insert(sysDictType).values(row).returning();
  return saved!;
}

/** Inserts the types whose key is not stored yet; answers those inserted by this call. */
export function insertMissingDictTypes(db: DbOrTx, rows: NewDictType[]): Promise<DictTypeRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(sysDictType)
    .values(rows)
    .onConflictDoNothing({ target: sysDictType.dictType })
    .returning();
}

export async function updateDictType(db: DbOrTx, id: number, changes: Partial<NewDictType>): Promise<void> {
  await db.update(sysDictType).set(changes).where(eq(sysDictType.id, id));
}

export async function deleteDictTypes(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(sysDictType).where(inArray(sysDictType.id, ids));
}

// --- dictionary items -------------------------------------------------------------------------------------

export async function pageDictData(db: DbOrTx, page: PageRequest, typeId: number, label?: string) {
  const where = and(
    eq(sysDictData.dictTypeId, typeId),
    label
      ? or(
          ilike(sysDictData.labelZhCn, contains(label)),
          ilike(sysDictData.labelZhTw, contains(label)),
          ilike(sysDictData.labelEnUs, contains(label)),
          ilike(sysDictData.dictValue, contains(label)),
        )
      : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(sysDictData)
      .where(where)
      .orderBy(asc(sysDictData.sort), asc(sysDictData.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(sysDictData).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listDictData(db: DbOrTx): Promise<DictDataRow[]> {
  return db.select().from(sysDictData).orderBy(asc(sysDictData.sort), asc(sysDictData.id));
}

export async function findDictData(db: DbOrTx, id: number): Promise<DictDataRow | null> {
  const [row] = await db.select().from(sysDictData).where(eq(sysDictData.id, id));
  return row ?? null;
}

export function findDictDataByIds(db: DbOrTx, ids: number[]): Promise<DictDataRow[]> {
  return db.select().from(sysDictData).where(inArray(sysDictData.id, ids));
}

export async function findDictValue(db: DbOrTx, typeId: number, value: string): Promise<DictDataRow | null> {
  const [row] = await db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictTypeId, typeId), eq(sysDictData.dictValue, value)));
  return row ?? null;
}

export async function insertDictData(db: DbOrTx, row: NewDictData): Promise<DictDataRow> {
  const [saved] = await db.insert(sysDictData).values(row).returning();
  return saved!;
}

/** Inserts the items whose value is not stored in their type yet. */
export async function insertMissingDictData(db: DbOrTx, rows: NewDictData[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(sysDictData)
    .values(rows)
    .onConflictDoNothing({ target: [sysDictData.dictTypeId, sysDictData.dictValue] });
}

export async function updateDictData(
  db: DbOrTx,
  id: number,
  changes: Partial<NewDictData>,
): Promise<DictDataRow> {
  const [saved] = await db.update(sysDictData).set(changes).where(eq(sysDictData.id, id)).returning();
  return saved!;
}

export async function deleteDictData(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(sysDictData).where(inArray(sysDictData.id, ids));
}

function typeColumns() {
  return {
    id: sysDictType.id,
    dictType: sysDictType.dictType,
    dictName: sysDictType.dictName,
    remark: sysDictType.remark,
    sort: sysDictType.sort,
    locked: sysDictType.locked,
    createdAt: sysDictType.createdAt,
    updatedAt: sysDictType.updatedAt,
  };
}
