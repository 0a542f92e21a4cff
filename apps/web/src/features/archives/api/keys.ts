import { session } from '../../../shared/session';

/** Query keys of the archives: the catalog (prices and the viewer's state) and the stored reports. */
export const archivesKey = ['archives'] as const;
export const archiveCatalogKey = [...archivesKey, 'catalog'] as const;
export const archiveReportsKey = [...archivesKey, 'reports'] as const;

/** Who is asking: the viewer's state (agreement, credit, packs) and the reports are per login. */
export const viewerKey = () => session.getUser()?.id ?? null;
