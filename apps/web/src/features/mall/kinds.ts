import { mall } from '@datamall/contract';
import { type MallKindKey, mallKindOf } from '../../shared/mall-links';

type MallSort = mall.MallSort;

/** A listing of the mall (§2.2): its route, the item types it shows and its sort options (§3.1). */
export interface MallKind {
  key: MallKindKey;
  path: string;
  /** Item types offered by the listing's kind switch; the first is the default. */
  itemTypes: readonly number[];
  sorts: readonly MallSort[];
}

export const MALL_KINDS: Record<MallKind['key'], MallKind> = {
  // Data packages (item type 2) are sold beside data applications.
  dataapp: {
    key: 'dataapp',
    path: '/dataapp',
    itemTypes: [1, 2],
    sorts: mall.API_SORT_OPTIONS,
  },
  datasource: {
    key: 'datasource',
    path: '/datasource',
    itemTypes: [3],
    sorts: mall.SOURCE_SORT_OPTIONS,
  },
  datatable: {
    key: 'datatable',
    path: '/datatable',
    itemTypes: [4],
    sorts: mall.SOURCE_SORT_OPTIONS,
  },
  dataapi: {
    key: 'dataapi',
    path: '/dataapi',
    itemTypes: [5],
    sorts: mall.API_SORT_OPTIONS,
  },
};

/** The listing an item type belongs to (data packages with data applications). */
export function kindOfItemType(itemType: number): MallKind {
  return MALL_KINDS[mallKindOf(itemType)];
}

/**
 * The heading of a listing (a key of `pages.*` and `listing.*`): the data-package tab of the data-application
 * listing is headed as data packages.
 */
export function listingHeadingKey(kind: MallKind, itemType: number | undefined): string {
  if (kind.key === 'dataapp' && itemType === 2) return 'datapackage';
  return kind.key;
}
