import { z } from 'zod';
import { defineEndpoint, zId, zListQuery, zPage, zPageParams } from '../endpoint.js';
import { valuesOf, zEnumOf } from '../enum-values.js';
import { zRowCountKind } from './connections.js';
import { zHistoricRow } from './workflow.js';

/**
 * Supplier data assets (data sources, spec §7.3): an asset registers chosen tables of one of the supplier's
 * database connections, with a data dictionary per table, versions, a review by the operator (process
 * `source-audit`) and grants to consumers. The connection's credentials never leave the server.
 */

/** Suppliers (3) own assets. */
const OWNER = { roles: [3] } as const;
/** The owner, and the operator (0) who reads every asset. */
const OWNER_OR_OPERATOR = { roles: [0, 3] } as const;

// --- enumerations -----------------------------------------------------------------------------------------

/**
 * Status of an asset. Values follow the spec's review enum `sp_sptype` (to submit 0, awaiting platform
 * review 3, rejected 2, approved 1) plus disabled 4 (dict type `source_status`), declared in the spec's order.
 */
export const SourceStatus = { DRAFT: 0, REVIEWING: 3, REJECTED: 2, APPROVED: 1, DISABLED: 4 } as const;
export type SourceStatus = (typeof SourceStatus)[keyof typeof SourceStatus];
export const SOURCE_STATUS_VALUES = valuesOf(SourceStatus);
const zSourceStatus = zEnumOf(SourceStatus);

/** Status of a version (spec `version_status`): to list 0, listed 1, disabled 2 (superseded or withdrawn). */
export const VersionStatus = { TO_LIST: 0, LISTED: 1, DISABLED: 2 } as const;
export type VersionStatus = (typeof VersionStatus)[keyof typeof VersionStatus];

/** Storage type (spec `storage_type`): full 1, incremental 2. */
export const StorageType = { FULL: 1, INCREMENTAL: 2 } as const;
const zStorageType = zEnumOf(StorageType);

/** How often the supplier refreshes the data (dict type `update_frequency`). */
export const UPDATE_FREQUENCIES = [
  'realtime',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
  'irregular',
] as const;
export const zUpdateFrequency = z.enum(UPDATE_FREQUENCIES);
export type UpdateFrequency = z.infer<typeof zUpdateFrequency>;

/** Status changes an owner (submit, disable, enable) or the operator (disable, enable) may ask for. */
export const SOURCE_ACTIONS = ['submit', 'disable', 'enable'] as const;
export const zSourceAction = z.enum(SOURCE_ACTIONS);
export type SourceAction = z.infer<typeof zSourceAction>;

/** Sort of the asset list (spec `sourceSort`): newest createDate, most applications goodsCount; plus name. */
export const SOURCE_SORTS = ['createDate', 'goodsCount', 'updateDate', 'name'] as const;

/** Grant state derived from its dates and revocation. */
export const GRANT_STATES = ['pending', 'active', 'expired', 'revoked'] as const;
export const zGrantState = z.enum(GRANT_STATES);
export type GrantState = z.infer<typeof zGrantState>;

/** Rows a table preview answers at most (spec: 20). */
export const SOURCE_PREVIEW_ROW_LIMIT = 20;
/** Tables one asset may register. */
export const SOURCE_MAX_TABLES = 50;

// --- shared pieces ----------------------------------------------------------------------------------------

/** Identifiers of schemas and tables as the database names them (quoted by the server, never interpolated). */
const zIdentifier = z.string().trim().min(1).max(128);
/** A calendar day, YYYY-MM-DD. */
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'format' });
const zTagName = z.string().trim().min(1).max(20);

/** A chosen table of the asset's connection. */
export const zSourceTableRef = z.object({
  /** Schema (PostgreSQL) or database (MySQL). */
  schema: zIdentifier,
  table: zIdentifier,
});
export type SourceTableRef = z.infer<typeof zSourceTableRef>;

