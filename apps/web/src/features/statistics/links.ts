import { goods } from '@datamall/contract';

/**
 * Where each figure of the dashboard leads: the list it sums up, with the filter the list takes from its address
 * (goods lists: `?type=` kind tab; user approval: `?tab=`). Lists without address filters open unfiltered.
 */
const { ItemType } = goods;

/** The operator's goods list of a kind, optionally on one state (`?productStatus=`, `?publishType=`). */
export function goodsListPath(
  itemType: number,
  state: { productStatus?: number; publishType?: number } = {},
): string {
  if (itemType === ItemType.DATA_PACKAGE) return withQuery('/operate-zqGoodsManagement-dataPacket', state);
  if (itemType === ItemType.API) return withQuery('/operate-zqOperateDataLink', state);
  return withQuery('/operate-zqGoodsManagement-goodsData', { type: itemType, ...state });
}

/** The operator's order list of a goods kind (data packages, asset and table goods share one). */
export function ordersListPath(itemType?: number): string {
  if (itemType === ItemType.API) return '/operate-apiCommodity';
  if (itemType === ItemType.DATA_APPLICATION) return '/operate-zqoperateorderfrom';
  return '/operate-zqoperateorderfrombag';
}

/** The accounts of a role type; pending and rejected registrations on the approval list's tab. */
export function usersListPath(roleType: number, state?: 'pending' | 'rejected'): string {
  if (state) return `/operate-logon-logon?tab=${state}`;
  if (roleType === 1) return '/operate-zqMember';
  if (roleType === 2 || roleType === 3) return '/operate-zqCommercial-supplier';
  return '/operate-logon-logon?tab=all';
}

export const BILLING_PATH = '/operate-billing';
export const ASSETS_PATH = '/operate-zqAsset-assetData';
export const TODO_PATH = '/flow-todo';
export const nodesListPath = (kind: string) =>
  kind === 'privacy' ? '/operate-zqNode-concealNode' : '/operate-zqNode-dataNode';

/** The operator's page of one good. */
export function goodsDetailPath(itemType: number, itemId: string): string {
  const id = encodeURIComponent(itemId);
  if (itemType === ItemType.API) return `/operate-zqOperateDataLink-field?id=${id}&tab=interfaces`;
  return `/operate-zqGoodsManagement-goodData-info?id=${id}`;
}

/**
 * The lists behind the supplier's, developer's and consumer's homes, with the filters they read from the address:
 * goods lists `?type=` (kind tab), `?productStatus=`, `?publishType=`; assets `?status=`; orders `?orderStatus=`.
 */
export const homeLinks = {
  supplier: {
    assets: (status?: number) => `/producer-zqdataversion${status === undefined ? '' : `?status=${status}`}`,
    goods: (filter: { itemType?: number; productStatus?: number; publishType?: number } = {}) =>
      withQuery('/producer-zqdata', {
        type: filter.itemType,
        productStatus: filter.productStatus,
        publishType: filter.publishType,
      }),
    orders: '/order-orderProducer',
    billing: '/dev-billing',
    nodes: '/producer-nodeinfo',
    storage: '/sys-configuration',
  },
  developer: {
    goods: (itemType: number, filter: { productStatus?: number; publishType?: number } = {}) =>
      withQuery(itemType === ItemType.API ? '/dev-jiao-zqgoodadmin' : '/dev-zqgoodadmin', filter),
    orders: (itemType: number) =>
      itemType === ItemType.API ? '/order-zqApiorderfrom' : '/order-zqorderfrom',
    billing: '/dev-billing',
    apiCalls: '/order-zqApiorderfrom?tab=usage',
    articles: '/dev-community',
  },
  consumer: {
    toPay: '/tobePay',
    orders: (orderStatus?: number) => withQuery('/consumer-order-dataPacket', { orderStatus }),
    credit: '/admin-user-zquserquotadetailed',
    grants: '/consumer-permissions-index',
    credentials: '/consumer-order-apiApp?payStatus=1',
    runs: '/consumer-order-execute',
    downloads: '/consumer-order-dataPacket?payStatus=1',
    billing: '/dev-billing',
  },
} as const;

/** `path` with the defined values as its query. */
function withQuery(path: string, values: Record<string, number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
