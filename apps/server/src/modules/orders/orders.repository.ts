import { RoleType } from '@datamall/contract';
import { and, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { announce } from '../../platform/live-events.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { rowsOf, tableRowReader } from '../../platform/sql-rows.js';
import { writeOrDefer } from '../../platform/write-batch.js';
import { goodForOrderQuery, readGoodForOrder } from '../goods/goods.order-view.js';
import { orderIdempotency, orderInfo } from './orders.table.js';

export type OrderRow = typeof orderInfo.$inferSelect;
export type IdempotencyRow = typeof orderIdempotency.$inferSelect;

const UNPAID = 0;
const EXPIRED = 6;
const CANCELLED_ORDER = -1;

// The statements of every submit and pay below are SQL text: built with the query builder, they cost the
// server more CPU than PostgreSQL spent running them (bench/order-pay.ts).

const orderRow = tableRowReader(orderInfo);

/** Tells the buyer, the seller and the operators (their figures) that an order changed, once committed. */
function announceOrder(db: DbOrTx, o: Pick<OrderRow, 'id' | 'consumerId' | 'sellerId'>) {
  announce(db, {
    topic: 'order',
    id: String(o.id),
    users: [o.consumerId, o.sellerId],
    roles: [RoleType.OPERATOR],
  });
}

/** The good and SKU in one statement, unlocked (a price preview). */
export async function findGoodForOrder(db: DbOrTx, itemId: number, skuId: number) {
  const [raw] = await rowsOf(db, goodForOrderQuery(itemId, skuId, false));
  return readGoodForOrder(raw);
}

/**
 * Claims the key and reads the share-locked good and SKU in one statement (a submit). `claimed` false: the key was used
 * before (read it with findClaim); the good is read either way.
 */
export async function claimKeyAndFindGood(tx: DbOrTx, claim: KeyClaim, itemId: number, skuId: number) {
  const [raw] = await rowsOf(
    tx,
    sql`with ${claimQuery(claim)}
      select (select count(*) from claim)::int as claimed, found.* from (select 1) as one
      left join lateral (${goodForOrderQuery(itemId, skuId, true)}) as found on true`,
  );
  return { claimed: raw!.claimed === 1, ...readGoodForOrder(raw) };
}

/** The order's columns as written at submit (the rest keep their defaults). */
export type NewOrder = Pick<
  typeof orderInfo.$inferSelect,
  | 'consumerId'
  | 'consumerName'
  | 'sellerId'
  | 'itemId'
  | 'skuId'
  | 'itemType'
  | 'itemName'
  | 'skuName'
  | 'coverImage'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'orderStatus'
  | 'payStatus'
  | 'expireAt'
  | 'agreementHash'
  | 'agreementAcceptedAt'
  | 'snapshot'
  | 'createdAt'
  | 'updatedAt'
>;

/** Inserts an order numbered `datePart` + the next 8 digits of order_no_seq; answers the whole row. */
export async function insertOrder(db: DbOrTx, datePart: string, o: NewOrder): Promise<OrderRow> {
  const [raw] = await rowsOf(
    db,
    sql`insert into "order_info" (order_no, consumer_id, consumer_name, seller_id, item_id, sku_id,
        item_type, item_name, sku_name, cover_image, quantity, unit_price, amount, order_status, pay_status,
        expire_at, agreement_hash, agreement_accepted_at, snapshot, created_at, updated_at)
      values (${datePart} || lpad(nextval('order_no_seq')::text, 8, '0'), ${o.consumerId}, ${o.consumerName},
        ${o.sellerId}, ${o.itemId}, ${o.skuId}, ${o.itemType}, ${o.itemName}, ${o.skuName}, ${o.coverImage},
        ${o.quantity}, ${o.unitPrice.toString()}, ${o.amount.toString()}, ${o.orderStatus}, ${o.payStatus},
        ${o.expireAt.toISOString()}::timestamptz, ${o.agreementHash},
        ${o.agreementAcceptedAt.toISOString()}::timestamptz, ${JSON.stringify(o.snapshot)}::jsonb,
        ${o.createdAt.toISOString()}::timestamptz, ${o.updatedAt.toISOString()}::timestamptz)
      returning ${orderRow.list}`,
  );
  const order = orderRow.read(raw!)!;
  announceOrder(db, order);
  return order;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orderInfo).where(eq(orderInfo.id, id));
  return row ?? null;
}

export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orderInfo).where(eq(orderInfo.id, id)).for('update');
  return row ?? null;
}

/** Conditional update: only from `fromPayStatus`. Answers the updated row, or null when none matched. */
export async function updateOrderFrom(
  db: DbOrTx,
  id: number,
  fromPayStatus: number,
  changes: Partial<typeof orderInfo.$inferInsert>,
): Promise<OrderRow | null> {
  const rows = await db
    .update(orderInfo)
    .set(changes)
    .where(and(eq(orderInfo.id, id), eq(orderInfo.payStatus, fromPayStatus)))
    .returning();
  if (rows.length !== 1) return null;
  announceOrder(db, rows[0]!);
  return rows[0]!;
}

