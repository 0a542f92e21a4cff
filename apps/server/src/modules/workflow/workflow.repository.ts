import type { RoleType } from '@datamall/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { announce } from '../../platform/live-events.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { workflowDefinition, workflowHistory, workflowInstance, workflowTask } from './workflow.table.js';

export type DefinitionRecord = typeof workflowDefinition.$inferSelect;
export type InstanceRecord = typeof workflowInstance.$inferSelect;
export type TaskRecord = typeof workflowTask.$inferSelect;
export type HistoryRecord = typeof workflowHistory.$inferSelect;
export type NewTask = typeof workflowTask.$inferInsert;
export type NewHistory = typeof workflowHistory.$inferInsert;

/** Serialises deployments of one key, so two nodes starting together cannot both claim a version. */
export async function lockDefinitionKey(db: DbOrTx, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`workflow:deploy:${key}`}))`);
}

export async function findLatestDefinition(db: DbOrTx, key: string): Promise<DefinitionRecord | null> {
  const [row] = await db
    .select()
    .from(workflowDefinition)
    .where(eq(workflowDefinition.key, key))
    .orderBy(desc(workflowDefinition.version))
    .limit(1);
  return row ?? null;
}

export async function findDefinition(db: DbOrTx, key: string, version: number) {
  const [row] = await db
    .select()
    .from(workflowDefinition)
    .where(and(eq(workflowDefinition.key, key), eq(workflowDefinition.version, version)));
  return row ?? null;
}

export async function insertDefinition(db: DbOrTx, row: typeof workflowDefinition.$inferInsert) {
  const [inserted] = await db.insert(workflowDefinition).values(row).returning();
  return inserted!;
}

const isLatestVersion = sql<boolean>`${workflowDefinition.version} = (
  select max(d.version) from workflow_definition d where d.key = ${workflowDefinition.key})`;

export async function pageDefinitions(db: DbOrTx, p: PageRequest, filter: { key?: string }) {
  const where = filter.key ? ilike(workflowDefinition.key, `%${escapeLike(filter.key)}%`) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select({ definition: workflowDefinition, isLatest: isLatestVersion })
      .from(workflowDefinition)
      .where(where)
      .orderBy(asc(workflowDefinition.key), desc(workflowDefinition.version))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(workflowDefinition).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertInstance(db: DbOrTx, row: typeof workflowInstance.$inferInsert) {
  const [inserted] = await db.insert(workflowInstance).values(row).returning();
  return inserted!;
}

export async function findInstance(db: DbOrTx, id: number): Promise<InstanceRecord | null> {
  const [row] = await db.select().from(workflowInstance).where(eq(workflowInstance.id, id));
  return row ?? null;
}

/** Locks the instance row for the rest of the transaction. */
export async function lockInstance(db: DbOrTx, id: number): Promise<InstanceRecord | null> {
  const [row] = await db.select().from(workflowInstance).where(eq(workflowInstance.id, id)).for('update');
  return row ?? null;
}

export async function updateInstance(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof workflowInstance.$inferInsert>,
  now: Date,
) {
  await db
    .update(workflowInstance)
    .set({ ...changes, updatedAt: now })
    .where(eq(workflowInstance.id, id));
}

/** Moves an instance from one state to another; false when it was not in `from`. */
export async function transitionInstance(db: DbOrTx, id: number, from: string, to: string, now: Date) {
  const rows = await db
    .update(workflowInstance)
    .set({ state: to, updatedAt: now })
    .where(and(eq(workflowInstance.id, id), eq(workflowInstance.state, from)))
    .returning({ id: workflowInstance.id });
  return rows.length === 1;
}

const instanceWithName = {
  instance: workflowInstance,
  definitionName: workflowDefinition.name,
};
const definitionOfInstance = and(
  eq(workflowDefinition.key, workflowInstance.definitionKey),
  eq(workflowDefinition.version, workflowInstance.definitionVersion),
);

function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(workflowInstance.objectName, pattern), ilike(workflowInstance.businessKey, pattern));
}

export async function pageInstances(
  db: DbOrTx,
  p: PageRequest,
  filter: { states: string[]; key?: string; keyword?: string; finished: boolean },
) {
  const where = and(
    inArray(workflowInstance.state, filter.states),
    filter.key ? eq(workflowInstance.definitionKey, filter.key) : undefined,
    keywordMatch(filter.keyword),
  );
  const order = filter.finished ? desc(workflowInstance.endedAt) : desc(workflowInstance.startedAt);
  const [list, [total]] = await Promise.all([
    db
      .select(instanceWithName)
      .from(workflowInstance)
      .innerJoin(workflowDefinition, definitionOfInstance)
      .where(where)
      .orderBy(order, desc(workflowInstance.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(workflowInstance).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Tells the task's holder, or the role whose users may claim it, that their to-do list changed. */
function announceTask(
  db: DbOrTx,
  task: Pick<TaskRecord, 'id' | 'assigneeUserId' | 'candidateRoleType'>,
  formerHolder?: number,
) {
  const users = [task.assigneeUserId, formerHolder].filter((u): u is number => u != null);
  const roles = task.candidateRoleType == null ? [] : [task.candidateRoleType as RoleType];
  announce(db, { topic: 'todo', id: String(task.id), users, roles });
}

export async function insertTasks(db: DbOrTx, rows: NewTask[]) {
  if (!rows.length) return [];
  const tasks = await db.insert(workflowTask).values(rows).returning();
  for (const task of tasks) announceTask(db, task);
  return tasks;
}

export async function findTask(db: DbOrTx, id: number): Promise<TaskRecord | null> {
  const [row] = await db.select().from(workflowTask).where(eq(workflowTask.id, id));
  return row ?? null;
}

export async function findTaskDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ task: workflowTask, ...instanceWithName })
    .from(workflowTask)
    .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
    .innerJoin(workflowDefinition, definitionOfInstance)
    .where(eq(workflowTask.id, id));
  return row ?? null;
}

export async function openTasksOf(db: DbOrTx, instanceId: number): Promise<TaskRecord[]> {
  return db
    .select()
    .from(workflowTask)
    .where(and(eq(workflowTask.instanceId, instanceId), eq(workflowTask.state, 'open')))
    .orderBy(asc(workflowTask.id));
}

/**
 * Claims the decision slot of a task: at most one complete/reject attempt per `throttleMs`.
 * A single conditional update, so two racing requests cannot both pass.
 */
export async function takeDecisionSlot(db: DbOrTx, taskId: number, now: Date, throttleMs: number) {
  const threshold = new Date(now.getTime() - throttleMs);
  const rows = await db
    .update(workflowTask)
    .set({ lastDecisionAt: now })
    .where(
      and(
        eq(workflowTask.id, taskId),
        or(isNull(workflowTask.lastDecisionAt), lte(workflowTask.lastDecisionAt, threshold)),
      ),
    )
    .returning({ id: workflowTask.id });
  return rows.length === 1;
}

/** Closes an open task; null when it is no longer open (someone else decided first). */
export async function closeTask(
  db: DbOrTx,
  taskId: number,
  changes: { state: string; comment: string; actorUserId: number; endedAt: Date },
): Promise<TaskRecord | null> {
  const [row] = await db
    .update(workflowTask)
    .set({ ...changes, updatedAt: changes.endedAt })
    .where(and(eq(workflowTask.id, taskId), eq(workflowTask.state, 'open')))
    .returning();
  if (row) announceTask(db, row);
  return row ?? null;
}

export interface TodoFilter {
  userId: number;
  roleType: number;
  businessType?: string;
  keyword?: string;
  order?: 'asc' | 'desc';
}

/** Open tasks assigned to the user, or unassigned with the user's role as candidate. */
export async function pageTodo(db: DbOrTx, p: PageRequest, filter: TodoFilter) {
  const where = and(
    eq(workflowTask.state, 'open'),
    or(
      eq(workflowTask.assigneeUserId, filter.userId),
      and(isNull(workflowTask.assigneeUserId), eq(workflowTask.candidateRoleType, filter.roleType)),
    ),
    filter.businessType ? eq(workflowInstance.businessType, filter.businessType) : undefined,
    keywordMatch(filter.keyword),
  );
  const order = filter.order === 'asc' ? asc(workflowTask.createdAt) : desc(workflowTask.createdAt);
  const [list, [total]] = await Promise.all([
    db
      .select({ task: workflowTask, ...instanceWithName })
      .from(workflowTask)
      .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
      .innerJoin(workflowDefinition, definitionOfInstance)
      .where(where)
      .orderBy(order, desc(workflowTask.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db
      .select({ n: count() })
      .from(workflowTask)
      .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertHistory(db: DbOrTx, rows: NewHistory[]) {
  if (rows.length) await db.insert(workflowHistory).values(rows);
}

export async function listHistory(db: DbOrTx, instanceId: number): Promise<HistoryRecord[]> {
  return db
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.instanceId, instanceId))
    .orderBy(asc(workflowHistory.id));
}

/** The open task of the live process of a business object, if any. */
export async function findOpenTaskOf(
  db: DbOrTx,
  key: string,
  businessKey: string,
): Promise<TaskRecord | null> {
  const [row] = await db
    .select({ task: workflowTask })
    .from(workflowTask)
    .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
    .where(
      and(
        eq(workflowInstance.definitionKey, key),
        eq(workflowInstance.businessKey, businessKey),
        eq(workflowTask.state, 'open'),
      ),
    )
    .orderBy(desc(workflowTask.id))
    .limit(1);
  return row?.task ?? null;
}

/** The live (running or suspended) instance of a process for a business object, locked. */
export async function lockLiveInstanceOf(
  db: DbOrTx,
  key: string,
  businessKey: string,
): Promise<InstanceRecord | null> {
  const [row] = await db
    .select()
    .from(workflowInstance)
    .where(
      and(
        eq(workflowInstance.definitionKey, key),
        eq(workflowInstance.businessKey, businessKey),
        inArray(workflowInstance.state, ['running', 'suspended']),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Removes the open tasks of an instance (it ended without a decision) and answers them. */
export async function deleteOpenTasks(db: DbOrTx, instanceId: number): Promise<TaskRecord[]> {
  return db
    .delete(workflowTask)
    .where(and(eq(workflowTask.instanceId, instanceId), eq(workflowTask.state, 'open')))
    .returning();
}

/** Closes every open task of an instance (a roll back or a termination) and answers them. */
export async function closeOpenTasksOf(
  db: DbOrTx,
  instanceId: number,
  changes: { state: string; comment: string; actorUserId: number; endedAt: Date },
): Promise<TaskRecord[]> {
  const tasks = await db
    .update(workflowTask)
    .set({ ...changes, updatedAt: changes.endedAt })
    .where(and(eq(workflowTask.instanceId, instanceId), eq(workflowTask.state, 'open')))
    .returning();
  for (const task of tasks) announceTask(db, task);
  return tasks;
}

/**
 * The step a roll back from `elementId` returns to: the last task of the instance completed in another
 * element that kept the engine state it opened in.
 */
export async function findPreviousStep(
  db: DbOrTx,
  instanceId: number,
  elementId: string,
): Promise<TaskRecord | null> {
  const [row] = await db
    .select()
    .from(workflowTask)
    .where(
      and(
        eq(workflowTask.instanceId, instanceId),
        eq(workflowTask.state, 'completed'),
        ne(workflowTask.elementId, elementId),
        isNotNull(workflowTask.openedEngineState),
      ),
    )
    .orderBy(desc(workflowTask.id))
    .limit(1);
  return row ?? null;
}

/**
 * Gives an unassigned group task to one of its candidates. One conditional update: of two racing claims
 * only one finds the task still unassigned. Null when it was not open, or someone holds it already.
 */
export async function claimTask(db: DbOrTx, taskId: number, userId: number, now: Date) {
  const [row] = await db
    .update(workflowTask)
    .set({ assigneeUserId: userId, claimedAt: now, updatedAt: now })
    .where(
      and(
        eq(workflowTask.id, taskId),
        eq(workflowTask.state, 'open'),
        isNull(workflowTask.assigneeUserId),
        isNotNull(workflowTask.candidateRoleType),
      ),
    )
    .returning();
  if (row) announceTask(db, row);
  return row ?? null;
}

/** Gives a claimed open task back to its group; null unless `userId` claimed it and it is still open. */
export async function unclaimTask(db: DbOrTx, taskId: number, userId: number, now: Date) {
  const [row] = await db
    .update(workflowTask)
    .set({ assigneeUserId: null, claimedAt: null, updatedAt: now })
    .where(
      and(
        eq(workflowTask.id, taskId),
        eq(workflowTask.state, 'open'),
        eq(workflowTask.assigneeUserId, userId),
        isNotNull(workflowTask.claimedAt),
      ),
    )
    .returning();
  if (row) announceTask(db, row, userId);
  return row ?? null;
}
