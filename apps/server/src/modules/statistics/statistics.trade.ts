import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { commissionByDay } from '../billing/billing.stats-view.js';
import { orderFiguresByDay } from '../orders/orders.stats-view.js';
import { dayStart, daysBetween, nextDay } from './statistics.calendar.js';
import * as repo from './statistics.repository.js';

/**
 * A day closes for the rollup this long after it ended: a row stamped by an app node whose clock is slightly
 * behind still lands in its day before the day is summed for good.
 */
const CLOSE_GRACE_MS = 5 * 60_000;

export type DayFigures = repo.DayFigures;

const empty = (day: string): DayFigures => ({ day, orders: 0, paidOrders: 0, amount: 0n, commission: 0n });

/**
 * The trade figures per China day from `fromDay` to today: closed days from the rollup (the missing ones summed
 * from the orders and bill lines once, then stored), the open days (today, and yesterday within the grace) live.
 */
export async function tradeDays(db: Db, clock: Clock, fromDay: string): Promise<Map<string, DayFigures>> {
  const now = clock.now();
  const today = chinaDay(now);
  const openFrom = chinaDay(new Date(now.getTime() - CLOSE_GRACE_MS));
  const days = new Map<string, DayFigures>();
  for (const day of daysBetween(fromDay, nextDay(today))) days.set(day, empty(day));
  if (fromDay < openFrom) {
    const stored = await repo.closedDays(db, fromDay, openFrom);
    for (const row of stored) days.set(row.day, row);
    const have = new Set(stored.map((s) => s.day));
    const missing = daysBetween(fromDay, openFrom).filter((d) => !have.has(d));
    if (missing.length) {
      const summed = await sumDays(db, missing[0]!, openFrom);
      const rows = missing.map((d) => summed.get(d) ?? empty(d));
      await repo.insertClosedDays(db, rows, now);
      for (const row of rows) days.set(row.day, row);
    }
  }
  const live = await sumDays(db, openFrom > fromDay ? openFrom : fromDay, nextDay(today));
  for (const [day, row] of live) days.set(day, row);
  return days;
}

/** Sums the orders and commission of the China days in [fromDay, toDay) from their tables. */
async function sumDays(db: Db, fromDay: string, toDay: string): Promise<Map<string, DayFigures>> {
  const from = dayStart(fromDay);
  const to = dayStart(toDay);
  const orders = await orderFiguresByDay(db, from, to);
  const commission = await commissionByDay(db, from, to);
  const out = new Map<string, DayFigures>();
  for (const o of orders) out.set(o.day, { ...o, commission: 0n });
  for (const [day, amount] of commission)
    out.set(day, { ...(out.get(day) ?? empty(day)), commission: amount });
  return out;
}

/** The sum of the figures of the days whose key starts with `prefix` (a month YYYY-MM, or a day). */
export function sumWhere(days: Map<string, DayFigures>, prefix: string) {
  const total = { orders: 0, paidOrders: 0, amount: 0n, commission: 0n };
  for (const [day, d] of days) {
    if (!day.startsWith(prefix)) continue;
    total.orders += d.orders;
    total.paidOrders += d.paidOrders;
    total.amount += d.amount;
    total.commission += d.commission;
  }
  return total;
}
