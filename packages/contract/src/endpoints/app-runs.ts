import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * Data-application runs (spec §7.6, screens §2.7, operation_type §3.1).
 *
 * The developer of a data application (goods of item type 1) declares its job: named inputs (tables with
 * required columns and types), one output (a table with columns, or a CSV file with those columns) and the work,
 * either a SQL transformation (one SELECT over the inputs, run read-only in the consumer's database with a
 * timeout and a row cap) or a JavaScript job (a function body run in a worker thread with a memory limit and a
 * wall-clock timeout, given the input rows, returning the output rows).
 *
 * The buyer of a paid order of that application maps each input to one of their registered tables
 * (`configureDataSourceList/{id}`, `configurationInput`), chooses the output (a registered table of their own
 * connection or a file in their trusted storage: `configureDataSourceOutList/{id}`, `configurationOutput`) and
 * starts a run (`executeRun`); `run` answers the order's configuration and its latest run (for polling).
 * One run per order is active at a time. A run is operation_type not started 0 → running 1 → shut down 2; it
 * ends shut down with `result` success 1 or failure 0 and, when it failed, the reason.
 *
 * Paths not named by the spec (designed here): `/server/appJob/get`, `/server/appJob/save` (developer),
 * `/server/order/appOrderPage`, `/server/order/runPage`, `/server/order/runDetail/{id}` (consumer).
 */

const CONSUMER = { roles: [1] } as const;
const DEVELOPER = { roles: [2] } as const;

/** operation_type (spec §3.1). */
export const OperationType = { NOT_STARTED: 0, RUNNING: 1, SHUT_DOWN: 2 } as const;
export type OperationType = (typeof OperationType)[keyof typeof OperationType];
/** How a shut-down run ended (successFalse, spec §3.1: success 1, failure 0). */
export const RunResult = { FAILURE: 0, SUCCESS: 1 } as const;

/** Column types a data application can require; live columns are matched by family. */
export const COLUMN_TYPES = ['text', 'integer', 'number', 'boolean', 'timestamp'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Why a run failed (translated on the web: appRuns `reason.<code>`). */
export const RUN_FAILURES = [
  'sql_error',
  'timeout',
  'memory_limit',
  'missing_columns',
  'row_limit',
  'job_error',
  'bad_output',
  'write_error',
  'not_configured',
  'server_restarted',
] as const;
export type RunFailure = (typeof RUN_FAILURES)[number];

export const JOB_LIMITS = {
  /** Wall-clock seconds a job may take. */
  timeoutSeconds: { min: 1, max: 300, default: 30 },
  /** Heap megabytes of a JavaScript job's worker. */
  memoryMb: { min: 16, max: 512, default: 64 },
  /** Rows a job may read from one input or write to the output. */
  rowLimit: { min: 1, max: 100_000, default: 10_000 },
} as const;

/** Lower-case identifiers: they name SQL relations and columns as written. */
const zIdentifier = z
  .string()
  .trim()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'identifier' });

export const zAppColumn = z.object({
  /** Column name (lower case letters, digits, underscore). */
  name: zIdentifier,
  type: z.enum(COLUMN_TYPES),
});
export type AppColumn = z.infer<typeof zAppColumn>;

const zColumns = z
  .array(zAppColumn)
  .min(1)
  .max(50)
  .refine((cols) => new Set(cols.map((c) => c.name)).size === cols.length, { message: 'unique' });

export const zAppInput = z.object({
  /** Name the job uses for this input (a SQL relation name, a key of `inputs` in JavaScript). */
  name: zIdentifier,
  description: z.string().trim().max(200).default(''),
  /** Columns the consumer's table must have. */
  columns: zColumns,
});
export type AppInput = z.infer<typeof zAppInput>;

export const zAppOutput = z.object({
  /** `table`: rows inserted into a table of the consumer; `csv`: a CSV file in their trusted storage. */
  kind: z.enum(['table', 'csv']),
  columns: zColumns,
});
export type AppOutput = z.infer<typeof zAppOutput>;

export const zAppJob = z.object({
  kind: z.enum(['sql', 'js']),
  /**
   * `sql`: one SELECT (or WITH … SELECT) reading the inputs by name, its result columns named as the output's.
   * `js`: the body of `function (inputs, log)`: `inputs.<name>` are arrays of row objects; return (or resolve to)
   * an array of output row objects.
   */
  code: z.string().trim().min(1).max(20_000),
  timeoutSeconds: z.coerce
    .number()
    .int()
    .min(JOB_LIMITS.timeoutSeconds.min)
    .max(JOB_LIMITS.timeoutSeconds.max)
    .default(JOB_LIMITS.timeoutSeconds.default),
  memoryMb: z.coerce
    .number()
    .int()
    .min(JOB_LIMITS.memoryMb.min)
    .max(JOB_LIMITS.memoryMb.max)
    .default(JOB_LIMITS.memoryMb.default),
  rowLimit: z.coerce
    .number()
    .int()
    .min(JOB_LIMITS.rowLimit.min)
    .max(JOB_LIMITS.rowLimit.max)
    .default(JOB_LIMITS.rowLimit.default),
});
export type AppJob = z.infer<typeof zAppJob>;

