import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/** Suppliers (3) and consumers (1) own database connections. */
const OWNERS = { roles: [1, 3] } as const;
/** Owners, plus the operator (0) who may list and read them, never use them. */
const READERS = { roles: [0, 1, 3] } as const;

/** Database types the connectors support. */
export const DATABASE_TYPES = ['postgresql', 'mysql'] as const;
export const zDatabaseType = z.enum(DATABASE_TYPES);
export type DatabaseType = z.infer<typeof zDatabaseType>;

/** TLS: off, encrypted without certificate check, or encrypted with the certificate checked against the host. */
export const SSL_MODES = ['disable', 'require', 'verify'] as const;
export const zSslMode = z.enum(SSL_MODES);

/** Identifiers of schemas and tables as the database names them (quoted by the server, never interpolated). */
const zIdentifier = z.string().min(1).max(128);

/** Fields of a connection as typed in the form; the password travels only towards the server. */
export const zDatabaseConnectionInput = z.object({
  /** Shown in lists; unique per owner. */
  name: z.string().trim().min(1).max(100),
  dbType: zDatabaseType,
  /** Host name or IP address; resolved and checked by the server at connect time. */
  host: z.string().trim().min(1).max(255),
  port: z.coerce.number().int().min(1).max(65535),
  /** Database to connect to. */
  database: z.string().trim().min(1).max(128),
  username: z.string().trim().min(1).max(128),
  /** Stored encrypted. On update and test, empty keeps the saved password. */
  password: z.string().max(256).optional(),
  sslMode: zSslMode.default('disable'),
  /** Default schema to open first (PostgreSQL); optional. */
  schema: z.string().trim().max(128).optional(),
});
export type DatabaseConnectionInput = z.input<typeof zDatabaseConnectionInput>;

/** A connection to save: the form's fields and, when the user tested them, the receipt of that test. */
export const zDatabaseConnectionSave = zDatabaseConnectionInput.extend({
  /**
   * `receipt` of the connectionTest of these very fields: its result is recorded with the connection. Absent,
   * stale (over 15 minutes) or for other fields: the connection is saved untested (an update keeps its last
   * result only while host, port, type, database, user, password and TLS are unchanged).
   */
  testReceipt: z.string().max(1000).optional(),
});
export type DatabaseConnectionSave = z.input<typeof zDatabaseConnectionSave>;

/** Result of the last connection test: code 0 ok, else the error code of the reason. */
export const zConnectionTestResult = z.object({
  ok: z.boolean(),
  /** 0, or one of the CONNECTION_* error codes. */
  code: z.number().int(),
  /** Localized reason (or "success"). */
  message: z.string(),
  /** e.g. "PostgreSQL 15.20"; empty when the test failed. */
  serverVersion: z.string(),
  elapsedMs: z.number().int().nonnegative(),
  /**
   * Test of form fields: the server's signed record of this outcome for exactly these fields, to send as
   * `testReceipt` when saving them (the saved connection then shows this result). Empty for a saved connection,
   * whose result is recorded on it at once.
   */
  receipt: z.string(),
});
export type ConnectionTestResult = z.infer<typeof zConnectionTestResult>;

