import { endpoints, type grantData } from '@datamall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { assetsKey } from './keys';

const grantedDataKey = [...assetsKey, 'granted'] as const;

/** GET /server/assetGrant/tables: the tables a grant of mine gives, with their dictionary and masked columns. */
export function useGrantedData(grantId: string) {
  return useQuery({
    queryKey: [...grantedDataKey, 'tables', grantId],
    queryFn: ({ signal }) => api(endpoints.grantData.tables, { query: { grantId }, signal }),
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
    meta: { silentError: true },
  });
}

const ACTIVE_EXPORT: readonly grantData.ExportState[] = ['queued', 'running'];

/** GET /server/assetGrant/exports: my exports and sync runs of a grant; polled while one is queued or running. */
export function useExportJobs(grantId: string, page: number, limit: number) {
  return useQuery({
    queryKey: [...grantedDataKey, 'exports', grantId, page, limit],
    queryFn: ({ signal }) => api(endpoints.grantData.exportJobs, { query: { grantId, page, limit }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((job) => ACTIVE_EXPORT.includes(job.state)) ? 1_500 : false,
  });
}

/** POST /server/assetGrant/export: starts an export; the export list then follows it. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: grantData.ExportBody) => api(endpoints.grantData.startExport, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...grantedDataKey, 'exports'] }),
  });
}

/** GET /server/assetGrant/syncs: my scheduled syncs of a grant (refreshed with the export list). */
export function useSyncs(grantId: string) {
  return useQuery({
    queryKey: [...grantedDataKey, 'syncs', grantId],
    queryFn: ({ signal }) => api(endpoints.grantData.syncs, { query: { grantId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.lastRun && ACTIVE_EXPORT.includes(s.lastRun.state)) ? 1_500 : false,
  });
}

function useGrantDataMutation<B>(call: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...grantedDataKey, 'syncs'] }),
        client.invalidateQueries({ queryKey: [...grantedDataKey, 'exports'] }),
      ]),
  });
}

/** POST /server/assetGrant/sync/save. */
export function useSaveSync() {
  return useGrantDataMutation((body: grantData.SyncBody) => api(endpoints.grantData.saveSync, { body }));
}

/** POST /server/assetGrant/sync/delete. */
export function useDeleteSync() {
  return useGrantDataMutation((id: string) => api(endpoints.grantData.deleteSync, { body: { id } }));
}

/** My registered tables (at most 100), the targets an export or a sync can write into. */
export function useMyRegisteredTables(enabled: boolean) {
  return useQuery({
    queryKey: [...grantedDataKey, 'targets'],
    queryFn: ({ signal }) =>
      api(endpoints.databaseTables.queryDatabaseTables, { body: { page: 1, limit: 100 }, signal }),
    enabled,
  });
}
