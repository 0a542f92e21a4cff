import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * The orders as the operator's statistics read them: counts and sums over `order_info` by China day and over a
 * period, each one statement on an index of orders.table.ts (created_at; paid_at of paid orders), benchmarked
 * at 1M orders (bench/operator-dashboard.ts). Orders owns these columns and what "paid" means; the statistics
 * module names no orders column itself.
 */

/** The China Standard Time day (YYYY-MM-DD) of a timestamp column, as SQL text. */
const chinaDayOf = (column: string) =>
  `to_char(${column} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

export interface OrderDayFigures {
  day: string;
  orders: number;
  paidOrders: number;
  /** 1/10000 yuan. */
  amount: bigint;
}

/** Orders placed and orders paid (with their amount) per China day in [from, to); days without any are left out. */
export async function orderFiguresByDay(db: DbOrTx, from: Date, to: Date): Promise<OrderDayFigures[]> {
  const placed = await rowsOf(
    db,
    sql`select ${sql.raw(chinaDayOf('created_at'))} as day, count(*)::int as n from order_info
        where created_at >= ${from} and created_at < ${to} group by 1`,
  );
  const paid = await rowsOf(
    db,
    sql`select ${sql.raw(chinaDayOf('paid_at'))} as day, count(*)::int as n, coalesce(sum(amount), 0)::text as amount
        from order_info where pay_status = 1 and paid_at >= ${from} and paid_at < ${to} group by 1`,
  );
  const byDay = new Map<string, OrderDayFigures>();
  const dayOf = (day: string) => {
    let row = byDay.get(day);
    if (!row) {
      row = { day, orders: 0, paidOrders: 0, amount: 0n };
      byDay.set(day, row);
    }
    return row;
  };
  for (const r of placed) dayOf(String(r.day)).orders = Number(r.n);
  for (const r of paid) {
    const row = dayOf(String(r.day));
    row.paidOrders = Number(r.n);
    row.amount = BigInt(String(r.amount));
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Orders placed, orders paid and their amount in [from, to). */
export async function orderFiguresBetween(db: DbOrTx, from: Date, to: Date) {
  const [placed] = await rowsOf(
    db,
    sql`select count(*)::int as n from order_info where created_at >= ${from} and created_at < ${to}`,
  );
  const [paid] = await rowsOf(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount from order_info
        where pay_status = 1 and paid_at >= ${from} and paid_at < ${to}`,
  );
  return {
    orders: Number(placed?.n ?? 0),
    paidOrders: Number(paid?.n ?? 0),
    amount: BigInt(String(paid?.amount ?? 0)),
  };
}

export interface TopGoodRow {
  itemId: number;
  itemName: string;
  itemType: number;
  sellerId: number;
  paidOrders: number;
  amount: bigint;
}

/** Goods by the amount of their orders paid in [from, to), most first (the name as on the newest order). */
export async function topGoods(
  db: DbOrTx,
  from: Date,
  to: Date,
  options: { itemType?: number; limit: number },
): Promise<TopGoodRow[]> {
  const kind = options.itemType === undefined ? sql`` : sql`and item_type = ${options.itemType}`;
  // Summed on order_info_paid_idx alone (index-only); the name and kind are read for the winners only.
  const rows = await rowsOf(
    db,
    sql`with top as (
          select item_id, count(*)::int as n, sum(amount) as total, max(seller_id) as seller_id from order_info
          where pay_status = 1 and paid_at >= ${from} and paid_at < ${to} ${kind}
          group by item_id order by sum(amount) desc, count(*) desc, item_id limit ${options.limit})
        select top.item_id, top.n, top.total::text as amount, top.seller_id, o.item_name, o.item_type from top
        cross join lateral (select item_name, item_type from order_info where item_id = top.item_id
          order by id desc limit 1) o
        order by top.total desc, top.n desc, top.item_id`,
  );
  return rows.map((r) => ({
    itemId: Number(r.item_id),
    itemName: String(r.item_name),
    itemType: Number(r.item_type),
    sellerId: Number(r.seller_id),
    paidOrders: Number(r.n),
    amount: BigInt(String(r.amount)),
  }));
}

