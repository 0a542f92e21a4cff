import type { appRuns } from '@datamall/contract';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { announce } from '../../platform/live-events.js';
import { offsetOf, type PageRequest } from '../../platform/paging.js';
import { ownerGone } from '../../platform/server-process.js';
import { appDefinition, appOrderConfig, appRun } from './app-runs.table.js';

export type DefinitionRow = typeof appDefinition.$inferSelect;
export type ConfigRow = typeof appOrderConfig.$inferSelect;
export type RunRow = typeof appRun.$inferSelect;

export async function findDefinition(db: DbOrTx, itemId: number): Promise<DefinitionRow | null> {
  const [row] = await db.select().from(appDefinition).where(eq(appDefinition.itemId, itemId));
  return row ?? null;
}

export function definitionsOf(db: DbOrTx, itemIds: number[]): Promise<DefinitionRow[]> {
  if (!itemIds.length) return Promise.resolve([]);
  return db.select().from(appDefinition).where(inArray(appDefinition.itemId, itemIds));
}

export async function upsertDefinition(
  db: DbOrTx,
  row: typeof appDefinition.$inferInsert & { updatedAt: Date },
): Promise<DefinitionRow> {
  const [saved] = await db
    .insert(appDefinition)
    .values(row)
    .onConflictDoUpdate({
      target: appDefinition.itemId,
      set: { inputs: row.inputs, output: row.output, job: row.job, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

export async function findConfig(db: DbOrTx, orderId: number): Promise<ConfigRow | null> {
  const [row] = await db.select().from(appOrderConfig).where(eq(appOrderConfig.orderId, orderId));
  return row ?? null;
}

export function configsOf(db: DbOrTx, orderIds: number[]): Promise<ConfigRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db.select().from(appOrderConfig).where(inArray(appOrderConfig.orderId, orderIds));
}

export async function saveConfig(
  db: DbOrTx,
  orderId: number,
  consumerId: number,
  now: Date,
  part: Partial<Pick<ConfigRow, 'inputs' | 'output'>>,
): Promise<ConfigRow> {
  const [saved] = await db
    .insert(appOrderConfig)
    .values({
      orderId,
      consumerId,
      inputs: part.inputs ?? [],
      output: part.output ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: appOrderConfig.orderId, set: { ...part, updatedAt: now } })
    .returning();
  return saved!;
}

/** Tells a run's buyer that it changed, once committed. */
function announceRun(db: DbOrTx, run: { id: number; consumerId: number }) {
  announce(db, { topic: 'run', id: String(run.id), users: [run.consumerId] });
}

export async function insertRun(db: DbOrTx, row: typeof appRun.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(appRun).values(row).returning();
  announceRun(db, inserted!);
  return inserted!;
}

export async function findRun(db: DbOrTx, id: number): Promise<RunRow | null> {
  const [row] = await db.select().from(appRun).where(eq(appRun.id, id));
  return row ?? null;
}

export async function latestRun(db: DbOrTx, orderId: number): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(appRun)
    .where(eq(appRun.orderId, orderId))
    .orderBy(desc(appRun.id))
    .limit(1);
  return row ?? null;
}

/** The newest run of each order. */
export async function latestRunsOf(db: DbOrTx, orderIds: number[]): Promise<RunRow[]> {
  if (!orderIds.length) return [];
  return db
    .selectDistinctOn([appRun.orderId])
    .from(appRun)
    .where(inArray(appRun.orderId, orderIds))
    .orderBy(appRun.orderId, desc(appRun.id));
}

export async function pageRuns(db: DbOrTx, orderId: number, p: PageRequest) {
  const where = eq(appRun.orderId, orderId);
  const [list, [total]] = await Promise.all([
    db.select().from(appRun).where(where).orderBy(desc(appRun.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(appRun).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Moves a run from one operation_type to another; false when it was not in `from` (the transition lost). */
export async function transition(
  db: DbOrTx,
  id: number,
  from: number[],
  set: Partial<typeof appRun.$inferInsert>,
  entry?: appRuns.LogEntry,
): Promise<boolean> {
  const rows = await db
    .update(appRun)
    .set(entry ? { ...set, log: sql`${appRun.log} || ${JSON.stringify([entry])}::jsonb` } : set)
    .where(and(eq(appRun.id, id), inArray(appRun.operationType, from)))
    .returning({ id: appRun.id, consumerId: appRun.consumerId });
  for (const row of rows) announceRun(db, row);
  return rows.length === 1;
}

export async function updateRun(db: DbOrTx, id: number, set: Partial<typeof appRun.$inferInsert>) {
  const rows = await db
    .update(appRun)
    .set(set)
    .where(eq(appRun.id, id))
    .returning({ id: appRun.id, consumerId: appRun.consumerId });
  for (const row of rows) announceRun(db, row);
}

export async function appendLog(db: DbOrTx, id: number, entry: appRuns.LogEntry, now: Date) {
  const rows = await db
    .update(appRun)
    .set({ log: sql`${appRun.log} || ${JSON.stringify([entry])}::jsonb`, updatedAt: now })
    .where(eq(appRun.id, id))
    .returning({ id: appRun.id, consumerId: appRun.consumerId });
  for (const row of rows) announceRun(db, row);
}

/** Active runs whose server process is gone (died or restarted; never `self`): they end shut down, failed. */
export async function failOrphaned(
  db: DbOrTx,
  self: string,
  now: Date,
  entry: appRuns.LogEntry,
): Promise<number> {
  const rows = await db
    .update(appRun)
    .set({
      operationType: 2,
      result: 0,
      failure: 'server_restarted',
      finishedAt: now,
      updatedAt: now,
      log: sql`${appRun.log} || ${JSON.stringify([entry])}::jsonb`,
    })
    .where(and(lt(appRun.operationType, 2), ownerGone(appRun.processId, self)))
    .returning({ id: appRun.id, consumerId: appRun.consumerId });
  for (const row of rows) announceRun(db, row);
  return rows.length;
}

/** Runs of a good not yet shut down (not started or running; take-off blockers; read-only). */
export async function activeRunsOfItem(db: DbOrTx, itemId: number, limit = 50) {
  return db
    .select({ runId: appRun.id, orderId: appRun.orderId, operationType: appRun.operationType })
    .from(appRun)
    .where(and(eq(appRun.itemId, itemId), lt(appRun.operationType, 2)))
    .orderBy(desc(appRun.id))
    .limit(limit);
}
