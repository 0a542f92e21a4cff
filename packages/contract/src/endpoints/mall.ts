// CONTRACT-READY
import { z } from 'zod';
import { defineEndpoint, zId, zPageParams } from '../endpoint.js';
import { zItemType, zSku } from './goods.js';
import { POST_TYPES, zInterfaceParam } from './interfaces.js';

/**
 * The public mall (screens §2.1, §2.2, §3.1; calls §6, §7.4): listings and search of the listed goods of each
 * kind, details, top five, storefronts, favourites and follows.
 *
 * A good is in the mall while it is listed (publish_type 1), enabled (product_status 2, or 3 while a disable
 * review is open) and not deleted; a good whose black or white list refuses the caller (a visitor counts as
 * nobody on the list) is left out of every list and answers 404 on its detail, as a missing one.
 *
 * Public calls need no token; the V2 variants need one and add the caller's state (bought, favourite, follow).
 * Sellers' data assets themselves (querySourceDetail, querySourceTopFive and V2) are served by the assets
 * contract, not here.
 *
 * Paths not named by the spec (designed here): `/server/mall/search`, `/server/mall/facets`,
 * `/server/mall/store`, `/server/mall/stores`, `/server/mall/favourite/*`, `/server/mall/follow/*`,
 * `/server/item/itemInterfaceDoc` (the interface documentation of a listed API good), `/server/item/itemSample`
 * (the sample file of a listed data package, with a preview).
 *
 * Money: integers of 1/10000 yuan in a string (format with `formatMoney`).
 */

// --- sorting ----------------------------------------------------------------------------------------------

/** Read calls sent as POST are not written to the operation log (`operationLog: false`). */

/**
 * Sort options (spec §3.1): apiSort — sales `goods_sales_volume-desc`, newest `create_date-desc`, price
 * `goods_price-asc`; sourceSort — newest `createDate`, most applications `goodsCount` (goods bought most
 * often first). Absent: newest first (as create_date-desc). Ties are broken by id (newest first), so paging is stable.
 */
export const MALL_SORTS = [
  'goods_sales_volume-desc',
  'create_date-desc',
  'goods_price-asc',
  'createDate',
  'goodsCount',
] as const;
export const zMallSort = z.enum(MALL_SORTS);
export type MallSort = z.infer<typeof zMallSort>;
/** The apiSort options (labels: sales, newest, price) for application and API listings. */
export const API_SORT_OPTIONS = ['goods_sales_volume-desc', 'create_date-desc', 'goods_price-asc'] as const;
/** The sourceSort options (labels: newest, most applications) for asset and table listings. */
export const SOURCE_SORT_OPTIONS = ['createDate', 'goodsCount'] as const;

/** Keyword: at most 50 characters; matched against name and summary (whole words; Chinese by characters). */
export const MALL_KEYWORD_MAX = 50;

// --- shapes -----------------------------------------------------------------------------------------------

/** A good as the mall lists it (cards of lists, top five, favourites, related goods). */
export const zMallCard = z.object({
  id: z.string(),
  /** data application 1, data package 2, data-asset goods 3, data-table goods 4, API goods 5. */
  itemType: z.number().int(),
  name: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  classificationId: z.string().nullable(),
  classificationName: z.string(),
  /** English name of the classification ('' when none). */
  classificationNameEn: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string(),
  /** English name of the brand ('' when none). */
  brandNameEn: z.string(),
  tags: z.array(z.string()),
  ownerId: z.string(),
  /** Shop name of the owner, or the username. */
  ownerName: z.string(),
  /** Lowest price of the SKUs on sale (approved, enabled), 1/10000 yuan; null without one. */
  minPrice: z.string().nullable(),
  /** Units sold by paid orders. */
  salesVolume: z.number().int(),
  viewCount: z.number().int(),
  favouriteCount: z.number().int(),
  listedDate: z.string().nullable(),
  createDate: z.string(),
});
export type MallCard = z.infer<typeof zMallCard>;

/** A page of a mall list: `{list,total}` plus the cursor of the next page (null on the last page). */
export const zMallPage = z.object({
  list: z.array(zMallCard),
  total: z.number().int().nonnegative(),
  /** True when a keyword matched more goods than were counted: `total` is then a lower bound ("10,000+"). */
  totalCapped: z.boolean().optional(),
  /** Opaque; send it back as `cursor` (with the same filters and sort) to read the next page by keyset. */
  nextCursor: z.string().nullable(),
});
export type MallPage = z.infer<typeof zMallPage>;