/** Sellers or buyers by the amount of the orders paid in [from, to), most first. */
export async function topParties(
  db: DbOrTx,
  from: Date,
  to: Date,
  options: { side: 'seller' | 'consumer'; limit: number },
): Promise<{ userId: number; paidOrders: number; amount: bigint }[]> {
  const column = sql.raw(options.side === 'seller' ? 'seller_id' : 'consumer_id');
  const rows = await rowsOf(
    db,
    sql`select ${column} as user_id, count(*)::int as n, sum(amount)::text as amount
        from order_info where pay_status = 1 and paid_at >= ${from} and paid_at < ${to}
        group by ${column} order by sum(amount) desc, count(*) desc, ${column} limit ${options.limit}`,
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    paidOrders: Number(r.n),
    amount: BigInt(String(r.amount)),
  }));
}

/** Unpaid orders whose payment time ended before `dueBefore` (the expiry job's backlog), and the oldest's time. */
export async function overdueUnpaid(db: DbOrTx, dueBefore: Date) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n, min(expire_at) as oldest from order_info
        where pay_status = 0 and expire_at < ${dueBefore}`,
  );
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string | Date) : null };
}

/** The side of an order a party is on: the owner of its good, or its buyer. */
export type OrderSide = 'seller' | 'consumer';

/** The China month (YYYY-MM) of a timestamp column, as SQL text. */
const chinaMonthOf = (column: string) =>
  `to_char(${column} at time zone 'UTC' + interval '8 hours', 'YYYY-MM')`;

export interface OrderMonthFigures {
  orders: number;
  paidOrders: number;
  /** 1/10000 yuan. */
  amount: bigint;
}

/**
 * One party's orders per China month from `from` on: placed (by created_at), and paid with their amount (by
 * paid_at). Each statement reads the party's own orders only (order_info_seller_idx, order_info_consumer_idx);
 * months without any are left out.
 */
export async function partyOrdersByMonth(
  db: DbOrTx,
  side: OrderSide,
  userId: number,
  from: Date,
): Promise<Map<string, OrderMonthFigures>> {
  const party = sql.raw(side === 'seller' ? 'seller_id' : 'consumer_id');
  const placed = await rowsOf(
    db,
    sql`select ${sql.raw(chinaMonthOf('created_at'))} as month, count(*)::int as n from order_info
        where ${party} = ${userId} and created_at >= ${from} group by 1`,
  );
  const paid = await rowsOf(
    db,
    sql`select ${sql.raw(chinaMonthOf('paid_at'))} as month, count(*)::int as n,
          coalesce(sum(amount), 0)::text as amount
        from order_info where ${party} = ${userId} and pay_status = 1 and paid_at >= ${from} group by 1`,
  );
  const byMonth = new Map<string, OrderMonthFigures>();
  const monthOf = (month: string) => {
    let row = byMonth.get(month);
    if (!row) {
      row = { orders: 0, paidOrders: 0, amount: 0n };
      byMonth.set(month, row);
    }
    return row;
  };
  for (const r of placed) monthOf(String(r.month)).orders = Number(r.n);
  for (const r of paid) {
    const row = monthOf(String(r.month));
    row.paidOrders = Number(r.n);
    row.amount = BigInt(String(r.amount));
  }
  return byMonth;
}

/** A buyer's orders by order_status (cancelled or expired -1, awaiting payment 0, completed 1). */
export async function consumerOrderStates(db: DbOrTx, consumerId: number) {
  const rows = await rowsOf(
    db,
    sql`select order_status, count(*)::int as n from order_info where consumer_id = ${consumerId} group by 1`,
  );
  return new Map(rows.map((r) => [Number(r.order_status), Number(r.n)]));
}
