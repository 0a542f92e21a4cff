/** Hidden developer pages around one application's related data (menu urls dev/*, `?id=` the application). */
const withId = (path: string) => (itemId: string) => `${path}?id=${encodeURIComponent(itemId)}`;

export const relationPaths = {
  /** dev/dataLinkSelect: the relations of the application. */
  relations: withId('/dev-dataLinkSelect'),
  /** dev/addData: relate a listed asset on a full page. */
  addData: withId('/dev-addData'),
  /** dev/mirrorList: tables of the approved assets, dictionary and masked preview. */
  mirror: withId('/dev-mirrorList'),
  /** dev/dataLinkGood: listed goods bound to the approved assets. */
  goods: withId('/dev-dataLinkGood'),
  /** The listed assets developers browse. */
  listedAssets: '/dev-dataSourceList',
  /** dev/dataDetail: a listed asset's tables, or its dictionary or masked preview tab. */
  listedAsset: (sourceId: string, tab?: 'dictionary' | 'preview') =>
    `/dev-dataDetail?${new URLSearchParams({ id: sourceId, ...(tab ? { tab } : {}) })}`,
  /** A listed asset's table: dictionary or masked preview (dev/fieldList, dev/previewList). */
  fieldList: (sourceId: string, tableId: string) =>
    `/dev-fieldList?id=${encodeURIComponent(sourceId)}&tableId=${encodeURIComponent(tableId)}`,
  preview: (sourceId: string, tableId: string) =>
    `/dev-previewList?id=${encodeURIComponent(sourceId)}&tableId=${encodeURIComponent(tableId)}`,
};