/** Listing and search filters (every kind). */
export const zMallFilter = z.object({
  /** Kind of good; absent: every kind. /mall and /dataapp 1, data packages 2, /datasource 3, /datatable 4, /dataapi 5. */
  itemType: zItemType.optional(),
  /** Keyword on name and summary. */
  keyword: z.string().trim().max(MALL_KEYWORD_MAX).optional(),
  /** A goods classification node (classify 2): the node and every node below it. */
  classificationId: zId.optional(),
  /** A tag, exactly. */
  tag: z.string().trim().min(1).max(20).optional(),
  /** A brand node (classify 3): the node and every node below it. */
  brandId: zId.optional(),
  /** Goods of one shop (storefronts). */
  ownerId: zId.optional(),
});
export type MallFilter = z.input<typeof zMallFilter>;

export const zMallSearchBody = zPageParams.extend(zMallFilter.shape).extend({
  sort: zMallSort.optional(),
  /**
   * `nextCursor` of the previous page: the next page is read by keyset (deep pages cost as page 1); `page`
   * is then ignored. A cursor of other filters or sort answers MALL_CURSOR_INVALID.
   */
  cursor: z.string().max(500).optional(),
});
export type MallSearchBody = z.input<typeof zMallSearchBody>;

const zFacetCount = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  parentId: z.string().nullable(),
  /** Goods of this node (its subtree) that match the other filters. */
  count: z.number().int(),
});

export const zMallFacets = z.object({
  /** Goods classification tree (classify 2, enabled nodes fitting the kind), flat in tree order. */
  classifications: z.array(zFacetCount),
  /** Brand tree (classify 3), flat in tree order. */
  brands: z.array(zFacetCount),
  /** Tags of the matching goods, most used first (at most 50). */
  tags: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Goods matching every selection (kind, keyword, shop, classification, brand and tag). */
  total: z.number().int(),
});
export type MallFacets = z.infer<typeof zMallFacets>;

/** The seller of a good, as the detail page and the storefront show it. */
export const zMallShop = z.object({
  ownerId: z.string(),
  /** supplier 3, developer 2. */
  roleType: z.number().int(),
  /** Shop name, or the username. */
  name: z.string(),
  logoUrl: z.string(),
  intro: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  /** Enterprise certification approved. */
  certified: z.boolean(),
  /** Listed goods of the shop (that the caller may see). */
  goodsCount: z.number().int(),
  followerCount: z.number().int(),
  createDate: z.string(),
});
export type MallShop = z.infer<typeof zMallShop>;

/** The caller's state on a good (V2 variants). */
export const zMallCallerState = z.object({
  /** The caller has a paid order of the good. */
  bought: z.boolean(),
  favourite: z.boolean(),
  /** The caller follows the shop. */
  following: z.boolean(),
});

export const zMallItemDetail = zMallCard.extend({
  images: z.array(z.string()),
  /** Sanitised HTML. */
  description: z.string(),
  usageInstructions: z.string(),
  agreement: z.string(),
  sampleFile: z.string().nullable(),
  appUrl: z.string().nullable(),
  apiType: z.number().int().nullable(),
  /** Bound assets (asset and table goods): open them with assets.querySourceDetail. */
  sources: z.array(z.object({ sourceId: z.string(), tableIds: z.array(z.string()) })),
  /** Approved SKUs on sale, by sort. */
  skus: z.array(zSku),
  shop: zMallShop,
  /** Paid orders of the good. */
  orderCount: z.number().int(),
  /** Up to 4 other listed goods of the same kind (same classification first). */
  related: z.array(zMallCard),
  /** null on the public variants. */
  caller: zMallCallerState.nullable(),
});
export type MallItemDetail = z.infer<typeof zMallItemDetail>;

export const zMallStorePage = z.object({
  list: z.array(zMallShop),
  total: z.number().int().nonnegative(),
});

// --- listings ---------------------------------------------------------------------------------------------

export const search = defineEndpoint({
  id: 'mall.search',
  method: 'POST',
  path: '/server/mall/search',
  summary:
    'Public: listed goods matching the filters and keyword, sorted by an apiSort/sourceSort option, page by page (page/limit) or by keyset (`cursor`). A visitor or consumer refused by a good’s list does not see it. Answers {list,total,nextCursor}.',
  access: 'public',
  operationLog: false,
  body: zMallSearchBody,
  response: zMallPage,
});