/** A connection as shown to its owner or the operator: never the password. */
export const zDatabaseConnection = z.object({
  id: z.string(),
  ownerId: z.string(),
  /** Owner's username (filled for the operator's list). */
  ownerName: z.string(),
  name: z.string(),
  dbType: zDatabaseType,
  host: z.string(),
  port: z.number().int(),
  database: z.string(),
  username: z.string(),
  /** A password is saved (it is never returned). */
  hasPassword: z.boolean(),
  sslMode: zSslMode,
  schema: z.string(),
  /** null: never tested; 0: ok; else the error code of the last failure. */
  lastTestCode: z.number().int().nullable(),
  lastTestMessage: z.string(),
  lastTestVersion: z.string(),
  lastTestAt: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DatabaseConnection = z.infer<typeof zDatabaseConnection>;

export const zDatabaseTemplateField = z.object({
  /** Form field name, as in the connection input. */
  field: z.string(),
  required: z.boolean(),
});

export const zDatabaseTemplate = z.object({
  dbType: zDatabaseType,
  /** Display name, e.g. "PostgreSQL". */
  label: z.string(),
  defaultPort: z.number().int(),
  /** Server versions the connector is tested with. */
  versions: z.string(),
  fields: z.array(zDatabaseTemplateField),
});
export type DatabaseTemplate = z.infer<typeof zDatabaseTemplate>;

export const queryDatabaseTemplates = defineEndpoint({
  id: 'connections.templates',
  method: 'POST',
  path: '/server/databaseTemplate/query',
  summary: 'Supported database types with their form fields and default ports.',
  access: 'user',
  operationLog: false,
  response: z.array(zDatabaseTemplate),
});

export const recordDatabase = defineEndpoint({
  id: 'connections.create',
  method: 'POST',
  path: '/server/dataBase/recordDatabase',
  summary:
    'Saves a new database connection of the caller (password encrypted at rest), with the result of the test whose receipt it carries.',
  access: OWNERS,
  body: zDatabaseConnectionSave,
  response: zDatabaseConnection,
});

export const updateDatabase = defineEndpoint({
  id: 'connections.update',
  method: 'POST',
  path: '/server/dataBase/updateDatabase',
  summary: "Updates one of the caller's connections; an empty password keeps the saved one.",
  access: OWNERS,
  body: zDatabaseConnectionSave.extend({ id: zId }),
  response: zDatabaseConnection,
});

export const deleteDatabase = defineEndpoint({
  id: 'connections.delete',
  method: 'POST',
  path: '/server/dataBase/deleteDatabase',
  summary: "Deletes the caller's connections by id.",
  access: OWNERS,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const zDatabaseFilter = zPageParams.extend({
  /** Part of the name. */
  name: z.string().trim().max(100).optional(),
  dbType: zDatabaseType.optional(),
});

export const queryDatabase = defineEndpoint({
  id: 'connections.page',
  method: 'POST',
  path: '/server/dataBase/queryDatabase',
  summary: "The caller's connections, newest first (the operator sees everyone's, read-only).",
  access: READERS,
  operationLog: false,
  body: zDatabaseFilter,
  response: zPage(zDatabaseConnection),
});

export const queryDatabaseList = defineEndpoint({
  id: 'connections.list',
  method: 'POST',
  path: '/server/dataBase/queryDatabaseList',
  summary: "All of the caller's connections, for selects.",
  access: OWNERS,
  operationLog: false,
  body: z.object({ dbType: zDatabaseType.optional() }),
  response: z.array(zDatabaseConnection),
});

export const queryDatabaseDetail = defineEndpoint({
  id: 'connections.detail',
  method: 'POST',
  path: '/server/dataBase/queryDatabaseDetail',
  summary: "One connection of the caller (operator: anyone's); never the password.",
  access: READERS,
  operationLog: false,
  body: z.object({ id: zId }),
  response: zDatabaseConnection,
});

export const connectionTest = defineEndpoint({
  id: 'connections.test',
  method: 'POST',
  path: '/server/dataBase/connectionTest',
  summary:
    'Tests a saved connection (id only) or the form (fields, with id to reuse the saved password) within 10 s.',
  access: OWNERS,
  body: z.union([zDatabaseConnectionInput.extend({ id: zId.optional() }), z.object({ id: zId }).strict()]),
  response: zConnectionTestResult,
});

/**
 * How exact a table's row figure is: `exact` counted, `estimate` from the database's statistics (kept for
 * large tables, where a count would scan too much), `atLeast` a capped count that hit its cap (more rows).
 */
export const ROW_COUNT_KINDS = ['exact', 'estimate', 'atLeast'] as const;
export const zRowCountKind = z.enum(ROW_COUNT_KINDS);
export type RowCountKind = z.infer<typeof zRowCountKind>;

export const zDatabaseTableRow = z.object({
  name: z.string(),
  /** table | view */
  kind: z.string(),
  comment: z.string(),
  /** Rows of the table: counted when small or without statistics, else the statistics' estimate (see rowCountKind). */
  rowEstimate: z.number().int(),
  /** exact: rowEstimate was counted; estimate: from statistics; atLeast: more than rowEstimate rows (capped count). */
  rowCountKind: zRowCountKind,
});

export const zDatabaseColumn = z.object({
  name: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  /** PRI primary key, UNI unique, MUL indexed (MySQL), or empty. */
  key: z.string(),
  comment: z.string(),
});
export type DatabaseColumn = z.infer<typeof zDatabaseColumn>;

export const querySchemas = defineEndpoint({
  id: 'connections.schemas',
  method: 'POST',
  path: '/server/dataBase/querySchemas',
  summary: 'Schemas (PostgreSQL) or databases (MySQL) visible to a saved connection.',
  access: OWNERS,
  operationLog: false,
  body: z.object({ id: zId }),
  response: z.array(z.string()),
});

export const queryTables = defineEndpoint({
  id: 'connections.tables',
  method: 'POST',
  path: '/server/dataBase/queryTables',
  summary: 'Tables and views of a schema with comment and row estimate.',
  access: OWNERS,
  operationLog: false,
  body: z.object({ id: zId, schema: zIdentifier }),
  response: z.array(zDatabaseTableRow),
});

export const queryColumns = defineEndpoint({
  id: 'connections.columns',
  method: 'POST',
  path: '/server/dataBase/queryColumns',
  summary: 'Columns of a table: name, type, nullable, key, comment.',
  access: OWNERS,
  operationLog: false,
  body: z.object({ id: zId, schema: zIdentifier, table: zIdentifier }),
  response: z.array(zDatabaseColumn),
});

export const PREVIEW_ROW_LIMIT = 20;

export const previewTable = defineEndpoint({
  id: 'connections.preview',
  method: 'POST',
  path: '/server/dataBase/previewTable',
  summary: 'At most 20 rows of a table, read in a read-only transaction; values as text.',
  access: OWNERS,
  operationLog: false,
  body: z.object({ id: zId, schema: zIdentifier, table: zIdentifier }),
  response: z.object({
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string().nullable())),
  }),
});
