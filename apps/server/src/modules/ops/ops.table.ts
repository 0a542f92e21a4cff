import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every write call: who, what, when, from where, with which result. */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 64 }).notNull().default(''),
    /** Endpoint id of the contract, e.g. `identity.register`. */
    operation: varchar('operation', { length: 100 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    /** Request parameters with secrets removed. */
    params: text('params').notNull().default(''),
    /** successFalse: failure 0, success 1 */
    status: smallint('status').notNull(),
    resultCode: integer('result_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    requestId: varchar('request_id', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_log_created_idx').on(t.createdAt)],
);
