import { z } from 'zod';
import { defineEndpoint, zId } from '../endpoint.js';
import { COLUMN_TYPES, zSavedInputMapping, zSavedOutputTarget } from './app-runs.js';
import { DATABASE_TYPES } from './connections.js';

/**
 * Data-application preview and configuration (spec §7.4: GET /server/item/ dataApplicationPreview, supportlist,
 * downloadOutputTemp, queryConsumerData, configData, configDataOut).
 *
 * A data application declares named input tables and one output (`/server/appJob/save`, app-runs). These calls
 * show that declaration to whoever may see the application (anyone, for a listed one; its owner and the operator
 * otherwise; everybody else gets 404): which tables the buyer must provide and with which columns, what the
 * output looks like (columns, an .xlsx template, sample rows from the developer's uploaded output Excel), and
 * where inputs can be read from and outputs written to.
 *
 * A declared table is addressed by `tableId`: an input by its declared name, the output by `output`.
 *
 * Paths not named by the spec (designed here): `/server/appJob/outputSample` (the developer attaches the output
 * Excel whose first rows become the preview's sample rows).
 */

const CONSUMER = { roles: [1] } as const;
const DEVELOPER = { roles: [2] } as const;

/** `tableId` of the output table. */
export const OUTPUT_TABLE_ID = 'output';
/** Sample rows kept from the developer's output Excel and shown in the preview. */
export const SAMPLE_ROWS = 20;

/** Where a data application can read inputs from or write outputs to. */
export const STORAGE_KINDS = [...DATABASE_TYPES, 'csv'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** A declared table's id: an input's name, or `output`. */
const zTableId = z
  .string()
  .trim()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'identifier' });

const zItemQuery = z.object({ itemId: zId });

export const zPreviewColumn = z.object({
  name: z.string(),
  type: z.enum(COLUMN_TYPES),
  /** Always true today: every declared column must exist in the consumer's table (inputs) or is written (output). */
  required: z.boolean(),
  /** Column types that satisfy the declared type, per database (the first is the one to create). */
  sqlTypes: z.object({ postgresql: z.array(z.string()), mysql: z.array(z.string()) }),
});
export type PreviewColumn = z.infer<typeof zPreviewColumn>;

export const zPreviewTable = z.object({
  /** An input's name, or `output`. */
  tableId: z.string(),
  direction: z.enum(['input', 'output']),
  /** The input's name (the relation the job reads), or `output`. */
  name: z.string(),
  description: z.string(),
  /** Inputs: `table`; output: `table` (rows inserted into a consumer table) or `csv` (a file in trusted storage). */
  kind: z.enum(['table', 'csv']),
  columns: z.array(zPreviewColumn),
});
export type PreviewTable = z.infer<typeof zPreviewTable>;

/** One declared table with what the consumer's side must provide. */
export const zTableConfig = zPreviewTable.extend({
  /** Storage kinds this table can be mapped to. */
  storage: z.array(z.enum(STORAGE_KINDS)),
  /** CREATE TABLE statements with these columns, per database (empty for a CSV output). */
  ddl: z.object({ postgresql: z.string(), mysql: z.string() }),
});
export type TableConfig = z.infer<typeof zTableConfig>;

export const zSample = z.object({
  /** The output's columns, in declared order. */
  columns: z.array(z.string()),
  /** At most SAMPLE_ROWS rows, cells as text (null: empty cell or column absent from the file). */
  rows: z.array(z.array(z.string().nullable())),
  /** The uploaded output Excel (a goods file URL). */
  fileUrl: z.string(),
  updateDate: z.string(),
});
export type Sample = z.infer<typeof zSample>;

export const zAppPreview = z.object({
  itemId: z.string(),
  itemName: z.string(),
  /** False while the developer has not declared the job (then `tables` is empty). */
  declared: z.boolean(),
  jobKind: z.enum(['sql', 'js']).nullable(),
  /** Declared inputs (in order) then the output. */
  tables: z.array(zPreviewTable),
  /** Sample output rows from the developer's output Excel; null when none was attached. */
  sample: zSample.nullable(),
  updateDate: z.string().nullable(),
});
export type AppPreview = z.infer<typeof zAppPreview>;

export const zStorageOption = z.object({
  kind: z.enum(STORAGE_KINDS),
  /** SQL jobs read every input through one connection: all inputs must live on the same database. */
  sameConnection: z.boolean(),
});
export type StorageOption = z.infer<typeof zStorageOption>;

