import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Credit (quota) of a consumer, in 1/10000 yuan. `available` never goes below zero. */
export const creditAccount = pgTable('credit_account', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  creditLimit: bigint('credit_limit', { mode: 'bigint' }).notNull().default(sql`0`),
  available: bigint('available', { mode: 'bigint' }).notNull().default(sql`0`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a credit account, with the balances after it: the quota ledger. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** set-limit | deduct | restore | hold | release (see CreditService) */
    changeType: varchar('change_type', { length: 20 }).notNull(),
    /** Signed change of the available credit. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    limitAfter: bigint('limit_after', { mode: 'bigint' }).notNull(),
    availableAfter: bigint('available_after', { mode: 'bigint' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: varchar('operator_name', { length: 64 }).notNull().default(''),
    /** Order or refund that caused a deduct/restore. */
    reference: varchar('reference', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.id)],
);