export const searchV2 = defineEndpoint({
  id: 'mall.searchV2',
  method: 'POST',
  path: '/server/mall/searchV2',
  summary:
    'Authenticated search: the same answer as search, with the caller’s black and white lists applied.',
  access: 'user',
  operationLog: false,
  body: zMallSearchBody,
  response: zMallPage,
});

export const facets = defineEndpoint({
  id: 'mall.facets',
  method: 'POST',
  path: '/server/mall/facets',
  summary:
    'Public: counts of the listed goods of a kind (and keyword, shop) per classification, brand and tag (catalog trees as queryAll answers them); each facet is counted with the other selected facets applied, not its own.',
  access: 'public',
  operationLog: false,
  body: zMallFilter.pick({
    itemType: true,
    keyword: true,
    ownerId: true,
    classificationId: true,
    brandId: true,
    tag: true,
  }),
  response: zMallFacets,
});

// --- details and top five ---------------------------------------------------------------------------------

const zItemIdQuery = z.object({ itemId: zId });

export const itemDetail = defineEndpoint({
  id: 'mall.itemDetail',
  method: 'GET',
  path: '/server/item/itemDetail',
  summary:
    'Public: a listed good with gallery, description, SKUs on sale, shop card, counters and related goods; counts a view. Not listed, or refused by its list: 404.',
  access: 'public',
  query: zItemIdQuery,
  response: zMallItemDetail,
});

export const itemDetailResp = defineEndpoint({
  id: 'mall.itemDetailResp',
  method: 'GET',
  path: '/server/item/itemDetailResp',
  summary: 'Public: the same answer as itemDetail without counting a view (reloads of the detail page).',
  access: 'public',
  query: zItemIdQuery,
  response: zMallItemDetail,
});

export const itemDetailV2 = defineEndpoint({
  id: 'mall.itemDetailV2',
  method: 'GET',
  path: '/server/item/itemDetailV2',
  summary:
    'Authenticated itemDetail: adds the caller’s state (bought, favourite, following); the caller’s list decides visibility. Counts a view.',
  access: 'user',
  query: zItemIdQuery,
  response: zMallItemDetail,
});

export const itemDetailRespV2 = defineEndpoint({
  id: 'mall.itemDetailRespV2',
  method: 'GET',
  path: '/server/item/itemDetailRespV2',
  summary: 'Authenticated itemDetailResp (no view counted) with the caller’s state.',
  access: 'user',
  query: zItemIdQuery,
  response: zMallItemDetail,
});

/** A SKU (call pack) on sale that includes a documented interface. */
export const zMallInterfaceSku = z.object({
  skuId: z.string(),
  skuName: z.string(),
  /** The SKU's price (1/10000 yuan). */
  price: z.string(),
  /** The spec's billing mode: per use 1, per period 2, one-off 3. */
  billingMode: z.number().int(),
});
export type MallInterfaceSku = z.infer<typeof zMallInterfaceSku>;

/**
 * The documentation of one interface of a listed API good, as buyers read it: what they call on the platform
 * gateway (method, path, parameters, JSON Schema of the bodies) — never where the platform forwards it (no
 * upstream URL, auth header or secret). An interface that several SKUs sell alike is documented once.
 */
export const zMallInterfaceDoc = z.object({
  /** Id of the interface row of the first SKU that sells it. */
  id: z.string(),
  /** The SKUs on sale that include the interface, in the good's SKU order. */
  skus: z.array(zMallInterfaceSku),
  name: z.string(),
  method: z.enum(POST_TYPES),
  /** Path on the platform gateway, after `baseUrl`. */
  path: z.string(),
  params: z.array(zInterfaceParam),
  /** JSON Schema of the request body (editor rules); null: none. */
  requestSchema: z.record(z.string(), z.unknown()).nullable(),
  /** JSON Schema of the response body (editor rules); null: none. */
  responseSchema: z.record(z.string(), z.unknown()).nullable(),
  description: z.string(),
});
export type MallInterfaceDoc = z.infer<typeof zMallInterfaceDoc>;

/** The interface documentation of a good: where to call, and each interface once. */
export const zMallInterfaceDocs = z.object({
  /**
   * Base URL of the API gateway a buyer calls (`baseUrl + path`): the server's API_GATEWAY_URL. Null when none is
   * configured: this product issues API credentials but has no gateway of its own yet, so there is nothing to call.
   */
  baseUrl: z.string().nullable(),
  /** Total number of SKUs on sale: an interface whose `skus` has them all is in every SKU. */
  skuCount: z.number().int().nonnegative(),
  interfaces: z.array(zMallInterfaceDoc),
});
export type MallInterfaceDocs = z.infer<typeof zMallInterfaceDocs>;

