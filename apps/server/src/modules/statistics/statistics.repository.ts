import { and, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { statDay } from './statistics.table.js';

export type DayFigures = Pick<
  typeof statDay.$inferSelect,
  'day' | 'orders' | 'paidOrders' | 'amount' | 'commission'
>;

/** The closed days stored in [fromDay, toDay). */
export function closedDays(db: DbOrTx, fromDay: string, toDay: string): Promise<DayFigures[]> {
  return db
    .select({
      day: statDay.day,
      orders: statDay.orders,
      paidOrders: statDay.paidOrders,
      amount: statDay.amount,
      commission: statDay.commission,
    })
    .from(statDay)
    .where(and(gte(statDay.day, fromDay), lt(statDay.day, toDay)));
}

/** Stores closed days; a day another node stored meanwhile is kept (the figures are the same). */
export async function insertClosedDays(db: DbOrTx, rows: DayFigures[], now: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, createdAt: now, updatedAt: now }));
    await db.insert(statDay).values(chunk).onConflictDoNothing();
  }
}