/**
 * What marks an order paid: the consumer's order if it is unpaid and not expired at `now` (no row when nothing
 * matched: then read the order to tell why).
 */
export interface PayChange {
  id: number;
  consumerId: number;
  now: Date;
  payMethod: string;
  payStatus: number;
  orderStatus: number;
}

function payOrderQuery(p: PayChange, onlyIf: SQL = sql``) {
  const now = p.now.toISOString();
  return sql`update "order_info" set order_status = ${p.orderStatus}, pay_status = ${p.payStatus},
        pay_method = ${p.payMethod}, paid_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      where id = ${p.id} and consumer_id = ${p.consumerId} and pay_status = ${UNPAID}
        and expire_at > ${now}::timestamptz ${onlyIf}
      returning ${orderRow.list}`;
}

/**
 * Claims the key and marks the order paid in one statement: the order is marked paid only when the key was claimed
 * now. `claimed` false: the key was used before (read it with findClaim) and nothing changed.
 */
export async function claimKeyAndPayOrder(tx: DbOrTx, claim: KeyClaim, p: PayChange) {
  const [raw] = await rowsOf(
    tx,
    sql`with ${claimQuery(claim)}, paid as (${payOrderQuery(p, sql`and exists (select 1 from claim)`)})
      select (select count(*) from claim)::int as claimed, paid.* from (select 1) as one left join paid on true`,
  );
  const paid = orderRow.read(raw!, 'id');
  if (paid) announceOrder(tx, paid);
  return { claimed: raw!.claimed === 1, paid };
}

/**
 * Expires unpaid orders whose time is up (all, or one order). One conditional statement: idempotent and safe
 * to run concurrently (a row being paid is re-checked after the payer's lock is released).
 */
export async function expireDue(db: DbOrTx, now: Date, orderId?: number): Promise<number> {
  const rows = await db
    .update(orderInfo)
    .set({ payStatus: EXPIRED, orderStatus: CANCELLED_ORDER, updatedAt: now })
    .where(
      and(
        eq(orderInfo.payStatus, UNPAID),
        lte(orderInfo.expireAt, now),
        orderId === undefined ? undefined : eq(orderInfo.id, orderId),
      ),
    )
    .returning({ id: orderInfo.id, consumerId: orderInfo.consumerId, sellerId: orderInfo.sellerId });
  for (const row of rows) announceOrder(db, row);
  return rows.length;
}

export async function deleteOldKeys(db: DbOrTx, before: Date) {
  await db.delete(orderIdempotency).where(lt(orderIdempotency.createdAt, before));
}

/** Unpaid orders of a good that have not expired: they keep it from being taken off. */
export async function openOrdersOfItem(db: DbOrTx, itemId: number, now: Date) {
  return db
    .select({ id: orderInfo.id, orderNo: orderInfo.orderNo, consumerName: orderInfo.consumerName })
    .from(orderInfo)
    .where(and(eq(orderInfo.itemId, itemId), eq(orderInfo.payStatus, UNPAID), gt(orderInfo.expireAt, now)))
    .limit(100);
}

// --- idempotency keys -------------------------------------------------------------------------------------

/** An idempotency key as a request brings it: the consumer's key for a scope, and the request's hash. */
export interface KeyClaim {
  consumerId: number;
  scope: string;
  key: string;
  requestHash: string;
  now: Date;
}

/** `claim as (…)`: inserts the key unless it is there; answers its id when this statement inserted it. */
function claimQuery(c: KeyClaim) {
  return sql`claim as (insert into order_idempotency (consumer_id, scope, key, request_hash, created_at)
      values (${c.consumerId}, ${c.scope}, ${c.key}, ${c.requestHash}, ${c.now.toISOString()}::timestamptz)
      on conflict do nothing returning id)`;
}

// Submit and pay claim their key (consumer, scope, key) in their first statement (claimKeyAndFindGood,
// claimKeyAndPayOrder): `claimed` true, this transaction owns the key now (do the work and `saveResponse`); false,
// the key was used before (findClaim reads the first request's committed row; a concurrent first request is waited
// for by the unique index).

/** The stored row of a key claimed before. */
export async function findClaim(tx: DbOrTx, claim: KeyClaim): Promise<IdempotencyRow> {
  const [row] = await tx
    .select()
    .from(orderIdempotency)
    .where(
      and(
        eq(orderIdempotency.consumerId, claim.consumerId),
        eq(orderIdempotency.scope, claim.scope),
        eq(orderIdempotency.key, claim.key),
      ),
    );
  return row!;
}

