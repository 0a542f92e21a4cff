/**
 * Links to the mall's public pages of a good and of a shop: the mall's own cards and the pages of other
 * features (a developer's related goods, the data an application uses) lead there.
 */
export type MallKindKey = 'dataapp' | 'datasource' | 'datatable' | 'dataapi';

const DETAIL_PATHS: Record<MallKindKey, string> = {
  dataapp: '/dataapp-appDetails',
  datasource: '/datasource-datasourceDetail',
  datatable: '/datatable-datatableDetail',
  dataapi: '/dataapi-dataapiDetail',
};

/** The listing an item type belongs to (data packages with data applications). */
export function mallKindOf(itemType: number): MallKindKey {
  if (itemType === 3) return 'datasource';
  if (itemType === 4) return 'datatable';
  if (itemType === 5) return 'dataapi';
  return 'dataapp';
}

/**
 * The detail page of a good: `/dataapp-appDetails?itemId=…`; a data package's adds `&type=2`, as its listing tab
 * does, so the mall's navigation marks data packages rather than data applications on it.
 */
export function detailHref(card: { id: string; itemType: number }): string {
  const href = `${DETAIL_PATHS[mallKindOf(card.itemType)]}?itemId=${encodeURIComponent(card.id)}`;
  return card.itemType === 2 ? `${href}&type=2` : href;
}

/** The storefront of a shop: suppliers at /supplyStore, developers at /developStore. */
export function storeHref(shop: { ownerId: string; roleType: number }): string {
  const path = shop.roleType === 2 ? '/developStore' : '/supplyStore';
  return `${path}?ownerId=${encodeURIComponent(shop.ownerId)}`;
}
