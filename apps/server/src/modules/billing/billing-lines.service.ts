import { randomUUID } from 'node:crypto';
import { billing, ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import {
  cstMonth,
  dayEnd,
  dayStart,
  monthsBetween,
  previousMonth,
  splitCommission,
} from './billing.money.js';
import { isOperator, isSeller, partyScope } from './billing.policy.js';
import { type BilledOrder, type BillingPorts, PAID } from './billing.ports.js';
import * as repo from './billing.repository.js';

const { BillType, BillOrderType, CustomerBillOrderType, DetailType } = billing;

export interface BillLineDeps extends BillingPorts {
  db: Db;
  clock: Clock;
}

type LineListFilter = {
  month?: string | undefined;
  orderNo?: string | undefined;
  itemName?: string | undefined;
  orderType?: number | undefined;
  detailType?: number | undefined;
  statementId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  party?: billing.BillParty | undefined;
  userId?: number | undefined;
};

/** What an event's lines share besides the order: the event, its month and time. */
interface LineBase {
  groupKey: string;
  detailType: number;
  month: string;
  createdAt: Date;
  usageId?: number;
  reason?: string;
}

/** A month's figures of the summary. */
interface MonthTotals {
  orderCount: number;
  consumer: bigint;
  seller: bigint;
  platform: bigint;
  refunds: bigint;
}

/**
 * Bill lines: the lines of payments, usage (metering), operator adjustments and approved refunds; the commission
 * rates they are split at; the line and usage lists and the monthly summary. Every money change writes lines
 * whose consumer part equals the seller part plus the platform part.
 */
export class BillLineService {
  constructor(private readonly deps: BillLineDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  // --- commission -------------------------------------------------------------------------------------------

  /** The rate that applies to a good now: its classification's override, else the platform default. */
  async rateFor(tx: DbOrTx, itemId: number): Promise<number> {
    const classificationId = await this.deps.classificationOf(tx, itemId);
    const override = classificationId === null ? null : await repo.commissionOf(tx, classificationId);
    return override ?? this.defaultRate(tx);
  }

  private defaultRate(db: DbOrTx): Promise<number> {
    return this.deps.defaultCommissionBp?.(db) ?? Promise.resolve(billing.DEFAULT_COMMISSION_BP);
  }

  async commissionConfig(): Promise<billing.CommissionConfig> {
    const rows = await repo.listCommissions(this.deps.db);
    const overrides = [];
    for (const row of rows) {
      overrides.push({
        classificationId: String(row.classificationId),
        classificationName: (await this.deps.classificationName(row.classificationId)) ?? '',
        rate: row.rate,
      });
    }
    return { defaultRate: await this.defaultRate(this.deps.db), overrides };
  }

  async setCommission(classificationId: number, rate: number) {
    if ((await this.deps.classificationName(classificationId)) === null) throw notFound();
    await repo.upsertCommission(this.deps.db, classificationId, rate, this.now());
    return this.commissionConfig();
  }

  async deleteCommission(classificationId: number) {
    await repo.deleteCommission(this.deps.db, classificationId);
    return this.commissionConfig();
  }

  // --- lines written by other flows -----------------------------------------------------------------------

  /** Writes the bill lines of a paid order inside the payment's transaction (once: a repeat is refused). */
  async recordPayment(tx: DbOrTx, order: BilledOrder): Promise<void> {
    const rate = await this.rateFor(tx, order.itemId);
    const now = this.now();
    const base = { groupKey: `order:${order.id}`, detailType: DetailType.PURCHASE, month: cstMonth(now) };
    await repo.addLines(tx, splitLines(order, { ...base, createdAt: now }, order.amount, rate, false));
  }

  /**
   * Rates one use record (a data-application run, a gateway call) into bill lines inside the caller's
   * transaction: `uses` × the unit price (default: the order's unit price), split at the good's current rate.
   * Idempotent per (source, reference): a repeat answers null and writes nothing. A refunded or unpaid order: 409.
   */
  async recordUsage(
    tx: DbOrTx,
    input: {
      orderId: number;
      source: 'run' | 'gateway';
      reference: string;
      uses?: number;
      unitPrice?: bigint;
    },
  ): Promise<repo.UsageRow | null> {
    const order = await this.deps.findOrder(tx, input.orderId);
    if (!order) throw notFound();
    if (order.payStatus !== PAID || !(await repo.lockPurchaseLine(tx, order.id))) throw illegalState();
    if (await repo.openRefundOf(tx, order.id)) throw illegalState();
    const uses = input.uses ?? 1;
    if (!Number.isInteger(uses) || uses < 1) throw badParam('uses', 'positiveInteger');
    const unitPrice = input.unitPrice ?? order.unitPrice;
    const amount = unitPrice * BigInt(uses);
    const rate = await this.rateFor(tx, order.itemId);
    const now = this.now();
    const month = cstMonth(now);
    const { seller, commission } = splitCommission(amount, rate);
    const usage = await repo.insertUsage(tx, {
      ...orderFields(order),
      source: input.source,
      reference: input.reference.slice(0, 64),
      uses,
      unitPrice,
      amount,
      commission,
      sellerIncome: seller,
      commissionRate: rate,
      month,
      createdAt: now,
    });
    if (!usage) return null;
    const base = { groupKey: `usage:${usage.id}`, detailType: DetailType.USE, usageId: usage.id };
    await repo.insertLines(tx, splitLines(order, { ...base, month, createdAt: now }, amount, rate, false));
    return usage;
  }

  /** An operator adjustment of an order's charge, split at the rate of the order's purchase. */
  async adjust(orderId: number, amount: bigint, reason: string): Promise<repo.LineRow[]> {
    return this.deps.db.transaction(async (tx) => {
      const order = await this.deps.findOrder(tx, orderId);
      if (!order) throw notFound();
      const purchase = await repo.lockPurchaseLine(tx, orderId);
      if (!purchase) throw illegalState();
      if (await repo.openRefundOf(tx, orderId)) throw illegalState();
      const sums = await repo.orderPartySums(tx, orderId);
      if (sums.consumer + amount < 0n) {
        throw new AppError(ErrorCode.BILL_ADJUST_BELOW_ZERO, {
          net: (Number(sums.consumer) / 10_000).toFixed(4),
        });
      }
      const now = this.now();
      const base = {
        groupKey: `adjust:${randomUUID()}`,
        detailType: DetailType.PURCHASE,
        month: cstMonth(now),
      };
      return repo.insertLines(
        tx,
        splitLines(order, { ...base, reason, createdAt: now }, amount, purchase.commissionRate, true),
      );
    });
  }

  /**
   * Reverses every line of a refunded order inside the refund's decision (the order's bill nets to zero for
   * consumer, seller and platform), at the rate of the order's purchase.
   */
  async recordRefund(tx: DbOrTx, order: BilledOrder, refund: repo.RefundRow, now: Date): Promise<void> {
    const purchase = await repo.lockPurchaseLine(tx, order.id);
    if (!purchase) throw illegalState();
    const sums = await repo.orderPartySums(tx, order.id);
    await repo.insertLines(tx, reversalLines(order, refund, purchase.commissionRate, sums, now));
  }

  // --- line lists ---------------------------------------------------------------------------------------------

  /** The filter of a role's own lines (consumers: their charges; sellers: their income; operator: all). */
  scopedLineFilter(actor: Actor, f: LineListFilter): repo.LineFilter {
    if (isOperator(actor)) return lineFilter(f);
    const party = isSeller(actor) ? 'seller' : 'consumer';
    return lineFilter({ ...f, party, userId: actor.userId });
  }

  /**
   * A page of the caller's lines, the sum of their amounts and, for sellers and the operator, the traded total
   * of the events they belong to split into seller income and commission (the operator's sum adds every party).
   */
  async pageLines(actor: Actor, page: PageRequest, f: LineListFilter) {
    const filter = this.scopedLineFilter(actor, f);
    const [result, sums] = await Promise.all([
      repo.pageLines(this.deps.db, page, filter),
      isOperator(actor) || isSeller(actor) ? repo.eventPartySums(this.deps.db, filter) : null,
    ]);
    const totals = sums && { traded: sums.consumer, sellerIncome: sums.seller, commission: sums.platform };
    return { ...result, totals };
  }

  linesAfter(filter: repo.LineFilter, afterId: number, limit: number) {
    return repo.linesAfter(this.deps.db, filter, afterId, limit);
  }

  // --- usage --------------------------------------------------------------------------------------------------

  scopedUsageFilter(actor: Actor, f: repo.UsageFilter): repo.UsageFilter {
    return { ...f, ...partyScope(actor) };
  }

  pageUsage(actor: Actor, page: PageRequest, f: repo.UsageFilter) {
    return repo.pageUsage(this.deps.db, page, this.scopedUsageFilter(actor, f));
  }

  usageAfter(filter: repo.UsageFilter, afterId: number, limit: number) {
    return repo.usageAfter(this.deps.db, filter, afterId, limit);
  }

  // --- summary --------------------------------------------------------------------------------------------------

  /** Totals per CST month: consumers see their charges, sellers their sales, the operator everything. */
  async summary(
    actor: Actor,
    input: { startMonth?: string | undefined; endMonth?: string | undefined; userId?: number | undefined },
  ) {
    const end = input.endMonth ?? cstMonth(this.now());
    let start = input.startMonth;
    if (!start) {
      start = end;
      for (let i = 0; i < 11; i++) start = previousMonth(start);
    }
    if (start > end) throw badParam('startMonth', 'monthRangeReversed', { start, end });
    const filter: repo.LineFilter = partyScope(actor);
    if (isOperator(actor) && input.userId !== undefined) filter.userId = input.userId;
    const byMonth = tallyMonths(monthsBetween(start, end), await repo.monthlyTotals(this.deps.db, filter));
    const consumerOnly = !isOperator(actor) && !isSeller(actor);
    const total = { orderCount: 0, consumer: 0n, seller: 0n, platform: 0n, refunds: 0n };
    for (const s of byMonth.values()) {
      total.orderCount += s.orderCount;
      total.consumer += s.consumer;
      total.seller += s.seller;
      total.platform += s.platform;
      total.refunds += s.refunds;
    }
    return {
      rows: [...byMonth.entries()].map(([m, s]) => presentMonth(m, s, consumerOnly)),
      total: presentMonth(`${start}..${end}`, total, consumerOnly),
    };
  }

  // --- names ------------------------------------------------------------------------------------------------------

  usernames(ids: number[]) {
    return this.deps.usernames([...new Set(ids.filter((id) => id > 0))]);
  }
}

/** The order's fields every line and usage record repeats. */
function orderFields(order: BilledOrder) {
  return {
    consumerId: order.consumerId,
    consumerName: order.consumerName,
    sellerId: order.sellerId,
    orderId: order.id,
    orderNo: order.orderNo,
    itemId: order.itemId,
    itemName: order.itemName,
  };
}

/** The three lines of an event: consumer charge, seller income net of commission, platform commission. */
function splitLines(
  order: BilledOrder,
  base: LineBase,
  gross: bigint,
  rate: number,
  adjustment: boolean,
): repo.LineInsert[] {
  const { seller, commission } = splitCommission(gross, rate);
  const common = {
    ...base,
    grossAmount: gross,
    commissionRate: rate,
    ...orderFields(order),
    skuName: order.skuName,
  };
  const sellerType = adjustment ? BillOrderType.ADJUSTMENT : BillOrderType.PROFIT_SHARE;
  return [
    {
      ...common,
      party: 'consumer',
      userId: order.consumerId,
      amount: gross,
      billType: BillType.EXPENSE,
      orderType: adjustment ? CustomerBillOrderType.ADJUSTMENT : CustomerBillOrderType.CONSUMPTION,
    },
    {
      ...common,
      party: 'seller',
      userId: order.sellerId,
      amount: seller,
      billType: BillType.INCOME,
      orderType: sellerType,
    },
    {
      ...common,
      party: 'platform',
      userId: 0,
      amount: commission,
      billType: BillType.INCOME,
      orderType: sellerType,
    },
  ];
}

/** The refund lines of an order: each party's sum so far, negated. */
function reversalLines(
  order: BilledOrder,
  refund: repo.RefundRow,
  rate: number,
  sums: { consumer: bigint; seller: bigint; platform: bigint },
  now: Date,
): repo.LineInsert[] {
  const base = {
    groupKey: `refund:${refund.id}`,
    ...orderFields(order),
    skuName: order.skuName,
    detailType: DetailType.PURCHASE,
    grossAmount: -sums.consumer,
    commissionRate: rate,
    month: cstMonth(now),
    refundId: refund.id,
    reason: refund.reason || String(refund.reasonType),
    createdAt: now,
  };
  const sellerSide = { billType: BillType.INCOME, orderType: BillOrderType.ADJUSTMENT };
  return [
    {
      ...base,
      party: 'consumer',
      userId: order.consumerId,
      amount: -sums.consumer,
      billType: BillType.EXPENSE,
      orderType: CustomerBillOrderType.ADJUSTMENT,
    },
    { ...base, ...sellerSide, party: 'seller', userId: order.sellerId, amount: -sums.seller },
    { ...base, ...sellerSide, party: 'platform', userId: 0, amount: -sums.platform },
  ];
}

function lineFilter(f: LineListFilter): repo.LineFilter {
  return {
    party: f.party,
    userId: f.userId,
    month: f.month,
    orderNo: f.orderNo,
    itemName: f.itemName,
    orderType: f.orderType,
    detailType: f.detailType,
    statementId: f.statementId,
    from: f.startDate ? dayStart(f.startDate) : undefined,
    before: f.endDate ? dayEnd(f.endDate) : undefined,
  };
}

/** The summary's months, each with its figures from the monthly totals (months outside the range are left out). */
function tallyMonths(
  months: string[],
  rows: { month: string; party: string; sum: string; refunds: string; purchases: number }[],
): Map<string, MonthTotals> {
  const byMonth = new Map(
    months.map((m) => [m, { orderCount: 0, consumer: 0n, seller: 0n, platform: 0n, refunds: 0n }]),
  );
  for (const r of rows) {
    const slot = byMonth.get(r.month);
    if (!slot) continue;
    const sum = BigInt(r.sum);
    if (r.party === 'consumer') {
      slot.consumer += sum;
      slot.refunds += -BigInt(r.refunds);
      slot.orderCount += r.purchases;
    } else if (r.party === 'seller') slot.seller += sum;
    else slot.platform += sum;
  }
  return byMonth;
}

/** A row of the summary; a consumer is shown no seller income or commission. */
function presentMonth(month: string, s: MonthTotals, consumerOnly: boolean) {
  return {
    month,
    orderCount: s.orderCount,
    consumerCharges: s.consumer.toString(),
    sellerIncome: consumerOnly ? '0' : s.seller.toString(),
    platformCommission: consumerOnly ? '0' : s.platform.toString(),
    refunds: s.refunds.toString(),
  };
}
