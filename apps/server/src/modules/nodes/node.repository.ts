import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { nodeInfo } from './node.table.js';

export type NodeRow = typeof nodeInfo.$inferSelect;
export type NewNode = typeof nodeInfo.$inferInsert;

export interface NodeFilter {
  /** Undefined: every owner's (operator). */
  ownerId?: number | undefined;
  /** Owners matched by the operator's owner-name filter; an empty list matches nothing. */
  ownerIds?: number[] | undefined;
  name?: string | undefined;
  kind?: string | undefined;
  status?: 'online' | 'offline' | undefined;
  /** Heartbeats at or after this instant count as online. */
  onlineSince: Date;
}

/** SQL twin of `nodeStatus`: reported online and beaten within the window. */
function isOnline(since: Date): SQL {
  return and(eq(nodeInfo.lastReportedStatus, 'online'), gte(nodeInfo.lastHeartbeatAt, since)) as SQL;
}

function isOffline(since: Date): SQL {
  return or(
    ne(nodeInfo.lastReportedStatus, 'online'),
    isNull(nodeInfo.lastHeartbeatAt),
    lt(nodeInfo.lastHeartbeatAt, since),
  ) as SQL;
}

function where(filter: NodeFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.ownerId !== undefined) parts.push(eq(nodeInfo.ownerId, filter.ownerId));
  if (filter.ownerIds !== undefined) {
    parts.push(filter.ownerIds.length ? inArray(nodeInfo.ownerId, filter.ownerIds) : eq(nodeInfo.id, -1));
  }
  if (filter.name) parts.push(ilike(nodeInfo.name, `%${escapeLike(filter.name)}%`));
  if (filter.kind) parts.push(eq(nodeInfo.kind, filter.kind));
  if (filter.status === 'online') parts.push(isOnline(filter.onlineSince));
  if (filter.status === 'offline') parts.push(isOffline(filter.onlineSince));
  return parts.length ? and(...parts) : undefined;
}

export async function pageNodes(db: DbOrTx, p: PageRequest, filter: NodeFilter) {
  const condition = where(filter);
  const [list, [total]] = await Promise.all([
    db.select().from(nodeInfo).where(condition).orderBy(desc(nodeInfo.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(nodeInfo).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listNodes(db: DbOrTx, filter: NodeFilter) {
  return db.select().from(nodeInfo).where(where(filter)).orderBy(desc(nodeInfo.id)).limit(1000);
}

export async function findNode(db: DbOrTx, id: number): Promise<NodeRow | null> {
  const [row] = await db.select().from(nodeInfo).where(eq(nodeInfo.id, id));
  return row ?? null;
}

export function findNodes(db: DbOrTx, ids: number[]): Promise<NodeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(nodeInfo).where(inArray(nodeInfo.id, ids));
}

/** Locks every node of an owner: binds of one owner run one after another, so no two can close a cycle. */
export function lockOwnerNodes(tx: DbOrTx, ownerId: number): Promise<NodeRow[]> {
  return tx.select().from(nodeInfo).where(eq(nodeInfo.ownerId, ownerId)).orderBy(nodeInfo.id).for('update');
}

export async function findByName(db: DbOrTx, ownerId: number, name: string): Promise<NodeRow | null> {
  const [row] = await db
    .select()
    .from(nodeInfo)
    .where(and(eq(nodeInfo.ownerId, ownerId), eq(nodeInfo.name, name)));
  return row ?? null;
}

export async function findByAddress(db: DbOrTx, ownerId: number, address: string): Promise<NodeRow | null> {
  const [row] = await db
    .select()
    .from(nodeInfo)
    .where(and(eq(nodeInfo.ownerId, ownerId), ilike(nodeInfo.address, escapeLike(address))));
  return row ?? null;
}

export function listSecondaries(db: DbOrTx, primaryId: number): Promise<NodeRow[]> {
  return db.select().from(nodeInfo).where(eq(nodeInfo.primaryId, primaryId)).orderBy(nodeInfo.id);
}

/** Number of secondaries of each of the given nodes (absent: none). */
export async function countSecondaries(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ primaryId: nodeInfo.primaryId, n: count() })
    .from(nodeInfo)
    .where(inArray(nodeInfo.primaryId, ids))
    .groupBy(nodeInfo.primaryId);
  return new Map(rows.map((r) => [r.primaryId as number, r.n]));
}

export async function findPlatformNode(db: DbOrTx): Promise<NodeRow | null> {
  const [row] = await db.select().from(nodeInfo).where(eq(nodeInfo.isPlatform, true));
  return row ?? null;
}

export async function insertNode(db: DbOrTx, values: NewNode): Promise<NodeRow> {
  const [row] = await db.insert(nodeInfo).values(values).returning();
  return row!;
}

export async function updateNode(db: DbOrTx, id: number, values: Partial<NewNode>): Promise<NodeRow> {
  const [row] = await db.update(nodeInfo).set(values).where(eq(nodeInfo.id, id)).returning();
  return row!;
}

export function setPrimary(db: DbOrTx, ids: number[], primaryId: number | null, now: Date) {
  return db.update(nodeInfo).set({ primaryId, updatedAt: now }).where(inArray(nodeInfo.id, ids));
}

export function clearPlatformFlag(db: DbOrTx, now: Date) {
  return db.update(nodeInfo).set({ isPlatform: false, updatedAt: now }).where(eq(nodeInfo.isPlatform, true));
}

export function deleteNodes(db: DbOrTx, ids: number[]) {
  return db.delete(nodeInfo).where(inArray(nodeInfo.id, ids));
}
