import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';
import { archiveCatalogKey, viewerKey } from './keys';

/** GET /server/archives/catalog: the queries with their prices and packs, and what the caller has (public). */
export function useArchiveCatalog() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...archiveCatalogKey, locale, viewerKey()],
    queryFn: ({ signal }) => api(endpoints.archives.archiveCatalog, { signal }),
  });
}
