import { z } from 'zod';
import { defineEndpoint, zId, zPageParams } from '../endpoint.js';

/**
 * What a consumer does with a grant of a data asset (bought with an asset or table good, or granted by hand):
 * browse and query the granted tables on the platform, masked by the fields' security grades (designed here: the
 * spec only names `consumer/permissions/index`). Rows are read live from the supplier's database through the
 * platform's connector, read-only, a page at a time (at most 100 rows, not beyond row 10,000), within a
 * statement time limit. Filters and sorting apply only to unmasked columns: a masked value must not be found out
 * by asking for it. Every query is recorded for the supplier.
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

/** How a grant's data was used: queries, rows read, the last use. */
export const zGrantUse = z.object({
  grantId: z.string(),
  queries: z.number().int(),
  rows: z.number().int(),
  lastUsedAt: z.string().nullable(),
});
export type GrantUse = z.infer<typeof zGrantUse>;

export const usage = defineEndpoint({
  id: 'grantData.usage',
  method: 'POST',
  path: '/server/assetGrant/usage',
  summary:
    'How the grantees used the given grants’ data (queries and rows read, last use): a supplier sees its own assets’ grants, the operator any; other grants are left out of the answer.',
  access: SUPPLIER_OR_OPERATOR,
  operationLog: false,
  body: z.object({ grantIds: z.array(zId).min(1).max(100) }),
  response: z.array(zGrantUse),
});
