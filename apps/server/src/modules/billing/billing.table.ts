import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A bill line: one party's signed share of an order's charge, a usage, a refund or an adjustment
 * (1/10000 yuan). The lines of one event (`groupKey`) always sum to zero across parties in this sense:
 * consumer amount == seller amount + platform amount. One line per (groupKey, party): an event is billed once.
 */
export const billLine = pgTable(
  'bill_line',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** consumer | seller | platform */
    party: varchar('party', { length: 10 }).notNull(),
    /** order:<id> | usage:<id> | refund:<id> | adjust:<uuid> */
    groupKey: varchar('group_key', { length: 64 }).notNull(),
    /** The party's user id (0 for the platform). */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    consumerName: varchar('consumer_name', { length: 64 }).notNull().default(''),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    skuName: varchar('sku_name', { length: 50 }).notNull().default(''),
    billType: smallint('bill_type').notNull(),
    orderType: smallint('order_type').notNull(),
    detailType: smallint('detail_type').notNull(),
    cannal: smallint('cannal').notNull().default(1),
    payType: smallint('pay_type').notNull().default(1),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    grossAmount: bigint('gross_amount', { mode: 'bigint' }).notNull(),
    commissionRate: integer('commission_rate').notNull(),
    /** YYYY-MM in China Standard Time. */
    month: varchar('month', { length: 7 }).notNull(),
    statementId: bigint('statement_id', { mode: 'number' }),
    usageId: bigint('usage_id', { mode: 'number' }),
    refundId: bigint('refund_id', { mode: 'number' }),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_line_group_party_uq').on(t.groupKey, t.party),
    index('bill_line_party_user_idx').on(t.party, t.userId, t.id),
    index('bill_line_order_idx').on(t.orderId),
    index('bill_line_month_idx').on(t.month),
    index('bill_line_statement_idx').on(t.statementId),
    // The platform's commission per day (billing.stats-view.ts).
    index('bill_line_platform_created_idx').on(t.createdAt).where(sql`${t.party} = 'platform'`),
  ],
);

/** A monthly statement of a consumer (customer_bill_status) or a seller (userBillType). */
export const billStatement = pgTable(
  'bill_statement',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** consumer | seller */
    party: varchar('party', { length: 10 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    status: smallint('status').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    lineCount: integer('line_count').notNull().default(0),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    /** Storage key of the seller's uploaded invoice PDF. */
    userInvoiceKey: varchar('user_invoice_key', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_statement_uq').on(t.party, t.userId, t.month),
    index('bill_statement_month_idx').on(t.month),
  ],
);

/** Commission override per goods classification (basis points). */
export const billCommission = pgTable('bill_commission', {
  classificationId: bigint('classification_id', { mode: 'number' }).primaryKey(),
  rate: integer('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A per-use record (a run, a gateway call) rated into bill lines. */
export const billUsage = pgTable(
  'bill_usage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    consumerName: varchar('consumer_name', { length: 64 }).notNull().default(''),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    /** run | gateway */
    source: varchar('source', { length: 16 }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    uses: integer('uses').notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    sellerIncome: bigint('seller_income', { mode: 'bigint' }).notNull(),
    commissionRate: integer('commission_rate').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_usage_source_ref_uq').on(t.source, t.reference),
    index('bill_usage_order_idx').on(t.orderId),
  ],
);

/** A consumer's invoice application over settled statements, and the PDF once issued. */
export const billInvoice = pgTable(
  'bill_invoice',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    consumerName: varchar('consumer_name', { length: 64 }).notNull().default(''),
    statementIds: jsonb('statement_ids').$type<number[]>().notNull(),
    months: jsonb('months').$type<string[]>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    bankAccount: varchar('bank_account', { length: 30 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    fileKey: varchar('file_key', { length: 100 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_invoice_consumer_idx').on(t.consumerId, t.id)],
);

/** Payout bank account of a supplier or developer. */
export const billBankCard = pgTable('bill_bank_card', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  accountName: varchar('account_name', { length: 100 }).notNull(),
  bankName: varchar('bank_name', { length: 100 }).notNull(),
  branchName: varchar('branch_name', { length: 100 }).notNull().default(''),
  cardNumber: varchar('card_number', { length: 30 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A refund request of a paid order; at most one that is not rejected per order. */
export const billRefund = pgTable(
  'bill_refund',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    consumerName: varchar('consumer_name', { length: 64 }).notNull().default(''),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reasonType: smallint('reason_type').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }),
    decisionComment: varchar('decision_comment', { length: 500 }).notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_refund_open_uq').on(t.orderId).where(sql`${t.status} <> 2`),
    index('bill_refund_consumer_idx').on(t.consumerId, t.id),
  ],
);
