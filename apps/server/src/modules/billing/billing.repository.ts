import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { writeOrDefer } from '../../platform/write-batch.js';
import {
  billBankCard,
  billCommission,
  billInvoice,
  billLine,
  billRefund,
  billStatement,
  billUsage,
} from './billing.table.js';

export type LineRow = typeof billLine.$inferSelect;
export type LineInsert = typeof billLine.$inferInsert;
export type StatementRow = typeof billStatement.$inferSelect;
export type UsageRow = typeof billUsage.$inferSelect;
export type InvoiceRow = typeof billInvoice.$inferSelect;
export type RefundRow = typeof billRefund.$inferSelect;
export type BankCardRow = typeof billBankCard.$inferSelect;

const sumText = (column: SQL | typeof billLine.amount) => sql<string>`coalesce(sum(${column}), 0)::text`;

// --- lines ------------------------------------------------------------------------------------------------

export async function insertLines(db: DbOrTx, rows: LineInsert[]): Promise<LineRow[]> {
  if (rows.length === 0) return [];
  return db.insert(billLine).values(rows).returning();
}

/**
 * insertLines without reading the rows back, as one array per column (unnest): the payment path, where the
 * query builder cost more per row than the insert (26 columns, three rows).
 */
export async function addLines(db: DbOrTx, rows: LineInsert[]): Promise<void> {
  if (!rows.length) return;
  const column = <T>(pick: (r: LineInsert) => T) => sql.param(rows.map(pick));
  const text = (pick: (r: LineInsert) => string | bigint | undefined) =>
    column((r) => (pick(r) ?? '').toString());
  await writeOrDefer(
    db,
    sql`insert into bill_line (party, group_key, user_id, consumer_id, consumer_name, seller_id,
      order_id, order_no, item_id, item_name, sku_name, bill_type, order_type, detail_type, cannal, pay_type, amount,
      gross_amount, commission_rate, month, statement_id, usage_id, refund_id, reason, created_at)
    select * from unnest(${text((r) => r.party)}::varchar[], ${text((r) => r.groupKey)}::varchar[],
      ${column((r) => r.userId)}::bigint[], ${column((r) => r.consumerId)}::bigint[],
      ${text((r) => r.consumerName)}::varchar[], ${column((r) => r.sellerId)}::bigint[],
      ${column((r) => r.orderId)}::bigint[], ${text((r) => r.orderNo)}::varchar[], ${column((r) => r.itemId)}::bigint[],
      ${text((r) => r.itemName)}::varchar[], ${text((r) => r.skuName)}::varchar[],
      ${column((r) => r.billType)}::smallint[], ${column((r) => r.orderType)}::smallint[],
      ${column((r) => r.detailType)}::smallint[], ${column((r) => r.cannal ?? 1)}::smallint[],
      ${column((r) => r.payType ?? 1)}::smallint[], ${text((r) => r.amount)}::bigint[],
      ${text((r) => r.grossAmount)}::bigint[], ${column((r) => r.commissionRate)}::int[],
      ${text((r) => r.month)}::varchar[], ${column((r) => r.statementId ?? null)}::bigint[],
      ${column((r) => r.usageId ?? null)}::bigint[], ${column((r) => r.refundId ?? null)}::bigint[],
      ${text((r) => r.reason)}::varchar[], ${column((r) => (r.createdAt ?? new Date()).toISOString())}::timestamptz[])`,
  );
}

/** The consumer line of an order's purchase, locked: the mutex of every later change of that order's bill. */
export async function lockPurchaseLine(db: DbOrTx, orderId: number): Promise<LineRow | null> {
  const [row] = await db
    .select()
    .from(billLine)
    .where(and(eq(billLine.groupKey, `order:${orderId}`), eq(billLine.party, 'consumer')))
    .for('update');
  return row ?? null;
}

/** Sum of an order's lines per party. */
export async function orderPartySums(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ party: billLine.party, sum: sumText(billLine.amount) })
    .from(billLine)
    .where(eq(billLine.orderId, orderId))
    .groupBy(billLine.party);
  const out = { consumer: 0n, seller: 0n, platform: 0n };
  for (const r of rows) out[r.party as keyof typeof out] = BigInt(r.sum);
  return out;
}

