import { z } from 'zod';
import { defineEndpoint, zId, zListQuery, zPage, zPageParams } from '../endpoint.js';
import { valuesOf, zEnumOf } from '../enum-values.js';
import { zAccessList } from './access-lists.js';
import { zYuan } from './users.js';
import { zHistoricRow } from './workflow.js';

/**
 * Goods (spec §7.4, §7.5): what the mall sells. Suppliers sell data packages and data-asset / data-table goods
 * (bound to their approved assets); developers sell data applications and API goods. Every good has SKUs
 * (specifications) with prices, passes operator review (`goods-enable`) before it is listed, and is disabled
 * (`goods-disable`) or deleted (`goods-delete`) only through review. Changes of SKUs of an enabled good pass
 * `sku-audit`, price changes `price-change`.
 *
 * Money: prices are sent as yuan text (at most 4 decimals, e.g. "12.50") and answered as integers of
 * 1/10000 yuan in a string (e.g. "125000"; format with `formatMoney`). Never floats.
 */

/** Owners of goods: developers (2) and suppliers (3). */
const OWNER = { roles: [2, 3] } as const;
/** Owners and the operator (0), who reads every good. */
const OWNER_OR_OPERATOR = { roles: [0, 2, 3] } as const;
/** Suppliers (3): asset and table goods. */
const SUPPLIER = { roles: [3] } as const;

// --- enumerations -----------------------------------------------------------------------------------------

/** Kind of good (dict type `item_type`). Each kind is created by one role only (ITEM_TYPE_OWNER_ROLE). */
export const ItemType = {
  /** Data application (developer). */
  DATA_APPLICATION: 1,
  /** Data package: files in the supplier's trusted storage plus a sample file (supplier). */
  DATA_PACKAGE: 2,
  /** Data-asset goods: whole approved assets of the supplier. */
  DATA_SOURCE: 3,
  /** Data-table goods: chosen tables of approved assets of the supplier. */
  DATA_TABLE: 4,
  /** API goods (developer). */
  API: 5,
} as const;
export type ItemType = (typeof ItemType)[keyof typeof ItemType];
export const ITEM_TYPE_VALUES = valuesOf(ItemType);
/** The role type that creates and owns each kind of good. */
export const ITEM_TYPE_OWNER_ROLE: Record<ItemType, 2 | 3> = { 1: 2, 2: 3, 3: 3, 4: 3, 5: 2 };
/** Kinds bound to assets (dataSourceAdd ...). */
export const SOURCE_BOUND_ITEM_TYPES: readonly ItemType[] = [ItemType.DATA_SOURCE, ItemType.DATA_TABLE];
export const zItemType = zEnumOf(ItemType);

/**
 * Review state of a good (spec `product_status` plus 0 for a good that was never enabled):
 * not enabled 0, enable under review 1, enabled 2, disable under review 3, disabled 4.
 * A rejected enable goes back to where it came from (0 or 4), a rejected disable back to 2;
 * `lastReview` tells the owner why.
 */
export const ProductStatus = {
  NOT_ENABLED: 0,
  ENABLE_REVIEW: 1,
  ENABLED: 2,
  DISABLE_REVIEW: 3,
  DISABLED: 4,
} as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];
export const PRODUCT_STATUS_VALUES = valuesOf(ProductStatus);

/**
 * Shelf state (spec `publish_type` plus 0 for never listed): never listed 0, listed 1, delisted 2.
 * Approval of `goods-enable` lists the good; the owner delists and relists an enabled good without review
 * (statusChange / apiChange); approval of `goods-disable` delists it.
 */
export const PublishType = { NEVER: 0, LISTED: 1, DELISTED: 2 } as const;
export type PublishType = (typeof PublishType)[keyof typeof PublishType];
export const PUBLISH_TYPE_VALUES = valuesOf(PublishType);

/** Deletion (spec `product_delete`): normal 0, delete under review 1, deleted 2. */
export const ProductDelete = { NORMAL: 0, REVIEW: 1, DELETED: 2 } as const;
export type ProductDelete = (typeof ProductDelete)[keyof typeof ProductDelete];

/** Review processes of goods (BPMN keys). */
export const GOODS_PROCESS_KEYS = [
  'goods-enable',
  'goods-disable',
  'goods-delete',
  'sku-audit',
  'price-change',
] as const;
export type GoodsProcessKey = (typeof GOODS_PROCESS_KEYS)[number];

/**
 * Status changes of statusChange / apiChange: enable (not enabled or disabled -> enable review),
 * disable (enabled -> disable review), list (enabled and delisted -> listed), delist (listed -> delisted;
 * refused while checkItemOff finds blockers). Any other change answers 409 and changes nothing.
 */
export const ITEM_ACTIONS = ['enable', 'disable', 'list', 'delist'] as const;
export const zItemAction = z.enum(ITEM_ACTIONS);
export type ItemAction = z.infer<typeof zItemAction>;

