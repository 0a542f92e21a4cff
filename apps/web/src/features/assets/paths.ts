/** Routes of the asset pages (menu urls with slashes turned into dashes). */
const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const assetPaths = {
  /** producer/zqdataversion: the supplier's assets. */
  list: '/producer-zqdataversion',
  /** The create wizard (connection, tables, information). */
  add: '/producer-zqdataversion-add-or-update',
  /** Edit information and tables of an asset. */
  edit: (id: string) => `/producer-zqdataversion-add-or-update${q({ id })}`,
  /** Edit the information only. */
  editInfo: (id: string) => `/producer-zqdataversion-editingdatasource${q({ id })}`,
  /** Change the registered tables (makes a new version). */
  editTables: (id: string) => `/producer-zqdataversion-update${q({ id })}`,
  /** What uses the asset. */
  relevance: (id: string) => `/producer-zqdataversion-relevance${q({ id })}`,
  /** Versions of an asset. */
  versions: (id?: string) => `/producer-zqdatasources${q({ id })}`,
  /** The asset's detail, at a version. */
  info: (id: string, version?: number, tab?: string) =>
    `/producer-zqdatasources-info${q({ id, version, tab })}`,
  /** Tables of an asset. */
  tables: (id?: string) => `/producer-zqdatatable${q({ id })}`,
  /** The data dictionary (source data) of an asset, or of one of its tables. */
  fields: (id: string, tableId?: string) => `/producer-zqdatafield${q({ id, tableId })}`,
  /** Edit the dictionary of one table. */
  editFields: (id: string, tableId: string) => `/producer-zqdatasources-add-field${q({ id, tableId })}`,
  /** Grants on the supplier's assets. */
  grants: (sourceId?: string) => `/producer-zqassetAuthorization${q({ sourceId })}`,
  /** Developer: listed assets to choose data for an application. */
  developerList: '/dev-dataSourceList',
  /** Operator: every asset, and one asset. */
  operatorList: '/operate-zqAsset-assetData',
  operatorInfo: (id: string, version?: number) =>
    `/operate-zqAsset-assetData-goods-info${q({ id, version })}`,
};

/** A route parameter naming an id (positive integer), else undefined. */
export function idParam(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return /^[1-9]\d{0,17}$/.test(text) ? text : undefined;
}

/** A route parameter naming a version number, else undefined. */
export function versionParam(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}
