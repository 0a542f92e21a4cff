import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { batches, INSERT_BATCH, LOOKUP_BATCH } from '../../platform/batches.js';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { classificationTag, freeTag, securityLevel, sourceClassification } from './catalog.table.js';

export type ClassificationRow = typeof sourceClassification.$inferSelect;
export type NewClassification = typeof sourceClassification.$inferInsert;
export type ClassificationWithCount = ClassificationRow & { tagCount: number };
export type ClassTagRow = typeof classificationTag.$inferSelect & { classificationName: string };
export type FreeTagRow = typeof freeTag.$inferSelect;
export type SecurityLevelRow = typeof securityLevel.$inferSelect;
export type NewSecurityLevel = typeof securityLevel.$inferInsert;

// Written out in full: inside a one-table select Drizzle leaves column names unqualified, which the
// subquery would resolve against its own table.
const tagCount = sql<number>`(select count(*)::int from "classification_tag" ct where ct."classification_id" = "source_classification"."id")`;
const byPosition = [asc(sourceClassification.sort), asc(sourceClassification.id)];

// --- classifications --------------------------------------------------------------------------------------

/** Every node of one tree, in display order, with its tag count (trees are small: hundreds of nodes). */
export function listClassifications(db: DbOrTx, classify: number): Promise<ClassificationWithCount[]> {
  return db
    .select({ ...allColumns(), tagCount })
    .from(sourceClassification)
    .where(eq(sourceClassification.classify, classify))
    .orderBy(...byPosition);
}

export async function findClassification(db: DbOrTx, id: number): Promise<ClassificationWithCount | null> {
  const [row] = await db
    .select({ ...allColumns(), tagCount })
    .from(sourceClassification)
    .where(eq(sourceClassification.id, id));
  return row ?? null;
}

/** A sibling (same tree and parent) with this name, case-insensitively. */
export async function findSiblingByName(
  db: DbOrTx,
  classify: number,
  parentId: number | null,
  name: string,
): Promise<ClassificationRow | null> {
  const [row] = await db
    .select()
    .from(sourceClassification)
    .where(
      and(
        eq(sourceClassification.classify, classify),
        parentId === null
          ? isNull(sourceClassification.parentId)
          : eq(sourceClassification.parentId, parentId),
        sql`lower(${sourceClassification.name}) = lower(${name})`,
      ),
    );
  return row ?? null;
}

export async function insertClassification(db: DbOrTx, row: NewClassification): Promise<ClassificationRow> {
  const [saved] = await db.insert(sourceClassification).values(row).returning();
  return saved!;
}

export async function updateClassification(
  db: DbOrTx,
  id: number,
  changes: Partial<NewClassification>,
): Promise<void> {
  await db.update(sourceClassification).set(changes).where(eq(sourceClassification.id, id));
}

export async function deleteClassification(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sourceClassification).where(eq(sourceClassification.id, id));
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sourceClassification)
    .where(eq(sourceClassification.parentId, id));
  return row?.n ?? 0;
}

export async function countClassifications(db: DbOrTx, classify: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sourceClassification)
    .where(eq(sourceClassification.classify, classify));
  return row?.n ?? 0;
}

// --- classification tags ----------------------------------------------------------------------------------

const tagColumns = {
  id: classificationTag.id,
  classificationId: classificationTag.classificationId,
  name: classificationTag.name,
  sort: classificationTag.sort,
  createdAt: classificationTag.createdAt,
  updatedAt: classificationTag.updatedAt,
  classificationName: sourceClassification.name,
};

/** Tags of a tree (or of one of its nodes), by node position then tag sort. */
export function listClassTags(
  db: DbOrTx,
  filter: { classify: number; classificationId?: number },
): Promise<ClassTagRow[]> {
  return db
    .select(tagColumns)
    .from(classificationTag)
    .innerJoin(sourceClassification, eq(sourceClassification.id, classificationTag.classificationId))
    .where(
      and(
        eq(sourceClassification.classify, filter.classify),
        filter.classificationId ? eq(classificationTag.classificationId, filter.classificationId) : undefined,
      ),
    )
    .orderBy(...byPosition, asc(classificationTag.sort), asc(classificationTag.id));
}

