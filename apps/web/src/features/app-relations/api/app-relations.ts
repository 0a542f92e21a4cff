import { type appRelations, type assets, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

const e = endpoints.appRelations;
export const relationsKey = ['appRelations'] as const;

export interface RelationFilter {
  status?: number;
  itemId?: string;
  keyword?: string;
}

export function relationsPage(
  { page, limit, status, itemId, keyword }: PageParams & RelationFilter,
  signal?: AbortSignal,
): Promise<PageData<appRelations.Relation>> {
  return api(e.page, { body: { page, limit, status, itemId, keyword: keyword || undefined }, signal });
}

export interface ListedAssetFilter {
  name?: string;
}

/** Listed assets developers build applications on, by name (dev/dataSourceList). */
export function listedAssetsPage(
  { page, limit, name }: PageParams & ListedAssetFilter,
  signal?: AbortSignal,
): Promise<PageData<assets.DataSource>> {
  return api(endpoints.assets.querySourcesPage, { body: { page, limit, name }, signal });
}

export interface LinkAppOrderFilter {
  orderNo?: string;
  itemName?: string;
  startDate?: string;
  endDate?: string;
}

export function linkAppOrdersPage(
  { page, limit, ...filter }: PageParams & LinkAppOrderFilter,
  signal?: AbortSignal,
): Promise<PageData<appRelations.LinkAppOrder>> {
  return api(e.linkAppOrders, { body: { page, limit, ...filter }, signal });
}

/** The data a listed application uses (its mall page). */
export function useUsedData(itemId: string) {
  return useQuery({
    queryKey: [...relationsKey, 'ofItem', itemId],
    queryFn: ({ signal }) => api(e.ofItem, { query: { itemId }, signal }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: relationsKey });
}

export function useRequestRelation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { itemId: string; sourceId: string; purpose: string }) => api(e.request, { body }),
    onSuccess: invalidate,
  });
}

export function useDecideRelation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: string; approve: boolean; reply: string }) => api(e.decide, { body }),
    onSuccess: invalidate,
  });
}

export function useRevokeRelation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: string; reason: string }) => api(e.revoke, { body }),
    onSuccess: invalidate,
  });
}

/** The approved relations of one of the developer's applications (at most MAX_OPEN_RELATIONS are open). */
export function useApprovedRelations(itemId: string) {
  return useQuery({
    queryKey: [...relationsKey, 'approved', itemId],
    queryFn: ({ signal }) => api(e.page, { body: { page: 1, limit: 50, itemId, status: 1 }, signal }),
  });
}

/** Listed asset and table goods bound to the assets the developer's application is approved to use. */
export function useRelatedGoods(itemId: string) {
  return useQuery({
    queryKey: [...relationsKey, 'goods', itemId],
    queryFn: ({ signal }) => api(e.goodsOfItem, { query: { itemId }, signal }),
  });
}

export function useWithdrawRelation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(e.withdraw, { body: { id } }),
    onSuccess: invalidate,
  });
}

/** One of the developer's applications (its name for the pages about its related data); 404 for others'. */
export function useMyApplication(itemId: string) {
  return useQuery({
    queryKey: [...relationsKey, 'myApp', itemId],
    queryFn: ({ signal }) => api(endpoints.goods.getItem, { query: { itemId }, signal }),
  });
}

/** A listed asset as developers see it: the tables of its listed version (the mirror of an application). */
export function useListedAssetTables(sourceId: string) {
  return useQuery({
    queryKey: [...relationsKey, 'assetTables', sourceId],
    queryFn: ({ signal }) =>
      api(endpoints.assets.querySourceDetailV2, { body: { sourceId: Number(sourceId) }, signal }),
  });
}

/** Listed assets whose name contains the text (the developer's asset picker). */
export function useListedAssets(name: string) {
  return useQuery({
    queryKey: [...relationsKey, 'assets', name],
    queryFn: ({ signal }) =>
      api(endpoints.assets.querySourcesPage, {
        body: { page: 1, limit: 20, name: name.trim() || undefined },
        signal,
      }),
    staleTime: 30_000,
  });
}

/** The developer's data applications whose name contains the text (the application picker). */
export function useMyApplications(name: string, enabled: boolean) {
  return useQuery({
    queryKey: [...relationsKey, 'myApps', name],
    queryFn: ({ signal }) =>
      api(endpoints.goods.list, {
        body: { page: 1, limit: 20, itemType: 1, name: name.trim() || undefined },
        signal,
      }),
    enabled,
    staleTime: 30_000,
  });
}