/** SKU billing mode (dict type `sku_billing_mode`; per use is the spec's `billBuyType` 1). */
export const SkuBillingMode = {
  /** Per use: a pack of `useCount` calls or runs. */
  PER_USE: 1,
  /** Per period: `periodCount` months or years. */
  PER_PERIOD: 2,
  /** One-off: the whole package, bought once. */
  ONE_OFF: 3,
  /**
   * Postpaid per call (API goods only; the spec's `bill_pay_type` postpaid 1 on the credit limit `bill_cannal` 1):
   * nothing is paid with the order; each call the gateway serves is charged `price` from the buyer's credit.
   */
  POSTPAID_PER_CALL: 4,
} as const;
export type SkuBillingMode = (typeof SkuBillingMode)[keyof typeof SkuBillingMode];
export const SKU_BILLING_MODE_VALUES = valuesOf(SkuBillingMode);
const PREPAID_BILLING_MODES = SKU_BILLING_MODE_VALUES.filter((m) => m !== SkuBillingMode.POSTPAID_PER_CALL);
/** Billing modes a kind of good can sell: postpaid calls only through the API gateway. */
export function billingModesOf(itemType: number): readonly SkuBillingMode[] {
  return itemType === ItemType.API ? SKU_BILLING_MODE_VALUES : PREPAID_BILLING_MODES;
}
const zBillingMode = zEnumOf(SkuBillingMode);

/** Unit of a per-period SKU (dict type `sku_period_unit`). */
export const SKU_PERIOD_UNITS = ['month', 'year'] as const;
export const zSkuPeriodUnit = z.enum(SKU_PERIOD_UNITS);

/**
 * Review state of a SKU (values of spec `sp_sptype`): to submit 0, approved 1, rejected 2, awaiting
 * platform review 3. SKUs of a good that is not enabled are approved with the good's enable review (1);
 * a SKU added to or changed on an enabled good waits (0) until `audit` submits it to `sku-audit`.
 */
export const SkuAuditStatus = { TO_SUBMIT: 0, APPROVED: 1, REJECTED: 2, REVIEWING: 3 } as const;
export type SkuAuditStatus = (typeof SkuAuditStatus)[keyof typeof SkuAuditStatus];

/** Upload limits (bytes). */
export const GOODS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GOODS_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Images of the gallery, at most. */
export const GOODS_GALLERY_MAX = 9;
/** Rich-text description, at most (characters of HTML). */
export const GOODS_DESCRIPTION_MAX = 100_000;

// --- shared pieces ----------------------------------------------------------------------------------------

/**
 * A file URL answered by one of the goods uploads: `/server/item/file?key=<folder>/<uuid>.<ext>`
 * (or an absolute http(s) URL for images kept elsewhere).
 */
export const zFileUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/server\/item\/file\?key=goods-[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}|https?:\/\/\S+)$/, {
    message: 'format',
  });

const zTagName = z.string().trim().min(1).max(20);

/** Fields of a good as typed in the form (every kind). Fields of other kinds are ignored. */
export const zItemInput = z.object({
  /** Unique among the owner's goods that are not deleted. */
  name: z.string().trim().min(1).max(100),
  /** A node of the goods classification tree (classify 2) that fits the kind. */
  classificationId: zId,
  /** Free tags; at most 10, each at most 20 characters. */
  tags: z.array(zTagName).max(10).default([]),
  /** A node of the brand tree (classify 3); null or absent: none. */
  brandId: zId.nullable().optional(),
  /** Cover image (uploadImgFile / uploadApplicationImgPath). */
  coverImage: zFileUrl,
  /** Gallery images, in order. */
  images: z.array(zFileUrl).max(GOODS_GALLERY_MAX).default([]),
  /** One-paragraph summary for lists and cards. */
  summary: z.string().trim().max(500).default(''),
  /** Rich text (HTML). Sanitised by the server: scripts, event handlers and foreign tags are removed. */
  description: z.string().max(GOODS_DESCRIPTION_MAX).default(''),
  /** Usage instructions (plain text). */
  usageInstructions: z.string().trim().max(5000).default(''),
  /** Agreement the buyer accepts (plain text). */
  agreement: z.string().trim().max(20000).default(''),
  /** Data package: files in the owner's trusted storage (paths relative to its root). */
  packageFiles: z.array(z.string().trim().min(1).max(1024)).max(50).optional(),
  /** Data package: sample file (uploadPackageDemoFile). Data application: demo file (uploadApplicationDemoFilePath). */
  sampleFile: zFileUrl.nullable().optional(),
  /** Data application: address where the application runs (http or https). */
  appUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/, { message: 'format' })
    .nullable()
    .optional(),
  /** API goods: the spec's api_type (vehicle insurance info 1, vehicle driving info 2); null: other. */
  apiType: z.coerce.number().int().min(1).max(2).nullable().optional(),
});
export type ItemInput = z.input<typeof zItemInput>;

/** The last decided review of a good. */
export const zItemLastReview = z.object({
  processKey: z.string(),
  /** approved | rejected */
  decision: z.string(),
  comment: z.string(),
  date: z.string(),
});