export async function findClassTag(db: DbOrTx, id: number): Promise<ClassTagRow | null> {
  const [row] = await db
    .select(tagColumns)
    .from(classificationTag)
    .innerJoin(sourceClassification, eq(sourceClassification.id, classificationTag.classificationId))
    .where(eq(classificationTag.id, id));
  return row ?? null;
}

export async function findClassTagByName(db: DbOrTx, classificationId: number, name: string) {
  const [row] = await db
    .select()
    .from(classificationTag)
    .where(
      and(
        eq(classificationTag.classificationId, classificationId),
        sql`lower(${classificationTag.name}) = lower(${name})`,
      ),
    );
  return row ?? null;
}

export async function insertClassTag(db: DbOrTx, row: typeof classificationTag.$inferInsert) {
  const [saved] = await db.insert(classificationTag).values(row).returning();
  return saved!;
}

export async function updateClassTag(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof classificationTag.$inferInsert>,
) {
  await db.update(classificationTag).set(changes).where(eq(classificationTag.id, id));
}

export async function deleteClassTag(db: DbOrTx, id: number): Promise<void> {
  await db.delete(classificationTag).where(eq(classificationTag.id, id));
}

// --- bulk import ------------------------------------------------------------------------------------------

/** A node as a bulk import sees it: where it hangs and its name. */
export interface TreeNode {
  id: number;
  classify: number;
  parentId: number | null;
  name: string;
}

const treeNodeColumns = {
  id: sourceClassification.id,
  classify: sourceClassification.classify,
  parentId: sourceClassification.parentId,
  name: sourceClassification.name,
};

/** Every node of these trees. */
export function treeNodes(db: DbOrTx, classifies: number[]): Promise<TreeNode[]> {
  if (classifies.length === 0) return Promise.resolve([]);
  return db
    .select(treeNodeColumns)
    .from(sourceClassification)
    .where(inArray(sourceClassification.classify, classifies));
}

/** Inserts many nodes, a batch per statement; answers them with their new ids. */
export async function insertClassifications(db: DbOrTx, rows: NewClassification[]): Promise<TreeNode[]> {
  const saved: TreeNode[] = [];
  for (const part of batches(rows, INSERT_BATCH)) {
    saved.push(...(await db.insert(sourceClassification).values(part).returning(treeNodeColumns)));
  }
  return saved;
}

/** `classificationId|lower(name)` of the tags these nodes have. */
export async function tagKeys(db: DbOrTx, classificationIds: number[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const part of batches(classificationIds, LOOKUP_BATCH)) {
    const rows = await db
      .select({ id: classificationTag.classificationId, name: classificationTag.name })
      .from(classificationTag)
      .where(inArray(classificationTag.classificationId, part));
    for (const r of rows) keys.add(`${r.id}|${r.name.toLowerCase()}`);
  }
  return keys;
}

/** Inserts many tags, a batch per statement; answers how many. */
export async function insertClassTags(db: DbOrTx, rows: (typeof classificationTag.$inferInsert)[]) {
  for (const part of batches(rows, INSERT_BATCH)) await db.insert(classificationTag).values(part);
  return rows.length;
}

// --- free tags --------------------------------------------------------------------------------------------

export function findFreeTags(db: DbOrTx, ids: number[]): Promise<FreeTagRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(freeTag)
    .where(inArray(freeTag.id, ids))
    .orderBy(asc(freeTag.sort), asc(freeTag.id));
}

export async function findFreeTag(db: DbOrTx, id: number): Promise<FreeTagRow | null> {
  const [row] = await db.select().from(freeTag).where(eq(freeTag.id, id));
  return row ?? null;
}

export async function findFreeTagByName(db: DbOrTx, name: string): Promise<FreeTagRow | null> {
  const [row] = await db.select().from(freeTag).where(sql`lower(${freeTag.name}) = lower(${name})`);
  return row ?? null;
}