/** Fields of an asset as typed in the form. */
export const zSourceInput = z.object({
  /** Unique among the owner's assets. */
  name: z.string().trim().min(1).max(100),
  /** A node of the data-source classification tree (classify 1). */
  classificationId: zId,
  /** Free tags (type-ahead from /server/tag/likeTagName); at most 10, each at most 20 characters. */
  tags: z.array(zTagName).max(10).default([]),
  /** Security grade of the asset: the default grade of every field that has none of its own. */
  securityLevelId: zId,
  description: z.string().trim().max(2000).default(''),
  updateFrequency: zUpdateFrequency,
  /** full 1, incremental 2 (spec storage_type). */
  storageType: zStorageType,
});
export type SourceInput = z.input<typeof zSourceInput>;

/** An asset as its owner or the operator sees it (the public view has the same shape; see `viewer`). */
export const zDataSource = z.object({
  id: z.string(),
  ownerId: z.string(),
  /** Shop name of the owner, or the username. */
  ownerName: z.string(),
  name: z.string(),
  classificationId: z.string().nullable(),
  classificationName: z.string(),
  tags: z.array(z.string()),
  securityLevelId: z.string().nullable(),
  securityLevelName: z.string(),
  /** The grade's level (higher is more sensitive); null when the grade was deleted. */
  securityLevel: z.number().int().nullable(),
  description: z.string(),
  updateFrequency: zUpdateFrequency,
  /** full 1, incremental 2 (spec storage_type). */
  storageType: z.number().int(),
  /** The connection the tables come from; null in the public view. */
  connectionId: z.string().nullable(),
  connectionName: z.string(),
  /** postgresql | mysql */
  dbType: z.string(),
  /** draft 0, approved 1, rejected 2, under review 3, disabled 4 (dict source_status). */
  status: z.number().int(),
  /** Version of the working tables and dictionary (the latest). */
  currentVersion: z.number().int(),
  /** Status of the latest version (spec version_status). */
  currentVersionStatus: z.number().int(),
  /** The approved version consumers see; null until the first approval. */
  listedVersion: z.number().int().nullable(),
  tableCount: z.number().int(),
  fieldCount: z.number().int(),
  /** Goods and other objects using the asset (spec sourceSort "most applications"). */
  goodsCount: z.number().int(),
  /** Comment of the last review decision ('' before any). */
  reviewComment: z.string(),
  /** Process instance of the last review; null before the first submission. */
  processInstanceId: z.string().nullable(),
  submitDate: z.string().nullable(),
  reviewDate: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
  /** owner: full view; operator: all fields, read-only; public: the listed version, no connection. */
  viewer: z.enum(['owner', 'operator', 'public']),
});
export type DataSource = z.infer<typeof zDataSource>;

/** A table of an asset. Its id stays the same across versions while the table stays registered. */
export const zSourceTable = z.object({
  id: z.string(),
  sourceId: z.string(),
  schema: z.string(),
  table: z.string(),
  /** Comment of the table in the database (read when registered). */
  comment: z.string(),
  /** Rows of the table when registered: counted when small, else the statistics' estimate (see rowCountKind). */
  rowEstimate: z.number().int(),
  /** exact: rowEstimate was counted; estimate: from statistics; atLeast: more than rowEstimate rows (capped count). */
  rowCountKind: zRowCountKind,
  fieldCount: z.number().int(),
});
export type SourceTable = z.infer<typeof zSourceTable>;

/** One field of the data dictionary. */
export const zDictionaryField = z.object({
  id: z.string(),
  tableId: z.string(),
  /** Column name in the database. */
  name: z.string(),
  /** Column type as the database names it. */
  type: z.string(),
  nullable: z.boolean(),
  /** PRI, UNI, MUL or empty. */
  key: z.string(),
  /** Editable description; defaults to the column comment. */
  description: z.string(),
  /** The field's own grade; null: the asset's grade applies. */
  securityLevelId: z.string().nullable(),
  /** Name of the grade that applies (own or the asset's). */
  securityLevelName: z.string(),
  /** Masking rule that applies to previews for anyone but the owner. */
  maskingRule: z.enum(['none', 'partial', 'full']),
  sort: z.number().int(),
});
export type DictionaryField = z.infer<typeof zDictionaryField>;

