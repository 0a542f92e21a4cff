import { goods } from '@datamall/contract';

export { idParam } from '../../shared/id-param';

const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The goods pages of each role (menu urls with slashes turned into dashes). One list, form and detail serve
 * every variant: the variant names which kinds it shows, who looks, and where its pages live.
 */
export type GoodsVariantKey =
  | 'producer'
  | 'developer'
  | 'developerApi'
  | 'operatorApps'
  | 'operatorPackets'
  | 'operatorApi';

export const DETAIL_TABS = [
  'overview',
  'skus',
  'sources',
  'interfaces',
  'relations',
  'grants',
  'reviews',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export interface GoodsVariant {
  key: GoodsVariantKey;
  /** owner: the caller's own goods with every action; operator: everyone's, read-only but delist. */
  viewer: 'owner' | 'operator';
  /** Kinds the list shows (and may filter among). */
  itemTypes: readonly goods.ItemType[];
  /** Kinds the owner creates from this list (empty for the operator). */
  creatable: readonly goods.ItemType[];
  /** API goods use apiChange instead of statusChange. */
  statusCall: 'statusChange' | 'apiChange';
  /** Image upload call of the kind (data applications and API goods: uploadApplicationImgPath). */
  imageUpload: 'uploadImgFile' | 'uploadApplicationImgPath';
  list: string;
  add?: (itemType?: number) => string;
  edit?: (id: string) => string;
  info: (id: string, tab?: DetailTab) => string;
}

const { DATA_APPLICATION, DATA_PACKAGE, DATA_SOURCE, DATA_TABLE, API } = goods.ItemType;

export const GOODS_VARIANTS: Record<GoodsVariantKey, GoodsVariant> = {
  producer: {
    key: 'producer',
    viewer: 'owner',
    itemTypes: [DATA_PACKAGE, DATA_SOURCE, DATA_TABLE],
    creatable: [DATA_PACKAGE, DATA_SOURCE, DATA_TABLE],
    statusCall: 'statusChange',
    imageUpload: 'uploadImgFile',
    list: '/producer-zqdata',
    add: (itemType) => `/producer-zqdata-update${q({ type: itemType })}`,
    edit: (id) => `/producer-zqdata-update${q({ id })}`,
    info: (id, tab) => `/producer-zqgoods-info${q({ id, tab })}`,
  },
  developer: {
    key: 'developer',
    viewer: 'owner',
    itemTypes: [DATA_APPLICATION],
    creatable: [DATA_APPLICATION],
    statusCall: 'statusChange',
    imageUpload: 'uploadApplicationImgPath',
    list: '/dev-zqgoodadmin',
    add: () => '/dev-apiAdd',
    edit: (id) => `/dev-apiAdd${q({ id })}`,
    info: (id, tab) => `/dev-apiInfo${q({ id, tab })}`,
  },
  developerApi: {
    key: 'developerApi',
    viewer: 'owner',
    itemTypes: [API],
    creatable: [API],
    statusCall: 'apiChange',
    imageUpload: 'uploadApplicationImgPath',
    list: '/dev-jiao-zqgoodadmin',
    add: () => '/dev-jiao-apiAdd',
    edit: (id) => `/dev-jiao-apiAdd${q({ id })}`,
    info: (id, tab) => `/dev-apiInfo${q({ id, tab })}`,
  },
  operatorApps: {
    key: 'operatorApps',
    viewer: 'operator',
    itemTypes: [DATA_APPLICATION, DATA_SOURCE, DATA_TABLE],
    creatable: [],
    statusCall: 'statusChange',
    imageUpload: 'uploadImgFile',
    list: '/operate-zqGoodsManagement-goodsData',
    info: (id, tab) => `/operate-zqGoodsManagement-goodData-info${q({ id, tab })}`,
  },
  operatorPackets: {
    key: 'operatorPackets',
    viewer: 'operator',
    itemTypes: [DATA_PACKAGE],
    creatable: [],
    statusCall: 'statusChange',
    imageUpload: 'uploadImgFile',
    list: '/operate-zqGoodsManagement-dataPacket',
    info: (id, tab) => `/operate-zqGoodsManagement-goodData-info${q({ id, tab })}`,
  },
  operatorApi: {
    key: 'operatorApi',
    viewer: 'operator',
    itemTypes: [API],
    creatable: [],
    statusCall: 'apiChange',
    imageUpload: 'uploadApplicationImgPath',
    list: '/operate-zqOperateDataLink',
    info: (id, tab) => `/operate-zqOperateDataLink-field${q({ id, tab: tab ?? 'interfaces' })}`,
  },
};

/** The variant a good belongs to for a viewer (the detail and form pages are shared by several lists). */
export function variantOf(itemType: number, viewer: 'owner' | 'operator'): GoodsVariant {
  if (viewer === 'operator') {
    if (itemType === API) return GOODS_VARIANTS.operatorApi;
    return itemType === DATA_PACKAGE ? GOODS_VARIANTS.operatorPackets : GOODS_VARIANTS.operatorApps;
  }
  if (itemType === API) return GOODS_VARIANTS.developerApi;
  if (itemType === DATA_APPLICATION) return GOODS_VARIANTS.developer;
  return GOODS_VARIANTS.producer;
}

/** producer/zqgoods-audit: the supplier's goods under review. */
export const REVIEWS_PAGE = '/producer-zqgoods-audit';

/** A route parameter naming an item type among `allowed`, else undefined. */
export function itemTypeParam(
  value: string | null | undefined,
  allowed: readonly number[],
): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && allowed.includes(n) ? n : undefined;
}

export const processPath = (id: string) =>
  `/flow-zq-process-detail?processInstanceId=${encodeURIComponent(id)}`;

/** Permission string that lets a developer delete goods (spec §6). */
export const GOODS_DELETE_PERMISSION = 'zqgoods:zqgoodadmin:delete';