/** A good as its owner or the operator sees it. */
export const zItem = z.object({
  id: z.string(),
  /** data application 1, data package 2, data-asset goods 3, data-table goods 4, API goods 5. */
  itemType: z.number().int(),
  ownerId: z.string(),
  /** Shop name of the owner, or the username. */
  ownerName: z.string(),
  name: z.string(),
  classificationId: z.string().nullable(),
  classificationName: z.string(),
  /** English name of the classification ('' when none). */
  classificationNameEn: z.string(),
  tags: z.array(z.string()),
  brandId: z.string().nullable(),
  brandName: z.string(),
  /** English name of the brand ('' when none). */
  brandNameEn: z.string(),
  coverImage: z.string(),
  images: z.array(z.string()),
  summary: z.string(),
  /** not enabled 0, enable under review 1, enabled 2, disable under review 3, disabled 4 (product_status). */
  productStatus: z.number().int(),
  /** never listed 0, listed 1, delisted 2 (publish_type). */
  publishType: z.number().int(),
  /** normal 0, delete under review 1, deleted 2 (product_delete). */
  deleteStatus: z.number().int(),
  /** Key of the review that is open on the good itself, or null. */
  openReview: z.enum(['goods-enable', 'goods-disable', 'goods-delete']).nullable(),
  /** Process instance of the open review, or null. */
  processInstanceId: z.string().nullable(),
  lastReview: zItemLastReview.nullable(),
  /** Lowest price of the SKUs on sale, 1/10000 yuan; null without one. */
  minPrice: z.string().nullable(),
  skuCount: z.number().int(),
  /** Bound assets (asset and table goods). */
  sourceCount: z.number().int(),
  /** Views of the good's mall detail page, as the mall counts them (list and detail alike). */
  viewCount: z.number().int(),
  listedDate: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Item = z.infer<typeof zItem>;

/** A SKU (specification) of a good. */
export const zSku = z.object({
  id: z.string(),
  itemId: z.string(),
  name: z.string(),
  /** per use 1, per period 2, one-off 3, postpaid per call 4 (sku_billing_mode). */
  billingMode: z.number().int(),
  /** 1/10000 yuan. */
  price: z.string(),
  /** Per use: calls or runs in the pack; null otherwise. */
  useCount: z.number().int().nullable(),
  /** Per period: month | year; null otherwise. */
  periodUnit: zSkuPeriodUnit.nullable(),
  periodCount: z.number().int().nullable(),
  /** Units that can still be sold; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Days the purchase stays usable; null: no limit (per period: the period). */
  validityDays: z.number().int().nullable(),
  /** The buyer may negotiate the price (orders negotiatedPrice). */
  negotiable: z.boolean(),
  /** On sale (startEnd). */
  enabled: z.boolean(),
  description: z.string(),
  sort: z.number().int(),
  /** to submit 0, approved 1, rejected 2, awaiting platform review 3 (sp_sptype values). */
  auditStatus: z.number().int(),
  /** Changes waiting for `sku-audit` (fields of the SKU input as saved); null when none. */
  pendingChanges: z.record(z.string(), z.unknown()).nullable(),
  /** New price waiting for `price-change`, 1/10000 yuan; null when none. */
  pendingPrice: z.string().nullable(),
  /** Comment of the last SKU or price review ('' before any). */
  reviewComment: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Sku = z.infer<typeof zSku>;

/** An asset (or chosen tables of it) bound to an asset or table good. */
export const zItemSource = z.object({
  id: z.string(),
  itemId: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  /** Status of the asset (source_status). */
  sourceStatus: z.number().int(),
  /** Listed version of the asset when bound. */
  sourceVersion: z.number().int().nullable(),
  /** Table goods: the chosen tables; asset goods: every table of the asset. */
  tables: z.array(z.object({ id: z.string(), schema: z.string(), table: z.string() })),
  remark: z.string(),
  createDate: z.string(),
});
export type ItemSource = z.infer<typeof zItemSource>;

export const zItemDetail = zItem.extend({
  /** Sanitised HTML. */
  description: z.string(),
  usageInstructions: z.string(),
  agreement: z.string(),
  packageFiles: z.array(z.string()),
  sampleFile: z.string().nullable(),
  /**
   * Format of the sample (data package) or demo file (data application), upper case: CSV, XLSX, TXT, PDF…, read
   * from the file where its name cannot tell (a sample stored as `.txt` whose content is CSV is CSV); null
   * without a file.
   */
  sampleFileType: z.string().nullable(),
  appUrl: z.string().nullable(),
  apiType: z.number().int().nullable(),
  skus: z.array(zSku),
  sources: z.array(zItemSource),
  /** The caller may edit the good now (owner; not under review, not listed, not deleted). */
  canEdit: z.boolean(),
  /** Status changes the caller may ask for now (the transition table). */
  actions: z.array(zItemAction),
  /** owner: full view; operator: all fields, read-only. */
  viewer: z.enum(['owner', 'operator']),
});
export type ItemDetail = z.infer<typeof zItemDetail>;

// --- items ------------------------------------------------------------------------------------------------

export const create = defineEndpoint({
  id: 'goods.create',
  method: 'POST',
  path: '/server/item/create',
  summary:
    'Creates a good of a kind the caller’s role owns (developer: data application 1, API goods 5; supplier: data package 2, asset goods 3, table goods 4; else 403), not enabled and never listed.',
  access: OWNER,
  body: zItemInput.extend({ itemType: zItemType }),
  response: zItemDetail,
});

export const update = defineEndpoint({
  id: 'goods.update',
  method: 'POST',
  path: '/server/item/update',
  summary:
    'Edits a good of the caller: refused (409) while a review is open, while listed (delist first) or once deleted. Editing an enabled good sends it back to not enabled: it needs a new enable review before it is listed again.',
  access: OWNER,
  body: zItemInput.extend({ itemId: zId }),
  response: zItemDetail,
});

export const getItem = defineEndpoint({
  id: 'goods.getItem',
  method: 'GET',
  path: '/server/item',
  summary:
    'A good with SKUs and bound assets: its owner, or the operator. Another owner’s good answers 404, as a missing one.',
  access: OWNER_OR_OPERATOR,
  query: z.object({ itemId: zId }),
  response: zItemDetail,
});

export const deleteItem = defineEndpoint({
  id: 'goods.deleteItem',
  method: 'DELETE',
  path: '/server/item',
  summary:
    'Asks to delete a good of the caller (starts `goods-delete`; product_delete 1). Refused (409) while listed, while another review is open or when already asked. Approval deletes it (2) and frees its assets; rejection restores it (0).',
  access: OWNER,
  query: z.object({ itemId: zId }),
  response: zItem,
});

/** Columns a goods list may be sorted by (`orderField`); the server maps each to its column. */
export const ITEM_SORT_FIELDS = ['create_date', 'update_date', 'name', 'listed_date'] as const;
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number];

export const zItemFilter = zListQuery.extend({
  /** Part of the name or a tag. */
  name: z.string().trim().max(100).optional(),
  itemType: zItemType.optional(),
  /** Kinds (e.g. the supplier's goods page: 2, 3, 4). */
  itemTypes: z.array(zItemType).max(5).optional(),
  productStatus: z.coerce.number().int().min(0).max(4).optional(),
  publishType: z.coerce.number().int().min(0).max(2).optional(),
  /** Default: not deleted (0 and 1). */
  deleteStatus: z.coerce.number().int().min(0).max(2).optional(),
  /** A goods classification node; its descendants match too. */
  classificationId: zId.optional(),
  /** Operator: only this owner's goods. */
  ownerId: zId.optional(),
  /** Sort key: create_date (default), update_date, name, listed_date. */
  orderField: z.enum(ITEM_SORT_FIELDS).optional(),
});

export const list = defineEndpoint({
  id: 'goods.list',
  method: 'POST',
  path: '/server/item/list',
  summary:
    'Page of goods: the caller’s own (developer, supplier), every good for the operator. Deleted goods only with deleteStatus 2. Order default desc.',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: zItemFilter,
  response: zPage(zItem),
});

const zStatusChangeBody = z.object({
  itemId: zId,
  action: zItemAction,
  /** Note shown to the reviewer (enable, disable). */
  comment: z.string().trim().max(500).optional(),
});

export const statusChange = defineEndpoint({
  id: 'goods.statusChange',
  method: 'POST',
  path: '/server/item/statusChange',
  summary:
    'Status change of a good by its owner (the operator may only delist): enable -> `goods-enable` review (needs at least one SKU on sale), disable -> `goods-disable` review, list (enabled and delisted), delist (refused with the blockers of checkItemOff). Any other change answers 409 and changes nothing.',
  access: OWNER_OR_OPERATOR,
  body: zStatusChangeBody,
  response: zItem,
});

export const apiChange = defineEndpoint({
  id: 'goods.apiChange',
  method: 'POST',
  path: '/server/item/apiChange',
  summary:
    'statusChange for API goods (developer pages dev/jiao/*): the same transitions; other kinds answer 404.',
  access: { roles: [0, 2] },
  body: zStatusChangeBody,
  response: zItem,
});

export const up = defineEndpoint({
  id: 'goods.up',
  method: 'PUT',
  path: '/developer/zqgoodadmin/up',
  summary:
    'Puts a developer’s good up: enabled and delisted -> listed at once; not enabled or disabled -> enable review. Else 409.',
  access: { roles: [2] },
  body: z.object({ itemId: zId, comment: z.string().trim().max(500).optional() }),
  response: zItem,
});

/**
 * Something that keeps a good from being taken off: an unfinished order. `kind` tells why (the web localizes the
 * reason by it): `order` unpaid; paid but unfinished: `delivery` (data package not confirmed by the buyer),
 * `offline` (offline transmission awaiting the buyer's confirmation), `credential` (API credential still valid
 * with calls left), `run` (data-application run not shut down).
 */
export const zItemOffBlocker = z.object({
  /** order | delivery | offline | credential | access | run */
  kind: z.string(),
  id: z.string(),
  /** What to show: order number, buyer ... */
  name: z.string(),
  /** Status text as the blocking module words it. */
  status: z.string(),
});
export type ItemOffBlocker = z.infer<typeof zItemOffBlocker>;

export const checkItemOff = defineEndpoint({
  id: 'goods.checkItemOff',
  method: 'POST',
  path: '/server/item/checkItemOff',
  summary:
    'Whether a good can be taken off (delist or disable) now, and what blocks it: unpaid orders, and paid orders not finished yet (package not confirmed, offline transmission not confirmed, API credential valid with quota left, the buyer’s grant of an asset or table good not ended, application run not shut down; a refunded order is finished).',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: z.object({ itemId: zId }),
  response: z.object({
    itemId: z.string(),
    canOff: z.boolean(),
    blockers: z.array(zItemOffBlocker),
  }),
});

/** One review of a good or one of its SKUs, with its steps. */
export const zItemAuditFlow = z.object({
  processInstanceId: z.string(),
  /** goods-enable | goods-disable | goods-delete | sku-audit | price-change */
  processKey: z.string(),
  /** The reviewed object as the to-do list shows it. */
  objectName: z.string(),
  /** SKU of a sku-audit or price-change review; null for the good's own reviews. */
  skuId: z.string().nullable(),
  /** The owner's note to the reviewer: the request's comment, or the reason of a price change ('' when none). */
  note: z.string(),
  /** running | completed | terminated | suspended */
  state: z.string(),
  /** approved | rejected | null while running */
  decision: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  steps: z.array(zHistoricRow),
});
export type ItemAuditFlow = z.infer<typeof zItemAuditFlow>;

export const queryItemAuditFlows = defineEndpoint({
  id: 'goods.queryItemAuditFlows',
  method: 'GET',
  path: '/server/item/queryItemAuditFlows',
  summary:
    'Review history of a good (owner or operator): its enable, disable and delete reviews and the reviews of its SKUs and prices, newest first, steps oldest first.',
  access: OWNER_OR_OPERATOR,
  query: z.object({ itemId: zId }),
  response: z.array(zItemAuditFlow),
});

// --- uploads ----------------------------------------------------------------------------------------------

const UPLOAD_NOTE =
  'multipart: optional field `folder` first (lowercase letters, digits, hyphens; 1-30), then `file`. The kind is decided by the first bytes, never by the name; the file is streamed to storage under a generated name. `data` is the URL to use in the good.';

export const uploadImgFile = defineEndpoint({
  id: 'goods.uploadImgFile',
  method: 'POST',
  path: '/server/item/uploadImgFile',
  summary: `Uploads a goods image (PNG, JPEG, GIF, WEBP; at most 5 MB). ${UPLOAD_NOTE}`,
  access: OWNER_OR_OPERATOR,
  bodyType: 'multipart',
  response: z.string(),
});

export const uploadApplicationImgPath = defineEndpoint({
  id: 'goods.uploadApplicationImgPath',
  method: 'POST',
  path: '/server/item/uploadApplicationImgPath',
  summary: `Uploads an image of a data application or API good (as uploadImgFile). ${UPLOAD_NOTE}`,
  access: OWNER_OR_OPERATOR,
  bodyType: 'multipart',
  response: z.string(),
});

export const uploadPackageDemoFile = defineEndpoint({
  id: 'goods.uploadPackageDemoFile',
  method: 'POST',
  path: '/server/item/uploadPackageDemoFile',
  summary: `Uploads the sample file of a data package (CSV or other text, PDF, XLSX/DOCX/ZIP; at most 20 MB). ${UPLOAD_NOTE}`,
  access: OWNER,
  bodyType: 'multipart',
  response: z.string(),
});

export const uploadApplicationDemoFilePath = defineEndpoint({
  id: 'goods.uploadApplicationDemoFilePath',
  method: 'POST',
  path: '/server/item/uploadApplicationDemoFilePath',
  summary: `Uploads the demo file of a data application (PDF, XLSX/DOCX/ZIP, text, images, MP4; at most 20 MB). ${UPLOAD_NOTE}`,
  access: OWNER,
  bodyType: 'multipart',
  response: z.string(),
});

export const uploadOutputExcel = defineEndpoint({
  id: 'goods.uploadOutputExcel',
  method: 'POST',
  path: '/server/item/uploadOutputExcel',
  summary: `Uploads the output template of a data application (XLSX or CSV; at most 20 MB). ${UPLOAD_NOTE}`,
  access: OWNER,
  bodyType: 'multipart',
  response: z.string(),
});

export const file = defineEndpoint({
  id: 'goods.file',
  method: 'GET',
  path: '/server/item/file',
  summary:
    'A file uploaded for goods (public: covers and samples are shown in the mall). Sent as an attachment with nosniff; only goods folders are reachable.',
  access: 'public',
  raw: true,
  query: z.object({
    key: z.string().regex(/^goods-[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, { message: 'format' }),
  }),
  response: z.null(),
});

// --- bound assets (asset and table goods) -----------------------------------------------------------------

const zSourceBinding = z.object({
  /** An approved asset of the caller. */
  sourceId: zId,
  /** Table goods: tables of that asset (at least one); asset goods: omit (every table). */
  tableIds: z.array(zId).max(200).optional(),
  remark: z.string().trim().max(200).default(''),
});

export const dataSourceAdd = defineEndpoint({
  id: 'goods.dataSourceAdd',
  method: 'POST',
  path: '/server/item/dataSourceAdd',
  summary:
    'Binds an approved asset of the caller (table goods: chosen tables of it) to an asset or table good of the caller. Refused while the good is under review or listed; an asset is bound once per good. The asset then counts as used (it cannot be deleted).',
  access: SUPPLIER,
  body: zSourceBinding.extend({ itemId: zId }),
  response: zItemSource,
});

export const dataSourceUpdate = defineEndpoint({
  id: 'goods.dataSourceUpdate',
  method: 'POST',
  path: '/server/item/dataSourceUpdate',
  summary: 'Changes the tables or remark of a binding (same rules as dataSourceAdd).',
  access: SUPPLIER,
  body: z.object({
    id: zId,
    tableIds: z.array(zId).max(200).optional(),
    remark: z.string().trim().max(200).default(''),
  }),
  response: zItemSource,
});

export const dataSourceDetail = defineEndpoint({
  id: 'goods.dataSourceDetail',
  method: 'POST',
  path: '/server/item/dataSourceDetail',
  summary: 'One binding (owner or operator).',
  access: { roles: [0, 3] },
  operationLog: false,
  body: z.object({ id: zId }),
  response: zItemSource,
});

export const dataSourceBatchDelete = defineEndpoint({
  id: 'goods.dataSourceBatchDelete',
  method: 'POST',
  path: '/server/item/dataSourceBatchDelete',
  summary:
    'Unbinds assets from goods of the caller; all or nothing (every id must be the caller’s, no good under review or listed).',
  access: SUPPLIER,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const dataSourceList = defineEndpoint({
  id: 'goods.dataSourceList',
  method: 'POST',
  path: '/server/item/dataSourceList',
  summary: 'Page of the bindings of a good (owner or operator), newest first.',
  access: { roles: [0, 3] },
  operationLog: false,
  body: zPageParams.extend({ itemId: zId }),
  response: zPage(zItemSource),
});

export const queryPageRelateSources = defineEndpoint({
  id: 'goods.queryPageRelateSources',
  method: 'POST',
  path: '/server/item/queryPageRelateSources',
  summary:
    'Page of the caller’s approved assets that can be bound to goods, by name; with itemId, each tells whether it is already bound to that good.',
  access: SUPPLIER,
  operationLog: false,
  body: zPageParams.extend({
    itemId: zId.optional(),
    name: z.string().trim().max(100).optional(),
  }),
  response: zPage(
    z.object({
      id: z.string(),
      name: z.string(),
      classificationName: z.string(),
      listedVersion: z.number().int().nullable(),
      tableCount: z.number().int(),
      goodsCount: z.number().int(),
      /** Bound to the given good already. */
      bound: z.boolean(),
      updateDate: z.string(),
    }),
  ),
});

// --- SKUs (specifications) --------------------------------------------------------------------------------

/** Fields of a SKU as typed in the form. Per use needs useCount; per period needs periodUnit and periodCount. */
export const zSkuInput = z
  .object({
    name: z.string().trim().min(1).max(50),
    billingMode: zBillingMode,
    /** Yuan, at most 4 decimals, >= 0. */
    price: zYuan,
    useCount: z.coerce.number().int().min(1).max(100_000_000).nullable().optional(),
    periodUnit: zSkuPeriodUnit.nullable().optional(),
    periodCount: z.coerce.number().int().min(1).max(120).nullable().optional(),
    /** null or absent: unlimited. */
    stock: z.coerce.number().int().min(0).max(100_000_000).nullable().optional(),
    validityDays: z.coerce.number().int().min(1).max(3650).nullable().optional(),
    negotiable: z.boolean().default(false),
    description: z.string().trim().max(500).default(''),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  })
  .refine((s) => s.billingMode !== SkuBillingMode.PER_USE || (s.useCount ?? 0) >= 1, {
    message: 'required',
    path: ['useCount'],
  })
  .refine((s) => s.billingMode !== SkuBillingMode.PER_PERIOD || !!s.periodUnit, {
    message: 'required',
    path: ['periodUnit'],
  })
  .refine((s) => s.billingMode !== SkuBillingMode.PER_PERIOD || (s.periodCount ?? 0) >= 1, {
    message: 'required',
    path: ['periodCount'],
  });
export type SkuInput = z.input<typeof zSkuInput>;

export const skuCreate = defineEndpoint({
  id: 'goods.skuCreate',
  method: 'POST',
  path: '/server/itemSku/create',
  summary:
    'Adds a SKU to a good of the caller. On a good that is not enabled (or disabled) it is saved as is (on sale); on an enabled good it waits for `audit` (sku-audit) before it can be sold. Refused while the good is under review.',
  access: OWNER,
  body: z.intersection(zSkuInput, z.object({ itemId: zId })),
  response: zSku,
});

export const skuUpdate = defineEndpoint({
  id: 'goods.skuUpdate',
  method: 'PUT',
  path: '/server/itemSku/update',
  summary:
    'Edits a SKU. A good that is not enabled: saved as is. An enabled good: the changes are kept as pendingChanges until `audit` approves them (the SKU keeps selling as it was). Refused while the good or the SKU is under review.',
  access: OWNER,
  body: z.intersection(zSkuInput, z.object({ id: zId })),
  response: zSku,
});

export const skuGet = defineEndpoint({
  id: 'goods.skuGet',
  method: 'GET',
  path: '/server/itemSku/get',
  summary: 'One SKU (owner or operator; else 404).',
  access: OWNER_OR_OPERATOR,
  query: z.object({ id: zId }),
  response: zSku,
});

export const skuList = defineEndpoint({
  id: 'goods.skuList',
  method: 'POST',
  path: '/server/itemSku/list',
  summary: 'Page of the SKUs of a good (owner or operator), by sort then creation.',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: zPageParams.extend({ itemId: zId }),
  response: zPage(zSku),
});

export const getSkuListDetail = defineEndpoint({
  id: 'goods.getSkuListDetail',
  method: 'GET',
  path: '/server/itemSku/getSkuListDetail',
  summary:
    'SKUs of a good for its detail page. Public: the approved SKUs on sale of a listed good (without pending changes); the owner and the operator get every SKU of any good they may read. Else 404.',
  access: 'public',
  query: z.object({ itemId: zId }),
  response: z.array(zSku),
});

export const skuStartEnd = defineEndpoint({
  id: 'goods.skuStartEnd',
  method: 'POST',
  path: '/server/itemSku/startEnd',
  summary:
    'Starts (enabled true) or ends (false) the sale of a SKU. Only approved SKUs start; the last SKU on sale of a listed good cannot end (delist first). Refused while the good is under review.',
  access: OWNER,
  body: z.object({ id: zId, enabled: z.boolean() }),
  response: zSku,
});

export const skuAudit = defineEndpoint({
  id: 'goods.skuAudit',
  method: 'POST',
  path: '/server/itemSku/audit',
  summary:
    'Submits a new or changed SKU of an enabled good to the `sku-audit` review (auditStatus 3). Approval applies pendingChanges (a new SKU goes on sale), rejection keeps the SKU as it was (auditStatus 2). 409 when there is nothing to submit or a review is open.',
  access: OWNER,
  body: z.object({ id: zId, comment: z.string().trim().max(500).optional() }),
  response: zSku,
});

export const skuDelete = defineEndpoint({
  id: 'goods.skuDelete',
  method: 'DELETE',
  path: '/server/itemSku/delete/{id}',
  summary:
    'Deletes a SKU of a good that is not enabled, or a never-approved SKU of an enabled good. Otherwise 409 (end its sale instead).',
  access: OWNER,
  response: z.null(),
});

export const updatePrice = defineEndpoint({
  id: 'goods.updatePrice',
  method: 'POST',
  path: '/server/item/updatePrice',
  summary:
    'Asks to change the price of a SKU of an enabled good: the new price waits (pendingPrice) for the `price-change` review; approval applies it. On a good that is not enabled the price changes at once. 409 while a review of the SKU or good is open.',
  access: OWNER,
  body: z.object({
    skuId: zId,
    /** Yuan, at most 4 decimals, >= 0. */
    price: zYuan,
    /** Why the price changes (shown to the reviewer). */
    reason: z.string().trim().max(500).default(''),
  }),
  response: zSku,
});

// --- lookups and counters ---------------------------------------------------------------------------------

export const queryItemByNames = defineEndpoint({
  id: 'goods.queryItemByNames',
  method: 'POST',
  path: '/server/item/queryItemByNames',
  summary:
    'Goods of the caller (operator: any owner) that are not deleted and whose name is exactly one of the names (e.g. the uniqueness check of the form).',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: z.object({ names: z.array(z.string().trim().min(1).max(100)).min(1).max(100) }),
  response: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      itemType: z.number().int(),
      ownerId: z.string(),
      productStatus: z.number().int(),
      publishType: z.number().int(),
    }),
  ),
});

export const queryBrand = defineEndpoint({
  id: 'goods.queryBrand',
  method: 'POST',
  path: '/server/item/queryBrand',
  summary:
    'Public (mall brand list, goods form): the enabled brands (catalog tree 3) in tree order, each with the number of its listed goods; with itemType, only goods of that kind are counted.',
  access: 'public',
  operationLog: false,
  body: z.object({ itemType: zItemType.optional() }),
  response: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string(),
      parentId: z.string().nullable(),
      icon: z.string(),
      /** Listed goods of the brand. */
      goodsCount: z.number().int(),
    }),
  ),
});

