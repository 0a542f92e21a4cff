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

/**
 * Takes `amount` off the available credit in one conditional statement and writes its ledger row in the same
 * statement: the update only matches while enough is available (PostgreSQL re-checks the condition on the
 * latest row version under the row lock, so concurrent deductions never overdraw). Null when the account is
 * missing or has too little: nothing was changed.
 */
export async function deductAvailable(
  db: DbOrTx,
  entry: {
    userId: number;
    amount: bigint;
    reason: string;
    operatorId: number;
    operatorName: string;
    reference: string;
    now: Date;
  },
): Promise<{ creditLimit: bigint; available: bigint } | null> {
  const amount = sql`${entry.amount.toString()}::bigint`;
  const now = sql`${entry.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with account as (
      update ${creditAccount} set available = available - ${amount}, updated_at = ${now}
      where user_id = ${entry.userId} and available >= ${amount}
      returning user_id, credit_limit, available
    ), ledger as (
      insert into ${creditLedger} (user_id, change_type, amount, limit_after, available_after, reason,
        operator_id, operator_name, reference, created_at)
      select user_id, 'deduct', -${amount}, credit_limit, available, ${entry.reason}, ${entry.operatorId},
        ${entry.operatorName}, ${entry.reference}, ${now}
      from account
    )
    select credit_limit::text, available::text from account`);
  const [row] = (result as unknown as { rows: { credit_limit: string; available: string }[] }).rows;
  return row ? { creditLimit: BigInt(row.credit_limit), available: BigInt(row.available) } : null;
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