export const zAppJobBody = z.object({
  itemId: zId,
  inputs: z
    .array(zAppInput)
    .min(1)
    .max(10)
    .refine((inputs) => new Set(inputs.map((i) => i.name)).size === inputs.length, { message: 'unique' }),
  output: zAppOutput,
  job: zAppJob,
});

/** A data application's declared job. */
export const zAppDefinition = z.object({
  itemId: z.string(),
  inputs: z.array(zAppInput),
  output: zAppOutput,
  job: zAppJob,
  updateDate: z.string(),
});
export type AppDefinition = z.infer<typeof zAppDefinition>;

/** A registered table of the consumer, as a candidate input or output. */
export const zTableCandidate = z.object({
  tableId: z.string(),
  name: z.string(),
  connectionId: z.string(),
  schema: z.string(),
  table: z.string(),
  fields: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type TableCandidate = z.infer<typeof zTableCandidate>;

export const zInputMapping = z.object({ name: zIdentifier, tableId: zId });
export const zSavedInputMapping = z.object({
  name: z.string(),
  tableId: z.string(),
  tableName: z.string(),
});

export const zOutputTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('table'), tableId: zId }),
  z.object({
    kind: z.literal('file'),
    /** Folder of the consumer's trusted storage ('' is the root). */
    folder: z.string().trim().max(1024).default(''),
    /** File name, ending in .csv. */
    fileName: z
      .string()
      .trim()
      .regex(/^[^\\/:*?"<>|]{1,120}\.csv$/i, { message: 'csvName' }),
  }),
]);
export const zSavedOutputTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('table'), tableId: z.string(), tableName: z.string() }),
  z.object({ kind: z.literal('file'), folder: z.string(), fileName: z.string() }),
]);
export type SavedOutputTarget = z.infer<typeof zSavedOutputTarget>;

export const zLogEntry = z.object({
  at: z.string(),
  level: z.enum(['info', 'error']),
  /** Event key (translated on the web: appRuns `log.<event>`). */
  event: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LogEntry = z.infer<typeof zLogEntry>;

export const zRun = z.object({
  id: z.string(),
  orderId: z.string(),
  /** operation_type: not started 0, running 1, shut down 2. */
  operationType: z.number().int(),
  /** Set when shut down: success 1, failure 0. */
  result: z.number().int().nullable(),
  /** Why it failed (one of RUN_FAILURES), else null. */
  failure: z.string().nullable(),
  /** The database's or the job's own words about the failure. */
  failureDetail: z.string(),
  /** 0–100. */
  progress: z.number().int(),
  rowsRead: z.number().int(),
  rowsWritten: z.number().int(),
  /** Where the output went: a table name or a trusted-storage path. */
  outputLocation: z.string(),
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  createDate: z.string(),
});
export type Run = z.infer<typeof zRun>;

export const zRunDetail = zRun.extend({
  log: z.array(zLogEntry),
  /** The first output rows written (at most 20), as text. */
  preview: z.object({
    columns: z.array(z.string()),
    /** The declared type of each column, for display (integers as integers, numbers to a few decimals); absent on runs recorded before it was kept. */
    types: z.array(z.enum(COLUMN_TYPES)).optional(),
    rows: z.array(z.array(z.string().nullable())),
  }),
});
export type RunDetail = z.infer<typeof zRunDetail>;

/** What the consumer sees on the order's run screens. */
export const zOrderRunState = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  /** Null when the developer has not declared the job yet. */
  definition: zAppDefinition
    .omit({ job: true })
    .extend({ jobKind: z.enum(['sql', 'js']) })
    .nullable(),
  inputs: z.array(zSavedInputMapping),
  output: zSavedOutputTarget.nullable(),
  /** Every input mapped and the output chosen. */
  ready: z.boolean(),
  latestRun: zRunDetail.nullable(),
});
export type OrderRunState = z.infer<typeof zOrderRunState>;

export const zInputCandidates = z.object({
  state: zOrderRunState,
  tables: z.array(zTableCandidate),
});

export const zOutputCandidates = z.object({
  state: zOrderRunState,
  tables: z.array(zTableCandidate),
});