export const itemInterfaceDoc = defineEndpoint({
  id: 'mall.itemInterfaceDoc',
  method: 'GET',
  path: '/server/item/itemInterfaceDoc',
  summary:
    'Public: the interface documentation of a listed good (API goods; other kinds answer no interfaces) — the gateway base URL and the interfaces of its SKUs on sale, each once (by method and path) with the SKUs that include it, without upstream URL, auth or secret. Not listed, or refused by its list: 404.',
  access: 'public',
  query: zItemIdQuery,
  response: zMallInterfaceDocs,
});

// --- the sample of a data package ------------------------------------------------------------------------

/** A sample's preview shows at most this many rows (tables) or lines (text). */
export const SAMPLE_PREVIEW_ROWS = 20;
/** … of at most this many columns, */
export const SAMPLE_PREVIEW_COLUMNS = 50;
/** … read from at most the first this many bytes of the file (CSV and text). */
export const SAMPLE_PREVIEW_BYTES = 64 * 1024;
/** … with cells (and lines) cut at this many characters. */
export const SAMPLE_PREVIEW_CELL_CHARS = 500;

/** What a sample's preview shows: `table` (CSV, XLSX), `text` (first lines), `none` (other formats). */
export const SAMPLE_PREVIEW_KINDS = ['table', 'text', 'none'] as const;

/** The sample file of a listed good, as buyers see it before buying. */
export const zMallItemSample = z.object({
  /** Where to download it: the platform's goods file (sent as an attachment), or the address the seller gave. */
  url: z.string(),
  /** The file's format, upper case: CSV, XLSX, JSON, TXT, PDF, ZIP, DOCX, PNG…; '' when unknown. */
  fileType: z.string(),
  previewKind: z.enum(SAMPLE_PREVIEW_KINDS),
  /** `table`: the header row. */
  columns: z.array(z.string()),
  /** `table`: the first rows, a cell per column (null: empty). */
  rows: z.array(z.array(z.string().nullable())),
  /** `text`: the first lines. */
  text: z.string(),
  /** The file holds more than the preview shows (rows, columns, lines or characters). */
  truncated: z.boolean(),
});
export type MallItemSample = z.infer<typeof zMallItemSample>;

export const itemSample = defineEndpoint({
  id: 'mall.itemSample',
  method: 'GET',
  path: '/server/item/itemSample',
  summary:
    'Public, read-only: the sample file of a listed good (a data package’s sample, a data application’s demo) — its download address, its format and a preview: the header and first 20 rows of a CSV (read from its first 64 KiB) or XLSX, or the first lines of a text, at most 50 columns and 500 characters a cell. Not listed, refused by its list, or without a sample: 404.',
  access: 'public',
  query: zItemIdQuery,
  response: zMallItemSample,
});

const zTopFiveBody = z.object({ itemType: zItemType.optional() });

export const queryTopFiveItem = defineEndpoint({
  id: 'mall.queryTopFiveItem',
  method: 'POST',
  path: '/server/item/queryTopFiveItem',
  summary:
    'Public (home page): the five listed goods sold most (of a kind with itemType), newest first on ties.',
  access: 'public',
  operationLog: false,
  body: zTopFiveBody,
  response: z.array(zMallCard),
});

export const queryTopFiveItemV2 = defineEndpoint({
  id: 'mall.queryTopFiveItemV2',
  method: 'POST',
  path: '/server/item/queryTopFiveItemV2',
  summary:
    'Authenticated queryTopFiveItem: the caller’s lists applied; `favourite` tells the caller’s favourites.',
  access: 'user',
  operationLog: false,
  body: zTopFiveBody,
  response: z.array(zMallCard.extend({ favourite: z.boolean() })),
});

export const queryOrderByNum = defineEndpoint({
  id: 'mall.queryOrderByNum',
  method: 'POST',
  path: '/server/item/queryOrderByNum',
  summary:
    'Public: counters of a listed good — paid orders, units sold, distinct buyers, favourites, views. Views of the detail page are counted in memory and written in batches (every 2 s and on shutdown; those of the last seconds may be lost if the server crashes, never counted twice).',
  access: 'public',
  operationLog: false,
  body: zItemIdQuery,
  response: z.object({
    itemId: z.string(),
    orderCount: z.number().int(),
    salesVolume: z.number().int(),
    buyerCount: z.number().int(),
    favouriteCount: z.number().int(),
    viewCount: z.number().int(),
  }),
});