/** A version row: every change of tables or dictionary makes one. */
export const zSourceVersion = z.object({
  id: z.string(),
  sourceId: z.string(),
  version: z.number().int(),
  /** to list 0, listed 1, disabled 2 (spec version_status). */
  status: z.number().int(),
  /** What made the version: create (the first), tables (tables added or taken out), dictionary (a table's fields). */
  changeKind: z.enum(['create', 'tables', 'dictionary']),
  /** The owner's note on the change ('' when none). */
  changeNote: z.string(),
  tableCount: z.number().int(),
  fieldCount: z.number().int(),
  createdBy: z.string(),
  createDate: z.string(),
});
export type SourceVersion = z.infer<typeof zSourceVersion>;

export const zSourceDetail = zDataSource.extend({
  /** Tables of the shown version. */
  tables: z.array(zSourceTable),
  /** The version shown (the latest for the owner and operator unless `version` was asked; else the listed one). */
  version: z.number().int(),
  /** Every version, newest first (owner and operator; the public view lists the listed one only). */
  versions: z.array(zSourceVersion),
});
export type SourceDetail = z.infer<typeof zSourceDetail>;

// --- assets -----------------------------------------------------------------------------------------------

export const addSource = defineEndpoint({
  id: 'assets.addSource',
  method: 'POST',
  path: '/server/dataSource/addSource',
  summary:
    'Registers an asset from chosen tables of one of the caller’s connections; the dictionary is read from the live columns. Creates version 1 (to list) in draft.',
  access: OWNER,
  body: zSourceInput.extend({
    connectionId: zId,
    /** At least one table; no duplicates. */
    tables: z.array(zSourceTableRef).min(1).max(SOURCE_MAX_TABLES),
  }),
  response: zSourceDetail,
});

export const updateSource = defineEndpoint({
  id: 'assets.updateSource',
  method: 'POST',
  path: '/server/dataSource/updateSource',
  summary:
    'Edits an asset of the caller (not while under review). With `tables`, replaces the registered tables: kept tables keep their dictionary, new ones read the live columns, and a new version is made (an approved asset goes back to draft; consumers keep the listed version).',
  access: OWNER,
  body: zSourceInput.extend({
    id: zId,
    /** Omit to keep the tables; the connection cannot change. */
    tables: z.array(zSourceTableRef).min(1).max(SOURCE_MAX_TABLES).optional(),
    /** Note kept with the new version, if one is made. */
    changeNote: z.string().trim().max(200).optional(),
  }),
  response: zSourceDetail,
});

const zDetailQuery = z.object({
  sourceId: zId,
  /** A version number; default: the latest (owner, operator) or the listed one (everyone else). */
  version: z.coerce.number().int().min(1).optional(),
});

export const querySourceDetail = defineEndpoint({
  id: 'assets.querySourceDetail',
  method: 'POST',
  path: '/server/dataSource/querySourceDetail',
  summary:
    'An asset with its tables and versions. Public (no login; mall detail): anyone but the owner and operator gets the listed version of an approved asset, without connection; else 404. `sourceId` may come as query or form field.',
  access: 'public',
  operationLog: false,
  bodyType: 'form',
  query: z.object({ sourceId: zId.optional() }),
  body: z.object({
    sourceId: zId.optional(),
    version: z.coerce.number().int().min(1).optional(),
  }),
  response: zSourceDetail,
});

