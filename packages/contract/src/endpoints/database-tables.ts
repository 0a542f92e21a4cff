import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/** Suppliers (3) and consumers (1) register tables of their own connections. */
const OWNERS = { roles: [1, 3] } as const;

const zIdentifier = z.string().min(1).max(128);

/** A column kept at registration: as the database reported it then. */
export const zRegisteredField = z.object({
  name: z.string(),
  type: z.string(),
  comment: z.string(),
  /** PRI, UNI, MUL or empty. */
  key: z.string(),
});
export type RegisteredField = z.infer<typeof zRegisteredField>;

/** A table of one of the caller's connections registered for use on the platform, with its chosen fields. */
export const zDatabaseTable = z.object({
  id: z.string(),
  connectionId: z.string(),
  /** Name of the connection; empty when the connection was deleted since. */
  connectionName: z.string(),
  /** postgresql | mysql; empty when the connection was deleted since. */
  dbType: z.string(),
  schema: z.string(),
  table: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(zRegisteredField),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DatabaseTable = z.infer<typeof zDatabaseTable>;

/** Registration form: the fields must exist in the live table (checked by reading it when saving). */
export const zDatabaseTableInput = z.object({
  connectionId: zId,
  schema: zIdentifier,
  table: zIdentifier,
  /** Unique per owner. */
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  /** Column names to keep, at least one. */
  fields: z.array(zIdentifier).min(1).max(1000),
});
export type DatabaseTableInput = z.input<typeof zDatabaseTableInput>;

export const queryDatabaseTables = defineEndpoint({
  id: 'databaseTables.page',
  method: 'POST',
  path: '/server/databaseTable/page',
  summary: "The caller's registered tables, newest first; filter by name and connection.",
  access: OWNERS,
  operationLog: false,
  body: zPageParams.extend({
    name: z.string().trim().max(100).optional(),
    connectionId: zId.optional(),
  }),
  response: zPage(zDatabaseTable),
});

export const queryDatabaseTableDetail = defineEndpoint({
  id: 'databaseTables.detail',
  method: 'POST',
  path: '/server/databaseTable/detail',
  summary: 'One registered table of the caller.',
  access: OWNERS,
  operationLog: false,
  body: z.object({ id: zId }),
  response: zDatabaseTable,
});

export const saveDatabaseTable = defineEndpoint({
  id: 'databaseTables.save',
  method: 'POST',
  path: '/server/databaseTable/save',
  summary:
    "Registers a table of one of the caller's connections (or updates one with `id`): reads its live columns and keeps the chosen ones with their types and comments.",
  access: OWNERS,
  body: zDatabaseTableInput.extend({ id: zId.optional() }),
  response: zDatabaseTable,
});

export const deleteDatabaseTables = defineEndpoint({
  id: 'databaseTables.delete',
  method: 'POST',
  path: '/server/databaseTable/delete',
  summary: "Deletes registrations of the caller's tables by id (the database itself is not touched).",
  access: OWNERS,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});
