import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The trade figures of a closed China day, written once by the first dashboard load after the day closed and
 * read by the monthly charts instead of scanning the orders again. A closed day's figures never change: orders
 * count by the day they were placed, paid orders and GMV by the day they were paid (paid_at is set once), and
 * commission by the day its bill lines were booked (lines are only appended). Today is always read live.
 */
export const statDay = pgTable('stat_day', {
  /** YYYY-MM-DD, China Standard Time. */
  day: varchar('day', { length: 10 }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  paidOrders: integer('paid_orders').notNull().default(0),
  /** GMV, 1/10000 yuan. */
  amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  /** The platform's net commission, 1/10000 yuan. */
  commission: bigint('commission', { mode: 'bigint' }).notNull().default(sql`0`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
