import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * What a consumer does with a grant of a data asset (bought with an asset or table good, or granted by hand):
 * browse and query the granted tables on the platform, masked by the fields' security grades (designed here: the
 * spec only names `consumer/permissions/index`). Rows are read live from the supplier's database through the
 * platform's connector, read-only, a page at a time (at most 100 rows, not beyond row 10,000), within a
 * statement time limit. Filters and sorting apply only to unmasked columns: a masked value must not be found out
 * by asking for it. Every query is recorded for the supplier.
 *
 * A granted table, or a filtered query of it, can also be exported (a background job: CSV or Excel into the
 * buyer's trusted storage, or rows appended to one of the buyer's registered tables) and synced on a schedule
 * (hourly or daily: the buyer's table is replaced by the query's rows in one transaction, so it mirrors the
 * granted data). Exports carry the same masking as browsing. Each finished export is written to the evidence
 * ledger with its row count and SHA-256 (of the file; of the rows' CSV text for a table). Revoking or expiry stops
 * browsing, exports (a running one stops before writing) and syncs at once.
 */

const CONSUMER = { roles: [1] } as const;
const SUPPLIER_OR_OPERATOR = { roles: [0, 3] } as const;

/** Rows a query may skip: deeper pages are refused (export the table instead). */
export const MAX_BROWSE_ROWS = 10_000;
/** Filters one query may combine (AND). */
export const MAX_BROWSE_FILTERS = 5;

export const FILTER_OPS = ['eq', 'ne', 'contains', 'gt', 'gte', 'lt', 'lte', 'isNull', 'notNull'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
/** Operators without a value. */
export const VALUELESS_OPS: readonly FilterOp[] = ['isNull', 'notNull'];

export const zBrowseFilter = z
  .object({
    column: z.string().min(1).max(128),
    op: z.enum(FILTER_OPS),
    value: z.string().max(200).nullable().optional(),
  })
  .refine((f) => VALUELESS_OPS.includes(f.op) || (f.value ?? '') !== '', {
    message: 'required',
    path: ['value'],
  });
export type BrowseFilter = z.infer<typeof zBrowseFilter>;

/** A column of a granted table as its grantee sees it. */
export const zGrantedColumn = z.object({
  name: z.string(),
  type: z.string(),
  description: z.string(),
  securityLevelName: z.string(),
  /** none | partial | full | hash … (catalog masking rules). */
  maskingRule: z.string(),
  /** Values are masked for the grantee: the column cannot be filtered or sorted on. */
  masked: z.boolean(),
});
export type GrantedColumn = z.infer<typeof zGrantedColumn>;

export const zGrantedTable = z.object({
  id: z.string(),
  schema: z.string(),
  table: z.string(),
  comment: z.string(),
  rowEstimate: z.number().int(),
  columns: z.array(zGrantedColumn),
});
export type GrantedTable = z.infer<typeof zGrantedTable>;

export const zGrantedData = z.object({
  grantId: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  /** The asset version the grantee sees (its listed version). */
  version: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** pending, active, expired, revoked (assets.GrantState). */
  state: z.string(),
  /** The good whose order issued the grant, or null (granted by hand). */
  orderId: z.string().nullable(),
  tables: z.array(zGrantedTable),
});
export type GrantedData = z.infer<typeof zGrantedData>;

export const tables = defineEndpoint({
  id: 'grantData.tables',
  method: 'GET',
  path: '/server/assetGrant/tables',
  summary:
    'The tables a grant of the caller gives, with their data dictionary and which columns are masked for the caller (a table good: only its tables). Another consumer’s grant: 404.',
  access: CONSUMER,
  query: z.object({ grantId: zId }),
  response: zGrantedData,
});

export const zBrowseBody = zPageParams.extend({
  grantId: zId,
  tableId: zId,
  filters: z.array(zBrowseFilter).max(MAX_BROWSE_FILTERS).default([]),
  sort: z
    .object({ column: z.string().min(1).max(128), order: z.enum(['asc', 'desc']) })
    .nullable()
    .optional(),
});
export type BrowseBody = z.input<typeof zBrowseBody>;

export const zBrowsePage = z.object({
  columns: z.array(zGrantedColumn),
  /** Values as text (dates ISO, binary as hex), masked where the column is. */
  rows: z.array(z.array(z.string().nullable())),
  page: z.number().int(),
  limit: z.number().int(),
  /** A next page exists (the count of a live table is not taken: it may be large). */
  hasMore: z.boolean(),
});
export type BrowsePage = z.infer<typeof zBrowsePage>;

export const browse = defineEndpoint({
  id: 'grantData.browse',
  method: 'POST',
  path: '/server/assetGrant/browse',
  summary:
    'A page of rows of a granted table, read live and read-only from the supplier’s database, with AND-ed filters and one sort column (unmasked columns only), masked by grade. Refused unless the grant is in force today (GRANT_NOT_IN_FORCE), beyond row 10,000, or on a masked column (400).',
  access: CONSUMER,
  operationLog: false,
  body: zBrowseBody,
  response: zBrowsePage,
});

/** How a grant's data was used: queries and rows read on the platform, exports and rows exported, the last use. */
export const zGrantUse = z.object({
  grantId: z.string(),
  queries: z.number().int(),
  rows: z.number().int(),
  exports: z.number().int(),
  exportedRows: z.number().int(),
  lastUsedAt: z.string().nullable(),
});
export type GrantUse = z.infer<typeof zGrantUse>;

export const usage = defineEndpoint({
  id: 'grantData.usage',
  method: 'POST',
  path: '/server/assetGrant/usage',
  summary:
    'How the grantees used the given grants’ data (queries and rows read, exports and rows exported, last use): a supplier sees its own assets’ grants, the operator any; other grants are left out of the answer.',
  access: SUPPLIER_OR_OPERATOR,
  operationLog: false,
  body: z.object({ grantIds: z.array(zId).min(1).max(100) }),
  response: z.array(zGrantUse),
});

// --- exports and scheduled syncs -----------------------------------------------------------------------------

/** Rows one export or sync run may write: a larger result fails and writes nothing (filter it first). */
export const MAX_EXPORT_ROWS = 100_000;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const SYNC_FREQUENCIES = ['hourly', 'daily'] as const;
export type SyncFrequency = (typeof SYNC_FREQUENCIES)[number];
/** queued → running → succeeded | failed | stopped (the grant left its validity while running). */
export const EXPORT_STATES = ['queued', 'running', 'succeeded', 'failed', 'stopped'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];
/** Why an export failed or stopped. */
export const EXPORT_FAILURES = [
  'grantNotInForce',
  'tooManyRows',
  'sourceUnavailable',
  'writeFailed',
  'serverRestarted',
] as const;
export type ExportFailure = (typeof EXPORT_FAILURES)[number];

const zQueryOfTable = {
  grantId: zId,
  tableId: zId,
  filters: z.array(zBrowseFilter).max(MAX_BROWSE_FILTERS).default([]),
  sort: z
    .object({ column: z.string().min(1).max(128), order: z.enum(['asc', 'desc']) })
    .nullable()
    .optional(),
};

/** A file name without a path (checked like an upload's); the format's extension is added when missing. */
const zFileName = z.string().trim().min(1).max(100);

export const zExportTarget = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('storage'),
    /** A folder of the buyer's trusted storage, relative to its root ('' is the root). */
    folder: z.string().max(1024).default(''),
    fileName: zFileName,
    format: z.enum(EXPORT_FORMATS),
  }),
  /** One of the buyer's registered tables (database_table id): the rows are appended. */
  z.object({ kind: z.literal('table'), tableId: zId }),
]);
export type ExportTarget = z.infer<typeof zExportTarget>;