export const querySourceDetailV2 = defineEndpoint({
  id: 'assets.querySourceDetailV2',
  method: 'POST',
  path: '/server/dataSource/querySourceDetailV2',
  summary:
    'Authenticated variant of querySourceDetail: the same answer plus what the caller may do with the asset (their grant, usage).',
  access: 'user',
  operationLog: false,
  body: zDetailQuery,
  response: zSourceDetail.extend({
    /** The caller's grant that is in force today, if any (consumers). */
    grant: z
      .object({ id: z.string(), startDate: z.string(), endDate: z.string(), everyone: z.boolean() })
      .nullable(),
    /** The caller may edit it (owner, not under review). */
    canEdit: z.boolean(),
  }),
});

export const updateStatus = defineEndpoint({
  id: 'assets.updateStatus',
  method: 'POST',
  path: '/server/dataSource/updateStatus',
  summary:
    'Status change: submit (owner; draft or rejected -> under review, starts the source-audit process), disable (owner or operator; approved -> disabled), enable (owner or operator; disabled -> approved). Any other change answers 409 and changes nothing. Approval and rejection are decided in the to-do list.',
  access: OWNER_OR_OPERATOR,
  body: z.object({
    id: zId,
    action: zSourceAction,
    /** Optional note: shown to the reviewer with a submission, or kept with a disable. */
    comment: z.string().trim().max(500).optional(),
  }),
  response: zDataSource,
});

