/** Query keys of the archives: the catalog (prices and the viewer's state) and the stored reports. */
export const archivesKey = ['archives'] as const;
export const archiveCatalogKey = [...archivesKey, 'catalog'] as const;
export const archiveReportsKey = [...archivesKey, 'reports'] as const;