export interface LineFilter {
  party?: string | undefined;
  userId?: number | undefined;
  consumerId?: number | undefined;
  sellerId?: number | undefined;
  month?: string | undefined;
  orderNo?: string | undefined;
  itemName?: string | undefined;
  orderType?: number | undefined;
  detailType?: number | undefined;
  statementId?: number | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

export function lineWhere(f: LineFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.party) c.push(eq(billLine.party, f.party));
  if (f.userId !== undefined) c.push(eq(billLine.userId, f.userId));
  if (f.consumerId !== undefined) c.push(eq(billLine.consumerId, f.consumerId));
  if (f.sellerId !== undefined) c.push(eq(billLine.sellerId, f.sellerId));
  if (f.month) c.push(eq(billLine.month, f.month));
  if (f.orderNo) c.push(ilike(billLine.orderNo, `%${escapeLike(f.orderNo)}%`));
  if (f.itemName) c.push(ilike(billLine.itemName, `%${escapeLike(f.itemName)}%`));
  if (f.orderType !== undefined) c.push(eq(billLine.orderType, f.orderType));
  if (f.detailType !== undefined) c.push(eq(billLine.detailType, f.detailType));
  if (f.statementId !== undefined) c.push(eq(billLine.statementId, f.statementId));
  if (f.from) c.push(gte(billLine.createdAt, f.from));
  if (f.before) c.push(lt(billLine.createdAt, f.before));
  return c.length ? and(...c) : undefined;
}

export async function pageLines(db: DbOrTx, p: PageRequest, f: LineFilter) {
  const where = lineWhere(f);
  const [list, [agg]] = await Promise.all([
    db.select().from(billLine).where(where).orderBy(desc(billLine.id)).limit(p.limit).offset(offsetOf(p)),
    db
      .select({ n: count(), sum: sumText(billLine.amount) })
      .from(billLine)
      .where(where),
  ]);
  return { list, total: agg?.n ?? 0, sum: BigInt(agg?.sum ?? '0') };
}

/**
 * Sums per party of the events (groupKey) with a line matching `f`, each event counted once: its three lines
 * balance, so consumer == seller + platform whatever the filter (a seller's lines, one party, one order type).
 */
export async function eventPartySums(db: DbOrTx, f: LineFilter) {
  const where = lineWhere(f);
  const rows = await db
    .select({ party: billLine.party, sum: sumText(billLine.amount) })
    .from(billLine)
    .where(
      where
        ? inArray(billLine.groupKey, db.selectDistinct({ g: billLine.groupKey }).from(billLine).where(where))
        : undefined,
    )
    .groupBy(billLine.party);
  const out = { consumer: 0n, seller: 0n, platform: 0n };
  for (const r of rows) out[r.party as keyof typeof out] = BigInt(r.sum);
  return out;
}

/** Lines in id order after `afterId` (exports read in batches). */
export function linesAfter(db: DbOrTx, f: LineFilter, afterId: number, limit: number) {
  const where = lineWhere(f);
  return db
    .select()
    .from(billLine)
    .where(and(where ?? sql`true`, sql`${billLine.id} > ${afterId}`))
    .orderBy(billLine.id)
    .limit(limit);
}

/** Sums per month and party (and the count of purchases) for the summary. */
export async function monthlyTotals(db: DbOrTx, f: LineFilter) {
  return db
    .select({
      month: billLine.month,
      party: billLine.party,
      sum: sumText(billLine.amount),
      refunds: sumText(sql`case when ${billLine.refundId} is not null then ${billLine.amount} else 0 end`),
      purchases: sql<number>`count(*) filter (where ${billLine.groupKey} like 'order:%')::int`,
    })
    .from(billLine)
    .where(lineWhere(f))
    .groupBy(billLine.month, billLine.party);
}

/** (party, userId) pairs with lines not on a statement, of `month` or earlier. */
export async function unattachedOwners(db: DbOrTx, month: string) {
  return db
    .selectDistinct({ party: billLine.party, userId: billLine.userId })
    .from(billLine)
    .where(
      and(
        isNull(billLine.statementId),
        inArray(billLine.party, ['consumer', 'seller']),
        lte(billLine.month, month),
      ),
    );
}

export async function attachLines(
  db: DbOrTx,
  statementId: number,
  party: string,
  userId: number,
  month: string,
): Promise<number> {
  const rows = await db
    .update(billLine)
    .set({ statementId })
    .where(
      and(
        isNull(billLine.statementId),
        eq(billLine.party, party),
        eq(billLine.userId, userId),
        lte(billLine.month, month),
      ),
    )
    .returning({ id: billLine.id });
  return rows.length;
}

// --- statements ---------------------------------------------------------------------------------------------

export async function insertStatementIfMissing(
  db: DbOrTx,
  row: typeof billStatement.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(billStatement)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: billStatement.id });
  return inserted.length > 0;
}

export async function lockStatementOf(db: DbOrTx, party: string, userId: number, month: string) {
  const [row] = await db
    .select()
    .from(billStatement)
    .where(
      and(eq(billStatement.party, party), eq(billStatement.userId, userId), eq(billStatement.month, month)),
    )
    .for('update');
  return row ?? null;
}