export const deleteSource = defineEndpoint({
  id: 'assets.deleteSource',
  method: 'DELETE',
  path: '/server/dataSource/deleteSource',
  summary:
    'Deletes assets of the caller with their tables, versions and grants. All or nothing: refused while one is under review or used by goods.',
  access: OWNER,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const zSourceFilter = zListQuery.extend({
  /** Part of the name (also matches a tag). */
  name: z.string().trim().max(100).optional(),
  /** A classification node; its descendants match too. */
  classificationId: zId.optional(),
  /** One status (dict source_status). */
  status: zSourceStatus.optional(),
  securityLevelId: zId.optional(),
  storageType: zStorageType.optional(),
  /** Operator: only this owner's assets. */
  ownerId: zId.optional(),
  /** Sort key (spec sourceSort: createDate, goodsCount; also updateDate, name); default createDate. */
  sort: z.enum(SOURCE_SORTS).optional(),
});

export const querySourcesPage = defineEndpoint({
  id: 'assets.querySourcesPage',
  method: 'POST',
  path: '/server/dataSource/querySourcesPage',
  summary:
    'Page of assets: the supplier’s own, every asset for the operator, approved (listed) assets for consumers and developers. Filters and sort per the body; order default desc.',
  access: 'user',
  operationLog: false,
  body: zSourceFilter,
  response: zPage(zDataSource),
});

export const queryRelateSources = defineEndpoint({
  id: 'assets.queryRelateSources',
  method: 'POST',
  path: '/server/dataSource/queryRelateSources',
  summary:
    'Assets the caller may relate to goods: the supplier’s own listed (approved) assets, or any listed asset for the operator; at most 100, by name.',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: z.object({
    name: z.string().trim().max(100).optional(),
    classificationId: zId.optional(),
    /** Leave these assets out (already related). */
    excludeIds: z.array(zId).max(100).optional(),
  }),
  response: z.array(zDataSource),
});

export const querySourceByNames = defineEndpoint({
  id: 'assets.querySourceByNames',
  method: 'POST',
  path: '/server/dataSource/querySourceByNames',
  summary:
    'Assets visible to the caller whose name is exactly one of the names (e.g. the uniqueness check of the form, import).',
  access: 'user',
  operationLog: false,
  body: z.object({ names: z.array(z.string().trim().min(1).max(100)).min(1).max(100) }),
  response: z.array(
    z.object({ id: z.string(), name: z.string(), ownerId: z.string(), status: z.number().int() }),
  ),
});

const zTopFiveRow = z.object({
  id: z.string(),
  name: z.string(),
  ownerName: z.string(),
  classificationName: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  goodsCount: z.number().int(),
  tableCount: z.number().int(),
  updateDate: z.string(),
});

export const querySourceTopFive = defineEndpoint({
  id: 'assets.querySourceTopFive',
  method: 'POST',
  path: '/server/dataSource/querySourceTopFive',
  summary: 'Public (mall): the five listed assets used by most goods, newest first on ties.',
  access: 'public',
  operationLog: false,
  response: z.array(zTopFiveRow),
});

export const querySourceTopFiveV2 = defineEndpoint({
  id: 'assets.querySourceTopFiveV2',
  method: 'POST',
  path: '/server/dataSource/querySourceTopFiveV2',
  summary:
    'Authenticated variant: a supplier’s own five most-used assets (any status; supplier home), the mall’s five for everyone else.',
  access: 'user',
  operationLog: false,
  response: z.array(zTopFiveRow.extend({ status: z.number().int() })),
});

export const queryTableNames = defineEndpoint({
  id: 'assets.queryTableNames',
  method: 'GET',
  path: '/server/dataSource/queryTableNames',
  summary: 'Tables of an asset (of a version; default as in querySourceDetail).',
  access: 'user',
  query: zDetailQuery,
  response: z.array(zSourceTable),
});

export const queryBasicInformation = defineEndpoint({
  id: 'assets.queryBasicInformation',
  method: 'GET',
  path: '/server/dataSource/queryBasicInformation',
  summary: 'Basic information of an asset without tables (visibility as querySourceDetailV2).',
  access: 'user',
  query: z.object({ sourceId: zId }),
  response: zDataSource,
});

/** One review of an asset: a source-audit process with its steps. */
export const zAuditFlow = z.object({
  processInstanceId: z.string(),
  /** Version that was submitted. */
  version: z.number().int(),
  /** running | completed | terminated | suspended */
  state: z.string(),
  /** approved | rejected | null while running */
  decision: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  steps: z.array(zHistoricRow),
});
export type AuditFlow = z.infer<typeof zAuditFlow>;

export const queryAuditFlows = defineEndpoint({
  id: 'assets.queryAuditFlows',
  method: 'GET',
  path: '/server/dataSource/queryAuditFlows',
  summary:
    'Review history of an asset (owner or operator): every source-audit process, newest first, with its steps oldest first.',
  access: OWNER_OR_OPERATOR,
  query: z.object({ id: zId }),
  response: z.array(zAuditFlow),
});

// --- data dictionary --------------------------------------------------------------------------------------

const zTableQuery = z.object({
  tableId: zId,
  /** A version number; default as in querySourceDetail. */
  version: z.coerce.number().int().min(1).optional(),
});

export const zDictionary = z.object({
  source: zDataSource,
  table: zSourceTable,
  version: z.number().int(),
  fields: z.array(zDictionaryField),
});
export type Dictionary = z.infer<typeof zDictionary>;

export const queryDataDictionary = defineEndpoint({
  id: 'assets.queryDataDictionary',
  method: 'POST',
  path: '/server/dataSource/queryDataDictionary',
  summary: 'The whole dictionary of one table of an asset, at a version (default as in querySourceDetail).',
  access: 'user',
  operationLog: false,
  body: zTableQuery,
  response: zDictionary,
});

export const updateDataDictionary = defineEndpoint({
  id: 'assets.updateDataDictionary',
  method: 'POST',
  path: '/server/dataSource/updateDataDictionary',
  summary:
    'Edits descriptions and security grades of fields of one table (owner; not while under review). A real change makes a new version (an approved asset goes back to draft); no change answers the current one.',
  access: { roles: [3], permission: 'dataField:zqdatafield:update' },
  body: z.object({
    tableId: zId,
    fields: z
      .array(
        z.object({
          /** A field of this table. */
          id: zId,
          description: z.string().trim().max(500),
          /** null: the asset's grade applies. */
          securityLevelId: zId.nullable(),
        }),
      )
      .min(1)
      .max(1000),
    changeNote: z.string().trim().max(200).optional(),
  }),
  response: zDictionary,
});

export const queryPageDataDictionary = defineEndpoint({
  id: 'assets.queryPageDataDictionary',
  method: 'POST',
  path: '/server/dataSource/queryPageDataDictionary',
  summary:
    'Page of dictionary fields of an asset across its tables (or one table), at a version; filters by name or description and grade.',
  access: 'user',
  operationLog: false,
  body: zPageParams.extend({
    sourceId: zId,
    tableId: zId.optional(),
    version: z.coerce.number().int().min(1).optional(),
    /** Part of the field name or description. */
    name: z.string().trim().max(100).optional(),
    /** Fields whose applying grade is this one. */
    securityLevelId: zId.optional(),
  }),
  response: zPage(
    zDictionaryField.extend({ schema: z.string(), table: z.string(), version: z.number().int() }),
  ),
});

// --- tables of assets (datatable) ------------------------------------------------------------------------

export const queryDatatableDetail = defineEndpoint({
  id: 'assets.queryDatatableDetail',
  method: 'POST',
  path: '/server/datatable/queryDatatableDetail',
  summary:
    'One table of an asset with its asset and dictionary (same answer and visibility as queryDataDictionary).',
  access: 'user',
  operationLog: false,
  body: zTableQuery,
  response: zDictionary,
});

export const zMaskedPreview = z.object({
  sourceId: z.string(),
  tableId: z.string(),
  version: z.number().int(),
  columns: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      securityLevelName: z.string(),
      maskingRule: z.enum(['none', 'partial', 'full']),
      /** Values of this column were masked for the caller. */
      masked: z.boolean(),
    }),
  ),
  /**
   * At most 20 rows, values as text (dates and timestamps as the database writes them); masked per column for
   * anyone but the owner.
   */
  rows: z.array(z.array(z.string().nullable())),
  /** Masking was applied (the caller is not the owner). */
  masked: z.boolean(),
});
export type MaskedPreview = z.infer<typeof zMaskedPreview>;