/** Counts of goods by state, for the home pages. */
export const zItemCounts = z.object({
  total: z.number().int(),
  /** Enable or disable or delete review open. */
  underReview: z.number().int(),
  listed: z.number().int(),
  delisted: z.number().int(),
  disabled: z.number().int(),
  notEnabled: z.number().int(),
  /** Per kind (item_type value as text -> count of goods that are not deleted). */
  byType: z.record(z.string(), z.number().int()),
});

export const queryApplicationNum = defineEndpoint({
  id: 'goods.queryApplicationNum',
  method: 'POST',
  path: '/server/item/queryApplicationNum',
  summary:
    'Counts of the caller’s goods that are not deleted (operator: every good), by state and kind; with itemType, of that kind only.',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: z.object({ itemType: zItemType.optional() }),
  response: zItemCounts,
});

export const queryStoreViewNum = defineEndpoint({
  id: 'goods.queryStoreViewNum',
  method: 'POST',
  path: '/server/item/queryStoreViewNum',
  summary:
    'Views of the caller’s goods (operator: of a shop with ownerId, else of all goods): the sum of the goods’ view counts (counted by the mall detail page) and the five most viewed.',
  access: OWNER_OR_OPERATOR,
  operationLog: false,
  body: z.object({ ownerId: zId.optional() }),
  response: z.object({
    viewCount: z.number().int(),
    top: z.array(z.object({ id: z.string(), name: z.string(), viewCount: z.number().int() })),
  }),
});
// --- preview SQL and grants (issue 5) --------------------------------------------------------------------