export async function findStatement(db: DbOrTx, id: number, lock = false): Promise<StatementRow | null> {
  const q = db.select().from(billStatement).where(eq(billStatement.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function lockStatements(db: DbOrTx, ids: number[]): Promise<StatementRow[]> {
  return db
    .select()
    .from(billStatement)
    .where(inArray(billStatement.id, ids))
    .orderBy(billStatement.id)
    .for('update');
}

export async function recomputeStatement(db: DbOrTx, id: number, now: Date) {
  const [agg] = await db
    .select({ n: count(), sum: sumText(billLine.amount) })
    .from(billLine)
    .where(eq(billLine.statementId, id));
  await db
    .update(billStatement)
    .set({ amount: BigInt(agg?.sum ?? '0'), lineCount: agg?.n ?? 0, updatedAt: now })
    .where(eq(billStatement.id, id));
}

export async function updateStatement(
  db: DbOrTx,
  id: number,
  set: Partial<typeof billStatement.$inferInsert>,
) {
  const [row] = await db.update(billStatement).set(set).where(eq(billStatement.id, id)).returning();
  return row!;
}

export interface StatementFilter {
  party: string;
  userId?: number | undefined;
  month?: string | undefined;
  status?: number | undefined;
}

function statementWhere(f: StatementFilter) {
  const c: SQL[] = [eq(billStatement.party, f.party)];
  if (f.userId !== undefined) c.push(eq(billStatement.userId, f.userId));
  if (f.month) c.push(eq(billStatement.month, f.month));
  if (f.status !== undefined) c.push(eq(billStatement.status, f.status));
  return and(...c);
}

export async function pageStatements(db: DbOrTx, p: PageRequest, f: StatementFilter) {
  const where = statementWhere(f);
  const [list, [agg]] = await Promise.all([
    db
      .select()
      .from(billStatement)
      .where(where)
      .orderBy(desc(billStatement.month), desc(billStatement.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(billStatement).where(where),
  ]);
  return { list, total: agg?.n ?? 0 };
}

export function statementsAfter(db: DbOrTx, f: StatementFilter, afterId: number, limit: number) {
  return db
    .select()
    .from(billStatement)
    .where(and(statementWhere(f), sql`${billStatement.id} > ${afterId}`))
    .orderBy(billStatement.id)
    .limit(limit);
}

// --- commission ----------------------------------------------------------------------------------------------

export async function commissionOf(db: DbOrTx, classificationId: number): Promise<number | null> {
  const [row] = await db
    .select()
    .from(billCommission)
    .where(eq(billCommission.classificationId, classificationId));
  return row?.rate ?? null;
}

export function listCommissions(db: DbOrTx) {
  return db.select().from(billCommission).orderBy(billCommission.classificationId);
}

export async function upsertCommission(db: DbOrTx, classificationId: number, rate: number, now: Date) {
  await db
    .insert(billCommission)
    .values({ classificationId, rate, updatedAt: now })
    .onConflictDoUpdate({ target: billCommission.classificationId, set: { rate, updatedAt: now } });
}

export async function deleteCommission(db: DbOrTx, classificationId: number) {
  await db.delete(billCommission).where(eq(billCommission.classificationId, classificationId));
}

// --- usage ------------------------------------------------------------------------------------------------------

export async function insertUsage(db: DbOrTx, row: typeof billUsage.$inferInsert): Promise<UsageRow | null> {
  const [inserted] = await db.insert(billUsage).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export interface UsageFilter {
  consumerId?: number | undefined;
  sellerId?: number | undefined;
  month?: string | undefined;
  orderId?: number | undefined;
  orderNo?: string | undefined;
  itemName?: string | undefined;
}

function usageWhere(f: UsageFilter) {
  const c: SQL[] = [];
  if (f.consumerId !== undefined) c.push(eq(billUsage.consumerId, f.consumerId));
  if (f.sellerId !== undefined) c.push(eq(billUsage.sellerId, f.sellerId));
  if (f.month) c.push(eq(billUsage.month, f.month));
  if (f.orderId !== undefined) c.push(eq(billUsage.orderId, f.orderId));
  if (f.orderNo) c.push(ilike(billUsage.orderNo, `%${escapeLike(f.orderNo)}%`));
  if (f.itemName) c.push(ilike(billUsage.itemName, `%${escapeLike(f.itemName)}%`));
  return c.length ? and(...c) : undefined;
}

export async function pageUsage(db: DbOrTx, p: PageRequest, f: UsageFilter) {
  const where = usageWhere(f);
  const [list, [agg]] = await Promise.all([
    db.select().from(billUsage).where(where).orderBy(desc(billUsage.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(billUsage).where(where),
  ]);
  return { list, total: agg?.n ?? 0 };
}

export function usageAfter(db: DbOrTx, f: UsageFilter, afterId: number, limit: number) {
  return db
    .select()
    .from(billUsage)
    .where(and(usageWhere(f) ?? sql`true`, sql`${billUsage.id} > ${afterId}`))
    .orderBy(billUsage.id)
    .limit(limit);
}

// --- invoices -----------------------------------------------------------------------------------------------

export async function insertInvoice(db: DbOrTx, row: typeof billInvoice.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await db.insert(billInvoice).values(row).returning();
  return inserted!;
}

export async function findInvoice(db: DbOrTx, id: number, lock = false): Promise<InvoiceRow | null> {
  const q = db.select().from(billInvoice).where(eq(billInvoice.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateInvoice(db: DbOrTx, id: number, set: Partial<typeof billInvoice.$inferInsert>) {
  const [row] = await db.update(billInvoice).set(set).where(eq(billInvoice.id, id)).returning();
  return row!;
}

export async function pageInvoices(
  db: DbOrTx,
  p: PageRequest,
  f: { consumerId?: number | undefined; status?: number | undefined },
) {
  const c: SQL[] = [];
  if (f.consumerId !== undefined) c.push(eq(billInvoice.consumerId, f.consumerId));
  if (f.status !== undefined) c.push(eq(billInvoice.status, f.status));
  const where = c.length ? and(...c) : undefined;
  const [list, [agg]] = await Promise.all([
    db
      .select()
      .from(billInvoice)
      .where(where)
      .orderBy(desc(billInvoice.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(billInvoice).where(where),
  ]);
  return { list, total: agg?.n ?? 0 };
}

// --- bank cards -------------------------------------------------------------------------------------------------

export async function findBankCard(db: DbOrTx, userId: number): Promise<BankCardRow | null> {
  const [row] = await db.select().from(billBankCard).where(eq(billBankCard.userId, userId));
  return row ?? null;
}

export async function saveBankCard(db: DbOrTx, row: typeof billBankCard.$inferInsert): Promise<BankCardRow> {
  const { userId: _, ...set } = row;
  const [saved] = await db
    .insert(billBankCard)
    .values(row)
    .onConflictDoUpdate({ target: billBankCard.userId, set })
    .returning();
  return saved!;
}

// --- refunds ----------------------------------------------------------------------------------------------------

export async function insertRefund(db: DbOrTx, row: typeof billRefund.$inferInsert): Promise<RefundRow> {
  const [inserted] = await db.insert(billRefund).values(row).returning();
  return inserted!;
}

export async function findRefund(db: DbOrTx, id: number, lock = false): Promise<RefundRow | null> {
  const q = db.select().from(billRefund).where(eq(billRefund.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The refund of an order that is under review or done, if any. */
export async function openRefundOf(db: DbOrTx, orderId: number): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(billRefund)
    .where(and(eq(billRefund.orderId, orderId), sql`${billRefund.status} <> 2`));
  return row ?? null;
}

export async function updateRefund(db: DbOrTx, id: number, set: Partial<typeof billRefund.$inferInsert>) {
  const [row] = await db.update(billRefund).set(set).where(eq(billRefund.id, id)).returning();
  return row!;
}

export async function pageRefunds(
  db: DbOrTx,
  p: PageRequest,
  f: { consumerId?: number; sellerId?: number; status?: number | undefined; orderNo?: string | undefined },
) {
  const c: SQL[] = [];
  if (f.consumerId !== undefined) c.push(eq(billRefund.consumerId, f.consumerId));
  if (f.sellerId !== undefined) c.push(eq(billRefund.sellerId, f.sellerId));
  if (f.status !== undefined) c.push(eq(billRefund.status, f.status));
  if (f.orderNo) c.push(ilike(billRefund.orderNo, `%${escapeLike(f.orderNo)}%`));
  const where = c.length ? and(...c) : undefined;
  const [list, [agg]] = await Promise.all([
    db.select().from(billRefund).where(where).orderBy(desc(billRefund.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(billRefund).where(where),
  ]);
  return { list, total: agg?.n ?? 0 };
}

/** Whether a paid order was refunded (an approved refund; read-only, for the goods' take-off blockers). */
export async function isRefunded(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: billRefund.id })
    .from(billRefund)
    .where(and(eq(billRefund.orderId, orderId), eq(billRefund.status, 1)))
    .limit(1);
  return Boolean(row);
}
