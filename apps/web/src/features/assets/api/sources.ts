import { type assets, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { assetsKey } from './keys';

type SourceSort = (typeof assets.SOURCE_SORTS)[number];

export interface SourceFilter {
  name?: string;
  classificationId?: string;
  status?: number;
  securityLevelId?: string;
  storageType?: number;
  sort?: SourceSort;
}

/** Sortable list columns (snake_case, as the table reports them) to the contract's sort keys. */
const SORT_BY_COLUMN: Record<string, SourceSort> = {
  create_date: 'createDate',
  update_date: 'updateDate',
  goods_count: 'goodsCount',
  name: 'name',
};

/** POST /server/dataSource/querySourcesPage: the supplier's own assets, every asset for the operator. */
export function fetchSourcesPage(
  {
    page,
    limit,
    order,
    orderField,
    classificationId,
    securityLevelId,
    sort,
    ...rest
  }: PageParams & SourceFilter,
  signal?: AbortSignal,
): Promise<PageData<assets.DataSource>> {
  return api(endpoints.assets.querySourcesPage, {
    body: {
      ...rest,
      page,
      limit,
      sort: (orderField && SORT_BY_COLUMN[orderField]) || sort,
      order: orderField ? order : undefined,
      classificationId: classificationId ? Number(classificationId) : undefined,
      securityLevelId: securityLevelId ? Number(securityLevelId) : undefined,
    },
    signal,
  });
}

/** POST querySourceDetailV2: an asset with its tables and versions, at a version (default: the latest). */
export function useSourceDetail(id: string | undefined, version?: number) {
  return useQuery({
    queryKey: [...assetsKey, 'detail', id, version ?? 'latest'],
    queryFn: ({ signal }) =>
      api(endpoints.assets.querySourceDetailV2, { body: { sourceId: Number(id), version }, signal }),
    enabled: Boolean(id),
  });
}

/** GET queryAuditFlows: every review of an asset, newest first. */
export function useAuditFlows(id: string | undefined) {
  return useQuery({
    queryKey: [...assetsKey, 'auditFlows', id],
    queryFn: ({ signal }) => api(endpoints.assets.queryAuditFlows, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** GET /server/project/selectAssetProject: what uses an asset. */
export function useAssetUsage(id: string | undefined) {
  return useQuery({
    queryKey: [...assetsKey, 'usage', id],
    queryFn: ({ signal }) =>
      api(endpoints.assets.selectAssetProject, { query: { assetId: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** GET /server/project/selectProject: what uses one table of an asset. */
export function useTableUsage(tableId: string | undefined) {
  return useQuery({
    queryKey: [...assetsKey, 'tableUsage', tableId],
    queryFn: ({ signal }) =>
      api(endpoints.assets.selectProject, { query: { tableId: Number(tableId) }, signal }),
    enabled: Boolean(tableId),
  });
}

/** The supplier's approved assets (grant form): queryRelateSources, at most 100 by name. */
export function useRelatableSources(name?: string) {
  return useQuery({
    queryKey: [...assetsKey, 'relatable', name ?? ''],
    queryFn: ({ signal }) => api(endpoints.assets.queryRelateSources, { body: { name }, signal }),
  });
}

export type SourceSaveInput = assets.SourceInput & {
  id?: string;
  connectionId?: string;
  tables?: assets.SourceTableRef[];
  changeNote?: string;
};

/** addSource (no id: connection and tables required) or updateSource (id; tables only when they change). */
export function useSaveSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, connectionId, tables, changeNote, ...input }: SourceSaveInput) =>
      id
        ? api(endpoints.assets.updateSource, {
            body: { ...input, id: Number(id), tables, changeNote: changeNote || undefined },
            long: true,
          })
        : api(endpoints.assets.addSource, {
            body: { ...input, connectionId: Number(connectionId), tables: tables ?? [] },
            long: true,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}

/** updateStatus: submit for review, disable or enable; an illegal change answers 409. */
export function useUpdateSourceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, comment }: { id: string; action: assets.SourceAction; comment?: string }) =>
      api(endpoints.assets.updateStatus, {
        body: { id: Number(id), action, comment: comment?.trim() || undefined },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}

/** DELETE deleteSource: refused while under review or used by goods. */
export function useDeleteSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api(endpoints.assets.deleteSource, { body: { ids: ids.map(Number) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}