/** Longest preview SQL accepted, in characters. */
export const PREVIEW_SQL_MAX_CHARS = 20_000;
/** Time limit of a preview SQL test, in seconds: the default and the most a caller may ask for. */
export const PREVIEW_SQL_TIMEOUT_SECONDS = 10;

export const zPreviewSqlResult = z.object({
  columns: z.array(z.string()),
  /** At most PREVIEW_ROW_LIMIT rows; each cell as text (dates ISO, binary hex, long text cut), null for NULL. */
  rows: z.array(z.array(z.string().nullable())),
  /** More rows exist than were answered. */
  truncated: z.boolean(),
  rowLimit: z.number().int(),
  elapsedMs: z.number().int(),
});
export type PreviewSqlResult = z.infer<typeof zPreviewSqlResult>;

export const connectionTestSql = defineEndpoint({
  id: 'goods.connectionTestSql',
  method: 'POST',
  path: '/server/item/connectionTestSql',
  summary:
    'Runs the preview SQL of a good once on a database connection of the caller (others’ connections answer 404), read-only: one SELECT / WITH … SELECT / VALUES / TABLE statement only (anything else, a second statement or a writing word answers an error before connecting), run in a read-only transaction (PostgreSQL BEGIN READ ONLY, MySQL/MariaDB START TRANSACTION READ ONLY) that is always rolled back, with a statement time limit (timeoutSeconds, default and at most 10) and the first PREVIEW_ROW_LIMIT rows answered. Errors: not a query 10470, writing 10471, refused by the database (syntax …) 10472, time limit 10473, several statements 10474.',
  access: SUPPLIER,
  body: z.object({
    /** A saved database connection of the caller. */
    connectionId: zId,
    sql: z.string().trim().min(1).max(PREVIEW_SQL_MAX_CHARS),
    timeoutSeconds: z.coerce.number().int().min(1).max(PREVIEW_SQL_TIMEOUT_SECONDS).optional(),
  }),
  response: zPreviewSqlResult,
});

export const updateAuthenticRight = defineEndpoint({
  id: 'goods.updateAuthenticRight',
  method: 'POST',
  path: '/server/item/updateAuthenticRight',
  summary:
    'Grants or revokes named consumers’ right to a good of the caller (others’ goods answer 404). Goods have no dated grants like assets (dataSource/updateAuthenticRight): who may see and buy a good is its black/white list (blackWhiteList/*, targetType goods), and this call edits that list as grants — status 1 puts the consumers on the white list (a good without a list gets a white list: from then on only listed consumers see and buy it), status 0 takes them off (revoke; a consumer can be reinstated with status 1). A good with a black list answers 10475 (edit it on the black/white list page). Every id must be an approved consumer (10181); at most ACCESS_LIST_MAX_CONSUMERS on the list (10476). Answers the list.',
  access: OWNER,
  body: z.object({
    itemId: zId,
    consumerIds: z.array(zId).min(1).max(50),
    /** 1 grant (or reinstate), 0 revoke. */
    status: z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || n === 1, { message: 'oneOf' }),
  }),
  response: zAccessList,
});
// CONTRACT-READY