/** Whether an Idempotency-Key of the consumer was used before (a retry). */
export async function claimExists(db: DbOrTx, claim: Pick<KeyClaim, 'consumerId' | 'scope' | 'key'>) {
  const [row] = await db
    .select({ id: orderIdempotency.id })
    .from(orderIdempotency)
    .where(
      and(
        eq(orderIdempotency.consumerId, claim.consumerId),
        eq(orderIdempotency.scope, claim.scope),
        eq(orderIdempotency.key, claim.key),
      ),
    );
  return Boolean(row);
}

export async function saveResponse(
  tx: DbOrTx,
  consumerId: number,
  scope: string,
  key: string,
  orderId: number,
  response: unknown,
) {
  await writeOrDefer(
    tx,
    sql`update order_idempotency set order_id = ${orderId},
      response = ${response === undefined ? null : JSON.stringify(response)}::jsonb
    where consumer_id = ${consumerId} and scope = ${scope} and key = ${key}`,
  );
}

// --- lists ------------------------------------------------------------------------------------------------

export interface OrderFilter {
  consumerId?: number;
  sellerId?: number;
  orderNo?: string;
  itemName?: string;
  itemType?: number;
  itemTypes?: number[];
  orderStatus?: number;
  payStatus?: number;
  from?: Date;
  before?: Date;
  /** Only orders of these goods paid at or after each one's moment (an empty list matches nothing). */
  paidSince?: { itemId: number; since: Date }[];
}

export async function pageOrders(db: DbOrTx, p: PageRequest, f: OrderFilter) {
  const conditions: (SQL | undefined)[] = [
    f.consumerId === undefined ? undefined : eq(orderInfo.consumerId, f.consumerId),
    f.sellerId === undefined ? undefined : eq(orderInfo.sellerId, f.sellerId),
    f.orderNo ? ilike(orderInfo.orderNo, `%${escapeLike(f.orderNo)}%`) : undefined,
    f.itemName ? ilike(orderInfo.itemName, `%${escapeLike(f.itemName)}%`) : undefined,
    f.itemType === undefined ? undefined : eq(orderInfo.itemType, f.itemType),
    f.itemTypes === undefined ? undefined : inArray(orderInfo.itemType, f.itemTypes),
    f.orderStatus === undefined ? undefined : eq(orderInfo.orderStatus, f.orderStatus),
    f.payStatus === undefined ? undefined : eq(orderInfo.payStatus, f.payStatus),
    f.from ? gte(orderInfo.createdAt, f.from) : undefined,
    f.before ? lt(orderInfo.createdAt, f.before) : undefined,
    f.paidSince === undefined
      ? undefined
      : f.paidSince.length === 0
        ? sql`false`
        : or(
            ...f.paidSince.map((p) =>
              and(eq(orderInfo.itemId, p.itemId), gte(orderInfo.paidAt, p.since), eq(orderInfo.payStatus, 1)),
            ),
          ),
  ];
  const where = and(...conditions);
  const [list, [total]] = await Promise.all([
    db.select().from(orderInfo).where(where).orderBy(desc(orderInfo.id)).limit(p.limit).offset(offsetOf(p)),
    db
      .select({ n: count() })
      .from(orderInfo)
      .where(where ?? sql`true`),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Paid orders (count, units, amount, distinct buyers) of a good, of a seller, or of all (mall counters). */
export async function paidFigures(db: DbOrTx, f: { itemId?: number; sellerId?: number }) {
  const [row] = await db
    .select({
      orders: count(),
      units: sql<string | null>`sum(${orderInfo.quantity})`,
      amount: sql<string | null>`sum(${orderInfo.amount})`,
      buyers: sql<number>`count(distinct ${orderInfo.consumerId})::int`,
    })
    .from(orderInfo)
    .where(
      and(
        eq(orderInfo.payStatus, 1),
        f.itemId === undefined ? undefined : eq(orderInfo.itemId, f.itemId),
        f.sellerId === undefined ? undefined : eq(orderInfo.sellerId, f.sellerId),
      ),
    );
  return {
    orderCount: row?.orders ?? 0,
    units: Number(row?.units ?? 0),
    amount: BigInt(row?.amount ?? 0),
    buyerCount: row?.buyers ?? 0,
  };
}

/** Whether a consumer has a paid order of a good. */
export async function hasPaidOrder(db: DbOrTx, consumerId: number, itemId: number) {
  const [row] = await db
    .select({ id: orderInfo.id })
    .from(orderInfo)
    .where(
      and(eq(orderInfo.consumerId, consumerId), eq(orderInfo.itemId, itemId), eq(orderInfo.payStatus, 1)),
    )
    .limit(1);
  return Boolean(row);
}

/** Paid orders and units per good (every good with one). */
export async function paidSalesByItem(db: DbOrTx) {
  return db
    .select({ itemId: orderInfo.itemId, orders: count(), units: sql<string>`sum(${orderInfo.quantity})` })
    .from(orderInfo)
    .where(eq(orderInfo.payStatus, 1))
    .groupBy(orderInfo.itemId);
}