export const zExportBody = z.object({ ...zQueryOfTable, target: zExportTarget });
export type ExportBody = z.input<typeof zExportBody>;

export const zExportJob = z.object({
  id: z.string(),
  grantId: z.string(),
  tableId: z.string(),
  /** schema.table of the granted table. */
  tableName: z.string(),
  /** The scheduled sync that ran it, or null (an export asked for by hand). */
  syncId: z.string().nullable(),
  targetKind: z.enum(['storage', 'table']),
  format: z.enum(EXPORT_FORMATS).nullable(),
  /** The file's path in trusted storage, or the registered table's name (schema.table). */
  location: z.string(),
  filters: z.array(zBrowseFilter),
  state: z.enum(EXPORT_STATES),
  /** 0–100. */
  progress: z.number().int(),
  rows: z.number().int(),
  /** SHA-256 (hex) of the file, or of the written rows' CSV text; null until it succeeded. */
  sha256: z.string().nullable(),
  failure: z.enum(EXPORT_FAILURES).nullable(),
  failureDetail: z.string(),
  /** The evidence ledger entry (seq) of a succeeded export. */
  evidenceSeq: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof zExportJob>;

export const startExport = defineEndpoint({
  id: 'grantData.startExport',
  method: 'POST',
  path: '/server/assetGrant/export',
  summary:
    'Starts a background export of a granted table (or a filtered, sorted query of it), masked as when browsing, as CSV or Excel into a folder of the caller’s trusted storage or appended to one of the caller’s registered tables (it must have every exported column: GRANT_EXPORT_COLUMNS_MISSING). At most 100,000 rows. Refused unless the grant is in force (GRANT_NOT_IN_FORCE).',
  access: CONSUMER,
  body: zExportBody,
  response: zExportJob,
});

export const exportJobs = defineEndpoint({
  id: 'grantData.exportJobs',
  method: 'GET',
  path: '/server/assetGrant/exports',
  summary:
    'The caller’s exports and sync runs of one grant, newest first, with state, progress, rows and SHA-256 (poll it while one runs).',
  access: CONSUMER,
  query: zPageParams.extend({ grantId: zId }),
  response: zPage(zExportJob),
});

export const zSyncBody = z.object({
  ...zQueryOfTable,
  /** The caller's registered table the query's rows replace at each run. */
  targetTableId: zId,
  frequency: z.enum(SYNC_FREQUENCIES),
});
export type SyncBody = z.input<typeof zSyncBody>;

export const zSync = z.object({
  id: z.string(),
  grantId: z.string(),
  tableId: z.string(),
  tableName: z.string(),
  targetTableId: z.string(),
  targetTableName: z.string(),
  filters: z.array(zBrowseFilter),
  frequency: z.enum(SYNC_FREQUENCIES),
  /** The next run; null once the grant left its validity (the sync has ended). */
  nextRunAt: z.string().nullable(),
  lastRun: zExportJob.nullable(),
  createdAt: z.string(),
});
export type Sync = z.infer<typeof zSync>;

export const saveSync = defineEndpoint({
  id: 'grantData.saveSync',
  method: 'POST',
  path: '/server/assetGrant/sync/save',
  summary:
    'Schedules a sync of a granted table (or a filtered query of it) into one of the caller’s registered tables, hourly or daily, the first run now. Each run replaces the table’s rows in one transaction and is logged like an export. One sync per granted table and target table (GRANT_SYNC_EXISTS). Syncs end with the grant.',
  access: CONSUMER,
  body: zSyncBody,
  response: zSync,
});

export const syncs = defineEndpoint({
  id: 'grantData.syncs',
  method: 'GET',
  path: '/server/assetGrant/syncs',
  summary: 'The caller’s scheduled syncs of one grant, with their next and last run.',
  access: CONSUMER,
  query: z.object({ grantId: zId }),
  response: z.array(zSync),
});

export const deleteSync = defineEndpoint({
  id: 'grantData.deleteSync',
  method: 'POST',
  path: '/server/assetGrant/sync/delete',
  summary: 'Stops and deletes a scheduled sync of the caller (its run log stays). Another user’s: 404.',
  access: CONSUMER,
  body: z.object({ id: zId }),
  response: z.null(),
});