export const queryRecordDatatable = defineEndpoint({
  id: 'assets.queryRecordDatatable',
  method: 'POST',
  path: '/server/datatable/queryRecordDatatable',
  summary:
    'At most 20 live rows of an asset table, only the dictionary’s columns, read-only. The owner sees them as stored; everyone else (operator; consumers and developers on listed assets) sees them masked by the rule of each field’s grade (its own, else the asset’s) and the field’s type (catalog.maskCell): partial keeps the ends of text, the range of a number, the year and month of a date; full gives stars.',
  access: 'user',
  operationLog: false,
  body: zTableQuery,
  response: zMaskedPreview,
});

// --- usage (projects) -------------------------------------------------------------------------------------

/** Something that uses an asset or one of its tables (goods, later other kinds). */
export const zSourceUsage = z.object({
  /** Kind of user, e.g. "goods". */
  kind: z.string(),
  id: z.string(),
  name: z.string(),
  /** Status text of the user object, as its module words it. */
  status: z.string(),
  ownerName: z.string(),
});
export type SourceUsage = z.infer<typeof zSourceUsage>;

export const selectProject = defineEndpoint({
  id: 'assets.selectProject',
  method: 'GET',
  path: '/server/project/selectProject',
  summary:
    'What uses a table of an asset (owner or operator). Filled by the modules that use assets (goods); empty until they exist.',
  access: OWNER_OR_OPERATOR,
  query: z.object({ tableId: zId }),
  response: z.array(zSourceUsage),
});

export const selectAssetProject = defineEndpoint({
  id: 'assets.selectAssetProject',
  method: 'GET',
  path: '/server/project/selectAssetProject',
  summary: 'What uses an asset (owner or operator); deleting it is refused while this is not empty.',
  access: OWNER_OR_OPERATOR,
  query: z.object({ assetId: zId }),
  response: z.array(zSourceUsage),
});

