import { endpoints, type grantData } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { assetsKey } from './keys';

const grantedDataKey = [...assetsKey, 'granted'] as const;

/** GET /server/assetGrant/tables: the tables a grant of mine gives, with their dictionary and masked columns. */
export function useGrantedData(grantId: string) {
  return useQuery({
    queryKey: [...grantedDataKey, 'tables', grantId],
    queryFn: ({ signal }) => api(endpoints.grantData.tables, { query: { grantId }, signal }),
    retry: false,
    meta: { silentError: true },
  });
}

export type BrowseRequest = Omit<grantData.BrowseBody, 'grantId' | 'tableId'> & {
  page: number;
  limit: number;
};

/** POST /server/assetGrant/browse: a page of a granted table's rows (kept on screen while the next loads). */
export function useBrowsePage(grantId: string, tableId: string | undefined, request: BrowseRequest) {
  return useQuery({
    queryKey: [...grantedDataKey, 'browse', grantId, tableId, request],
    queryFn: ({ signal }) =>
      api(endpoints.grantData.browse, { body: { grantId, tableId: tableId!, ...request }, signal }),
    enabled: tableId !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silentError: true },
  });
}

/** POST /server/assetGrant/usage: how the grantees used the shown grants (supplier, operator), by grant id. */
export function useGrantUsage(grantIds: string[], enabled: boolean) {
  return useQuery({
    queryKey: [...grantedDataKey, 'usage', grantIds],
    queryFn: async ({ signal }) =>
      new Map(
        (await api(endpoints.grantData.usage, { body: { grantIds }, signal })).map((u) => [u.grantId, u]),
      ),
    enabled: enabled && grantIds.length > 0,
    retry: false,
    meta: { silentError: true },
  });
}