export const queryTradeNum = defineEndpoint({
  id: 'mall.queryTradeNum',
  method: 'POST',
  path: '/server/item/queryTradeNum',
  summary:
    'Trade counters of a shop: sellers get their own (ownerId ignored), the operator a shop’s with ownerId or the whole mall’s without. Paid orders, amount (1/10000 yuan), distinct buyers, listed goods.',
  access: { roles: [0, 2, 3] },
  operationLog: false,
  body: z.object({ ownerId: zId.optional() }),
  response: z.object({
    orderCount: z.number().int(),
    amount: z.string(),
    buyerCount: z.number().int(),
    listedCount: z.number().int(),
  }),
});

// --- stores -----------------------------------------------------------------------------------------------

export const store = defineEndpoint({
  id: 'mall.store',
  method: 'GET',
  path: '/server/mall/store',
  summary:
    'Public: the storefront of a supplier or developer (/store-Detail, /supplyStore, /developStore): shop info, certified badge, counters. List its goods with search + ownerId. Other accounts: 404.',
  access: 'public',
  query: z.object({ ownerId: zId }),
  response: zMallShop.extend({
    /** Logged-in callers: whether they follow the shop; visitors null. */
    following: z.boolean().nullable(),
  }),
});

export const stores = defineEndpoint({
  id: 'mall.stores',
  method: 'POST',
  path: '/server/mall/stores',
  summary:
    'Public: approved, active suppliers and developers (roleType narrows), by company name, with their counters.',
  access: 'public',
  operationLog: false,
  body: zPageParams.extend({
    roleType: z.coerce.number().int().min(2).max(3).optional(),
    name: z.string().trim().max(50).optional(),
  }),
  response: zMallStorePage,
});

// --- favourites and follows (sys/user-collect, sys/user-attention) ----------------------------------------

export const favouriteAdd = defineEndpoint({
  id: 'mall.favouriteAdd',
  method: 'POST',
  path: '/server/mall/favourite/add',
  summary: 'Adds a listed good the caller may see to the caller’s favourites (again: no change). Else 404.',
  access: 'user',
  body: zItemIdQuery,
  response: z.object({ favourite: z.boolean(), favouriteCount: z.number().int() }),
});

export const favouriteRemove = defineEndpoint({
  id: 'mall.favouriteRemove',
  method: 'POST',
  path: '/server/mall/favourite/remove',
  summary: 'Removes goods from the caller’s favourites (ids not among them are ignored).',
  access: 'user',
  body: z.object({ itemIds: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const favouritePage = defineEndpoint({
  id: 'mall.favouritePage',
  method: 'POST',
  path: '/server/mall/favourite/page',
  summary:
    'The caller’s favourites, newest first (sys/user-collect); goods no longer in the mall stay with `available` false.',
  access: 'user',
  operationLog: false,
  body: zPageParams.extend({ itemType: zItemType.optional(), name: z.string().trim().max(100).optional() }),
  response: z.object({
    list: z.array(zMallCard.extend({ available: z.boolean(), favouriteDate: z.string() })),
    total: z.number().int().nonnegative(),
  }),
});

export const followAdd = defineEndpoint({
  id: 'mall.followAdd',
  method: 'POST',
  path: '/server/mall/follow/add',
  summary: 'Follows a shop (supplier or developer; else 404). Following oneself: MALL_FOLLOW_SELF (409).',
  access: 'user',
  body: z.object({ ownerId: zId }),
  response: z.object({ following: z.boolean(), followerCount: z.number().int() }),
});

export const followRemove = defineEndpoint({
  id: 'mall.followRemove',
  method: 'POST',
  path: '/server/mall/follow/remove',
  summary: 'Stops following shops (ids not followed are ignored).',
  access: 'user',
  body: z.object({ ownerIds: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const followPage = defineEndpoint({
  id: 'mall.followPage',
  method: 'POST',
  path: '/server/mall/follow/page',
  summary: 'Shops the caller follows, newest first (sys/user-attention).',
  access: 'user',
  operationLog: false,
  body: zPageParams.extend({ name: z.string().trim().max(50).optional() }),
  response: z.object({
    list: z.array(zMallShop.extend({ followDate: z.string() })),
    total: z.number().int().nonnegative(),
  }),
});