// --- authorization (grants) -------------------------------------------------------------------------------

export const zAssetGrant = z.object({
  id: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  /** Status of the asset (grants apply only while it is approved). */
  sourceStatus: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** null: every consumer. */
  granteeId: z.string().nullable(),
  /** Consumer's username, '' for everyone. */
  granteeName: z.string(),
  granteeCompany: z.string(),
  everyone: z.boolean(),
  /** First day of use, YYYY-MM-DD (inclusive). */
  startDate: z.string(),
  /** Last day of use, YYYY-MM-DD (inclusive). */
  endDate: z.string(),
  /** 1 in force, 0 revoked. */
  status: z.number().int(),
  /** pending (starts later), active, expired, revoked: from dates and status, today. */
  state: zGrantState,
  remark: z.string(),
  /** The paid order of an asset or table good that issued the grant (it cannot be changed by hand), or null. */
  orderId: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type AssetGrant = z.infer<typeof zAssetGrant>;

export const authorization = defineEndpoint({
  id: 'assets.authorization',
  method: 'POST',
  path: '/server/assetManagement/authorization',
  summary:
    'Page of grants: a supplier sees the grants on own assets, a consumer the grants it holds (its own and those to everyone; page consumer/permissions/index), the operator all. Newest first.',
  access: { roles: [0, 1, 3] },
  operationLog: false,
  body: zPageParams.extend({
    sourceId: zId.optional(),
    /** Part of the asset name. */
    sourceName: z.string().trim().max(100).optional(),
    /** Part of the consumer's username or company (supplier and operator). */
    granteeName: z.string().trim().max(100).optional(),
    state: zGrantState.optional(),
  }),
  response: zPage(zAssetGrant),
});

export const insertAssetManagement = defineEndpoint({
  id: 'assets.insertAssetManagement',
  method: 'POST',
  path: '/server/assetManagement/insertAssetManagement',
  summary:
    'Grants consumers (or every consumer) use of an approved asset of the caller between two days. Validates: start <= end, end not in the past, each grantee an active consumer, no grant of the same consumer in force over overlapping days.',
  access: OWNER,
  body: z
    .object({
      sourceId: zId,
      /** Consumers to grant; leave empty with everyone = true. */
      granteeIds: z.array(zId).max(50).default([]),
      everyone: z.boolean().default(false),
      startDate: zDay,
      endDate: zDay,
      remark: z.string().trim().max(200).default(''),
    })
    .refine((b) => b.everyone !== b.granteeIds.length > 0, {
      message: 'required',
      path: ['granteeIds'],
    }),
  response: z.array(zAssetGrant),
});

export const updateAuthenticRight = defineEndpoint({
  id: 'assets.updateAuthenticRight',
  method: 'POST',
  path: '/server/dataSource/updateAuthenticRight',
  summary:
    'Changes a grant on an asset of the caller: new dates or remark, revoke (status 0) or reinstate (status 1, only while the dates still hold).',
  access: OWNER,
  body: z.object({
    id: zId,
    startDate: zDay.optional(),
    endDate: zDay.optional(),
    remark: z.string().trim().max(200).optional(),
    status: z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || n === 1, { message: 'oneOf' })
      .optional(),
  }),
  response: zAssetGrant,
});

export const queryGrantees = defineEndpoint({
  id: 'assets.queryGrantees',
  method: 'POST',
  path: '/server/assetManagement/queryConsumers',
  summary:
    'Consumer picker of the grant form (suppliers): active approved consumers whose username or company contains the text; at most 20, id, username and company only.',
  access: OWNER,
  operationLog: false,
  body: z.object({ name: z.string().trim().min(1).max(100) }),
  response: z.array(z.object({ id: z.string(), username: z.string(), companyName: z.string() })),
});
// CONTRACT-READY
