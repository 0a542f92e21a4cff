import type { appRuns } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** The job a developer declared for one data application (goods of item type 1): inputs, output, work. */
export const appDefinition = pgTable('app_definition', {
  /** goods_item.id (owned by the goods module). */
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  inputs: jsonb('inputs').$type<appRuns.AppInput[]>().notNull(),
  output: jsonb('output').$type<appRuns.AppOutput>().notNull(),
  job: jsonb('job').$type<appRuns.AppJob>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface SavedInput {
  name: string;
  tableId: number;
}
export type SavedOutput =
  | { kind: 'table'; tableId: number }
  | { kind: 'file'; folder: string; fileName: string };

/** The buyer's configuration of a paid data-application order: which tables feed it, where its output goes. */
export const appOrderConfig = pgTable('app_order_config', {
  /** order_info.id (owned by the orders module). */
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
  inputs: jsonb('inputs').$type<SavedInput[]>().notNull().default(sql`'[]'::jsonb`),
  output: jsonb('output').$type<SavedOutput | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface RunPreview {
  columns: string[];
  /** Declared type per column (absent on runs recorded before it was kept). */
  types?: appRuns.ColumnType[];
  rows: (string | null)[][];
}

/**
 * One run of a data-application order. operation_type: not started 0, running 1, shut down 2; a shut-down run
 * has `result` success 1 or failure 0 (with `failure` and `failure_detail`). At most one run per order is not
 * shut down (partial unique index), so two concurrent starts cannot both win. An active run whose process is
 * gone (`process_id`, platform/server-process.ts) is failed with `server_restarted`.
 */
export const appRun = pgTable(
  'app_run',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    operationType: smallint('operation_type').notNull().default(0),
    result: smallint('result'),
    failure: varchar('failure', { length: 32 }),
    failureDetail: text('failure_detail').notNull().default(''),
    progress: integer('progress').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    outputLocation: varchar('output_location', { length: 1200 }).notNull().default(''),
    log: jsonb('log').$type<appRuns.LogEntry[]>().notNull().default(sql`'[]'::jsonb`),
    preview: jsonb('preview').$type<RunPreview>().notNull().default(sql`'{"columns":[],"rows":[]}'::jsonb`),
    /** The server process executing the run (server_process.id); null on runs from before it was kept. */
    processId: uuid('process_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_run_order_idx').on(t.orderId, t.id),
    uniqueIndex('app_run_active_uq').on(t.orderId).where(sql`operation_type < 2`),
  ],
);
