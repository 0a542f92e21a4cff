import { goods } from '@datamall/contract';

/**
 * Where each figure of the dashboard leads: the list it sums up, with the filter the list takes from its address
 * (goods lists: `?type=` kind tab; user approval: `?tab=`). Lists without address filters open unfiltered.
 */
const { ItemType } = goods;

/** The operator's goods list of a kind. */
export function goodsListPath(itemType: number): string {
  if (itemType === ItemType.DATA_PACKAGE) return '/operate-zqGoodsManagement-dataPacket';
  if (itemType === ItemType.API) return '/operate-zqOperateDataLink';
  return `/operate-zqGoodsManagement-goodsData?type=${itemType}`;
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