/** Names containing `text` (case-insensitive), those starting with it first, then shorter, then by sort. */
export function likeFreeTags(db: DbOrTx, text: string, limit: number): Promise<FreeTagRow[]> {
  const pattern = escapeLike(text);
  return db
    .select()
    .from(freeTag)
    .where(ilike(freeTag.name, `%${pattern}%`))
    .orderBy(
      sql`case when ${freeTag.name} ilike ${`${pattern}%`} then 0 else 1 end`,
      sql`char_length(${freeTag.name})`,
      asc(freeTag.sort),
      asc(freeTag.id),
    )
    .limit(limit);
}

export async function insertFreeTag(db: DbOrTx, row: typeof freeTag.$inferInsert): Promise<FreeTagRow> {
  const [saved] = await db.insert(freeTag).values(row).returning();
  return saved!;
}

export async function updateFreeTag(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof freeTag.$inferInsert>,
): Promise<FreeTagRow | null> {
  const [row] = await db.update(freeTag).set(changes).where(eq(freeTag.id, id)).returning();
  return row ?? null;
}

export async function deleteFreeTag(db: DbOrTx, id: number): Promise<void> {
  await db.delete(freeTag).where(eq(freeTag.id, id));
}

// --- security levels --------------------------------------------------------------------------------------

export function listSecurityLevels(db: DbOrTx): Promise<SecurityLevelRow[]> {
  return db.select().from(securityLevel).orderBy(asc(securityLevel.level));
}

export async function pageSecurityLevels(db: DbOrTx, page: PageRequest, filter: { name?: string }) {
  const where = filter.name ? ilike(securityLevel.name, `%${escapeLike(filter.name)}%`) : undefined;
  const [list, totals] = await Promise.all([
    db
      .select()
      .from(securityLevel)
      .where(where)
      .orderBy(asc(securityLevel.level))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(securityLevel).where(where),
  ]);
  return { list, total: totals[0]?.n ?? 0 };
}

export async function findSecurityLevel(db: DbOrTx, id: number): Promise<SecurityLevelRow | null> {
  const [row] = await db.select().from(securityLevel).where(eq(securityLevel.id, id));
  return row ?? null;
}

export async function findSecurityLevelClash(db: DbOrTx, level: number, name: string) {
  return db
    .select()
    .from(securityLevel)
    .where(sql`${securityLevel.level} = ${level} or lower(${securityLevel.name}) = lower(${name})`);
}

export async function insertSecurityLevel(db: DbOrTx, row: NewSecurityLevel): Promise<SecurityLevelRow> {
  const [saved] = await db.insert(securityLevel).values(row).returning();
  return saved!;
}

export async function updateSecurityLevel(
  db: DbOrTx,
  id: number,
  changes: Partial<NewSecurityLevel>,
): Promise<SecurityLevelRow | null> {
  const [row] = await db.update(securityLevel).set(changes).where(eq(securityLevel.id, id)).returning();
  return row ?? null;
}

export async function deleteSecurityLevel(db: DbOrTx, id: number): Promise<void> {
  await db.delete(securityLevel).where(eq(securityLevel.id, id));
}

export async function countSecurityLevels(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(securityLevel);
  return row?.n ?? 0;
}

function allColumns() {
  return {
    id: sourceClassification.id,
    classify: sourceClassification.classify,
    parentId: sourceClassification.parentId,
    name: sourceClassification.name,
    nameEn: sourceClassification.nameEn,
    itemType: sourceClassification.itemType,
    sort: sourceClassification.sort,
    icon: sourceClassification.icon,
    status: sourceClassification.status,
    createdAt: sourceClassification.createdAt,
    updatedAt: sourceClassification.updatedAt,
  };
}

/** Every distinct name of the three classification trees and of their tags. */
export async function allCatalogNames(db: DbOrTx): Promise<string[]> {
  const nodes = await db.selectDistinct({ name: sourceClassification.name }).from(sourceClassification);
  const tags = await db.selectDistinct({ name: classificationTag.name }).from(classificationTag);
  return [...new Set([...nodes, ...tags].map((r) => r.name))];
}
