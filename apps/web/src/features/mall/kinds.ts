import { mall } from '@datamall/contract';

type MallSort = mall.MallSort;

/** A listing of the mall (§2.2): its route, the item types it shows, its sort options (§3.1) and detail route. */
export interface MallKind {
  key: 'dataapp' | 'datasource' | 'datatable' | 'dataapi';
  path: string;
  /** Item types offered by the listing's kind switch; the first is the default. */
  itemTypes: readonly number[];
  sorts: readonly MallSort[];
  detailPath: string;
}

export const MALL_KINDS: Record<MallKind['key'], MallKind> = {
  // Data packages (item type 2) are sold beside data applications.
  dataapp: {
    key: 'dataapp',
    path: '/dataapp',
    itemTypes: [1, 2],
    sorts: mall.API_SORT_OPTIONS,
    detailPath: '/dataapp-appDetails',
  },
  datasource: {
    key: 'datasource',
    path: '/datasource',
    itemTypes: [3],
    sorts: mall.SOURCE_SORT_OPTIONS,
    detailPath: '/datasource-datasourceDetail',
  },
  datatable: {
    key: 'datatable',
    path: '/datatable',
    itemTypes: [4],
    sorts: mall.SOURCE_SORT_OPTIONS,
    detailPath: '/datatable-datatableDetail',
  },
  dataapi: {
    key: 'dataapi',
    path: '/dataapi',
    itemTypes: [5],
    sorts: mall.API_SORT_OPTIONS,
    detailPath: '/dataapi-dataapiDetail',
  },
};

/** The listing an item type belongs to (data packages with data applications). */
export function kindOfItemType(itemType: number): MallKind {
  if (itemType === 3) return MALL_KINDS.datasource;
  if (itemType === 4) return MALL_KINDS.datatable;
  if (itemType === 5) return MALL_KINDS.dataapi;
  return MALL_KINDS.dataapp;
}

/**
 * The heading of a listing (a key of `pages.*` and `listing.*`): the data-package tab of the data-application
 * listing is headed as data packages.
 */
export function listingHeadingKey(kind: MallKind, itemType: number | undefined): string {
  if (kind.key === 'dataapp' && itemType === 2) return 'datapackage';
  return kind.key;
}

/**
 * The detail page of a good: `/dataapp-appDetails?itemId=…`; a data package's adds `&type=2`, as its listing tab
 * does, so the mall's navigation marks data packages rather than data applications on it.
 */
export function detailHref(card: { id: string; itemType: number }): string {
  const href = `${kindOfItemType(card.itemType).detailPath}?itemId=${encodeURIComponent(card.id)}`;
  return card.itemType === 2 ? `${href}&type=2` : href;
}

/** The storefront of a shop: suppliers at /supplyStore, developers at /developStore. */
export function storeHref(shop: { ownerId: string; roleType: number }): string {
  const path = shop.roleType === 2 ? '/developStore' : '/supplyStore';
  return `${path}?ownerId=${encodeURIComponent(shop.ownerId)}`;
}