export const zSupportList = z.object({
  /** The application asked about; null: what the platform supports for any application. */
  itemId: z.string().nullable(),
  jobKind: z.enum(['sql', 'js']).nullable(),
  inputs: z.array(zStorageOption),
  outputs: z.array(zStorageOption),
});
export type SupportList = z.infer<typeof zSupportList>;

export const zConsumerConfiguration = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  payDate: z.string().nullable(),
  inputs: z.array(zSavedInputMapping),
  output: zSavedOutputTarget.nullable(),
  /** Every declared input mapped and the output chosen. */
  complete: z.boolean(),
  /** When the configuration was last saved; null: never configured. */
  updateDate: z.string().nullable(),
});
export type ConsumerConfiguration = z.infer<typeof zConsumerConfiguration>;

export const zConsumerData = z.object({
  itemId: z.string(),
  /** The caller's paid orders of the application with their configuration, last configured first. */
  orders: z.array(zConsumerConfiguration),
});
export type ConsumerData = z.infer<typeof zConsumerData>;

// --- spec calls -----------------------------------------------------------------------------------------------

export const dataApplicationPreview = defineEndpoint({
  id: 'appPreview.dataApplicationPreview',
  method: 'GET',
  path: '/server/item/dataApplicationPreview',
  summary:
    "A data application's declared input and output tables with their columns, its job kind and up to 20 sample output rows. Anyone for a listed application; owner and operator otherwise.",
  access: 'public',
  query: zItemQuery,
  response: zAppPreview,
});

export const supportlist = defineEndpoint({
  id: 'appPreview.supportlist',
  method: 'GET',
  path: '/server/item/supportlist',
  summary:
    'Storage kinds data applications read inputs from and write outputs to; with itemId, narrowed to what that application supports.',
  access: 'public',
  query: z.object({ itemId: zId.optional() }),
  response: zSupportList,
});

export const configData = defineEndpoint({
  id: 'appPreview.configData',
  method: 'GET',
  path: '/server/item/configData',
  summary:
    "One declared input table (tableId = its name): the columns the consumer's table must provide, with SQL types and CREATE TABLE text.",
  access: 'public',
  query: zItemQuery.extend({ tableId: zTableId }),
  response: zTableConfig,
});

export const configDataOut = defineEndpoint({
  id: 'appPreview.configDataOut',
  method: 'GET',
  path: '/server/item/configDataOut',
  summary:
    "The declared output table (tableId `output`, may be omitted): the columns the consumer's table or CSV file receives.",
  access: 'public',
  query: zItemQuery.extend({ tableId: zTableId.optional() }),
  response: zTableConfig,
});

export const downloadOutputTemp = defineEndpoint({
  id: 'appPreview.downloadOutputTemp',
  method: 'GET',
  path: '/server/item/downloadOutputTemp',
  summary:
    'An .xlsx template of the output (or of the input named by tableId): header row of column names, a row of types, then the sample rows. Sent as an attachment with nosniff.',
  access: 'public',
  raw: true,
  query: zItemQuery.extend({ tableId: zTableId.optional() }),
  response: z.null(),
});

export const queryConsumerData = defineEndpoint({
  id: 'appPreview.queryConsumerData',
  method: 'GET',
  path: '/server/item/queryConsumerData',
  summary:
    "The caller's own input/output configuration on each of their paid orders of the application (never another consumer's).",
  access: CONSUMER,
  query: zItemQuery,
  response: zConsumerData,
});

// --- developer (designed) -------------------------------------------------------------------------------------

export const saveOutputSample = defineEndpoint({
  id: 'appPreview.saveOutputSample',
  method: 'POST',
  path: '/server/appJob/outputSample',
  summary:
    "Attaches the output Excel (uploadOutputExcel) to the developer's declared application: its header must name every output column; its first 20 rows become the preview's sample. fileUrl null removes it.",
  access: DEVELOPER,
  body: z.object({
    itemId: zId,
    /**
     * A file answered by uploadOutputExcel (XLSX or CSV; stored as .zip and .txt before uploads kept the format
     * their name gives); null removes the sample.
     */
    fileUrl: z
      .string()
      .trim()
      .regex(/^\/server\/item\/file\?key=goods-[a-z0-9-]+\/[0-9a-f-]{36}\.(xlsx|csv|zip|txt)$/, {
        message: 'format',
      })
      .nullable(),
  }),
  response: zSample.nullable(),
});