/** A paid data-application order with its run state, for the consumer's lists. */
export const zAppOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  skuName: z.string(),
  payDate: z.string().nullable(),
  declared: z.boolean(),
  inputConfigured: z.boolean(),
  outputConfigured: z.boolean(),
  /** operation_type of the latest run; null when never run. */
  operationType: z.number().int().nullable(),
  result: z.number().int().nullable(),
  lastRunDate: z.string().nullable(),
});
export type AppOrder = z.infer<typeof zAppOrder>;

const zOrderIdBody = z.object({ orderId: zId });

// --- developer ----------------------------------------------------------------------------------------------

export const getJob = defineEndpoint({
  id: 'appRuns.getJob',
  method: 'POST',
  path: '/server/appJob/get',
  summary: "The declared job of one of the developer's data applications (null when none yet).",
  access: DEVELOPER,
  operationLog: false,
  body: z.object({ itemId: zId }),
  response: zAppDefinition.nullable(),
});

export const saveJob = defineEndpoint({
  id: 'appRuns.saveJob',
  method: 'POST',
  path: '/server/appJob/save',
  summary:
    "Declares (or replaces) a data application's inputs, output and job; owner only; SQL must be one SELECT.",
  access: DEVELOPER,
  body: zAppJobBody,
  response: zAppDefinition,
});

// --- consumer -----------------------------------------------------------------------------------------------

export const appOrderPage = defineEndpoint({
  id: 'appRuns.appOrderPage',
  method: 'POST',
  path: '/server/order/appOrderPage',
  summary: "The consumer's paid data-application orders with their configuration and latest run status.",
  access: CONSUMER,
  operationLog: false,
  body: zPageParams.extend({ itemName: z.string().trim().max(100).optional() }),
  response: zPage(zAppOrder),
});

export const configureDataSourceList = defineEndpoint({
  id: 'appRuns.configureDataSourceList',
  method: 'POST',
  path: '/server/order/configureDataSourceList/{id}',
  summary: "The order's declared inputs, their current mapping, and the consumer's registered tables.",
  access: CONSUMER,
  operationLog: false,
  response: zInputCandidates,
});

export const configureDataSourceOutList = defineEndpoint({
  id: 'appRuns.configureDataSourceOutList',
  method: 'POST',
  path: '/server/order/configureDataSourceOutList/{id}',
  summary: "The order's declared output, the current target, and the consumer's registered tables.",
  access: CONSUMER,
  operationLog: false,
  response: zOutputCandidates,
});

export const configurationInput = defineEndpoint({
  id: 'appRuns.configurationInput',
  method: 'POST',
  path: '/server/order/configurationInput',
  summary:
    'Maps every declared input to a registered table of the consumer, checked against its live columns.',
  access: CONSUMER,
  body: zOrderIdBody.extend({ inputs: z.array(zInputMapping).min(1).max(10) }),
  response: zOrderRunState,
});

export const configurationOutput = defineEndpoint({
  id: 'appRuns.configurationOutput',
  method: 'POST',
  path: '/server/order/configurationOutput',
  summary:
    "Chooses where the output goes: a registered table of the consumer (checked live) or a CSV file in the consumer's trusted storage.",
  access: CONSUMER,
  body: zOrderIdBody.extend({ target: zOutputTarget }),
  response: zOrderRunState,
});

export const run = defineEndpoint({
  id: 'appRuns.run',
  method: 'POST',
  path: '/server/order/run',
  summary: "The order's configuration and its latest run with progress and log (polled while it runs).",
  access: CONSUMER,
  operationLog: false,
  body: zOrderIdBody,
  response: zOrderRunState,
});

export const executeRun = defineEndpoint({
  id: 'appRuns.executeRun',
  method: 'POST',
  path: '/server/order/executeRun',
  summary:
    'Starts a run of the configured order (one active run per order: another answers 409); answers at once.',
  access: CONSUMER,
  body: zOrderIdBody,
  response: zRunDetail,
});

export const runPage = defineEndpoint({
  id: 'appRuns.runPage',
  method: 'POST',
  path: '/server/order/runPage',
  summary: "The order's runs, newest first.",
  access: CONSUMER,
  operationLog: false,
  body: zPageParams.extend({ orderId: zId }),
  response: zPage(zRun),
});

export const runDetail = defineEndpoint({
  id: 'appRuns.runDetail',
  method: 'POST',
  path: '/server/order/runDetail/{id}',
  summary: 'One run of an order of the consumer, with its log and output preview.',
  access: CONSUMER,
  operationLog: false,
  response: zRunDetail,
});
