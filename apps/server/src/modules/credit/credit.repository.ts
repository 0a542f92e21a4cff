import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { offsetOf, type PageRequest } from '../../platform/paging.js';
import { creditAccount, creditLedger } from './credit.table.js';

export type CreditAccountRow = typeof creditAccount.$inferSelect;

export async function findAccount(db: DbOrTx, userId: number): Promise<CreditAccountRow | null> {
  const [row] = await db.select().from(creditAccount).where(eq(creditAccount.userId, userId));
  return row ?? null;
}

/** The account row locked for this transaction (created at zero when missing). */
export async function lockAccount(db: DbOrTx, userId: number): Promise<CreditAccountRow> {
  await db.insert(creditAccount).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(creditAccount).where(eq(creditAccount.userId, userId)).for('update');
  return row!;
}

export async function saveAccount(
  db: DbOrTx,
  userId: number,
  creditLimit: bigint,
  available: bigint,
  now: Date,
) {
  await db
    .update(creditAccount)
    .set({ creditLimit, available, updatedAt: now })
    .where(eq(creditAccount.userId, userId));
}

export async function insertLedger(db: DbOrTx, row: typeof creditLedger.$inferInsert) {
  await db.insert(creditLedger).values(row);
}

export async function pageLedger(db: DbOrTx, p: PageRequest, userId?: number) {
  const condition = userId === undefined ? undefined : eq(creditLedger.userId, userId);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(condition)
      .orderBy(desc(creditLedger.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db
      .select({ n: count() })
      .from(creditLedger)
      .where(condition ?? sql`true`),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Sum of the signed ledger amounts of a user by change type. */
export async function ledgerTotals(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      changeType: creditLedger.changeType,
      sum: sql<string>`coalesce(sum(${creditLedger.amount}), 0)::text`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .groupBy(creditLedger.changeType);
  return Object.fromEntries(rows.map((r) => [r.changeType, BigInt(r.sum)])) as Record<string, bigint>;
}
