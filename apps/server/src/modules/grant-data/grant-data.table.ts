import type { grantData } from '@datamall/contract';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every use a grantee made of a grant's data (a query of a granted table), for the supplier and the operator:
 * who read which table of which asset, how many rows, when.
 */
export const grantDataUse = pgTable(
  'grant_data_use',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** The asset's owner (the supplier). */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    /** query | export */
    kind: varchar('kind', { length: 16 }).notNull(),
    rows: integer('rows').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('grant_data_use_owner_idx').on(t.ownerId, t.id),
    index('grant_data_use_grant_idx').on(t.grantId, t.id),
  ],
);

/** A query of a granted table as saved for an export or a sync (filters and sort on unmasked columns). */
export interface SavedQuery {
  filters: BrowseFilterRow[];
  sort: { column: string; order: 'asc' | 'desc' } | null;
}
export interface BrowseFilterRow {
  column: string;
  op: grantData.FilterOp;
  value?: string | null;
}

/** Where an export writes: a file of the grantee's trusted storage, or one of the grantee's registered tables. */
export type SavedTarget =
  | { kind: 'storage'; path: string; format: grantData.ExportFormat }
  | { kind: 'table'; tableId: number; name: string; replace: boolean };

/**
 * An export of a granted table (asked for by hand, or one run of a scheduled sync): a background job whose state,
 * progress, row count and SHA-256 the grantee follows; a succeeded one is also in the evidence ledger. A queued or
 * running export whose process is gone (`process_id`, platform/server-process.ts) is failed with `serverRestarted`.
 */
export const grantDataExport = pgTable(
  'grant_data_export',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    /** schema.table of the granted table when the export was asked for. */
    tableName: varchar('table_name', { length: 260 }).notNull(),
    syncId: bigint('sync_id', { mode: 'number' }),
    query: jsonb('query').$type<SavedQuery>().notNull(),
    target: jsonb('target').$type<SavedTarget>().notNull(),
    /** queued, running, succeeded, failed, stopped */
    state: varchar('state', { length: 16 }).notNull(),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    sha256: varchar('sha256', { length: 64 }),
    failure: varchar('failure', { length: 32 }),
    failureDetail: varchar('failure_detail', { length: 500 }).notNull().default(''),
    evidenceSeq: bigint('evidence_seq', { mode: 'number' }),
    /** The server process running the export (server_process.id); null on exports from before it was kept. */
    processId: uuid('process_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('grant_data_export_user_idx').on(t.userId, t.grantId, t.id),
    index('grant_data_export_sync_idx').on(t.syncId, t.id),
    index('grant_data_export_active_idx').on(t.state),
  ],
);

/**
 * A scheduled sync of a granted table into one of the grantee's registered tables. `nextRunAt` is claimed by
 * a compare-and-set update, so with several server nodes each run happens once; null once the grant ended.
 */
export const grantDataSync = pgTable(
  'grant_data_sync',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    tableName: varchar('table_name', { length: 260 }).notNull(),
    /** database_table id of the grantee. */
    targetTableId: bigint('target_table_id', { mode: 'number' }).notNull(),
    query: jsonb('query').$type<SavedQuery>().notNull(),
    /** hourly | daily */
    frequency: varchar('frequency', { length: 16 }).notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grant_data_sync_target_uq').on(t.grantId, t.tableId, t.targetTableId),
    index('grant_data_sync_due_idx').on(t.nextRunAt),
  ],
);
