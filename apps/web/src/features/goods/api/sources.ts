import { endpoints, type goods } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { goodsKey } from './keys';

/** POST dataSourceList: the assets bound to an asset or table good. */
export function fetchBindingsPage(
  itemId: string,
  { page, limit }: PageParams,
  signal?: AbortSignal,
): Promise<PageData<goods.ItemSource>> {
  return api(endpoints.goods.dataSourceList, { body: { itemId: Number(itemId), page, limit }, signal });
}

/** POST queryPageRelateSources: the supplier's approved assets that can be bound, by name. */
export function useRelatableSources(itemId: string | undefined, name: string) {
  return useQuery({
    queryKey: [...goodsKey, 'relatable', itemId, name],
    queryFn: ({ signal }) =>
      api(endpoints.goods.queryPageRelateSources, {
        body: {
          itemId: itemId ? Number(itemId) : undefined,
          name: name.trim() || undefined,
          page: 1,
          limit: 50,
        },
        signal,
      }),
  });
}

/** The tables of one of the supplier's assets (table goods choose among them). */
export function useAssetTables(sourceId: string | undefined) {
  return useQuery({
    queryKey: [...goodsKey, 'assetTables', sourceId],
    queryFn: ({ signal }) =>
      api(endpoints.assets.querySourceDetailV2, { body: { sourceId: Number(sourceId) }, signal }),
    enabled: Boolean(sourceId),
    select: (source) => source.tables,
  });
}

export interface BindingInput {
  /** Edit an existing binding. */
  id?: string;
  itemId: string;
  sourceId?: string;
  tableIds?: string[];
  remark: string;
}

/** dataSourceAdd (no id) or dataSourceUpdate (id). */
export function useSaveBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId, sourceId, tableIds, remark }: BindingInput) => {
      const tables = tableIds?.map(Number);
      return id
        ? api(endpoints.goods.dataSourceUpdate, { body: { id: Number(id), tableIds: tables, remark } })
        : api(endpoints.goods.dataSourceAdd, {
            body: { itemId: Number(itemId), sourceId: Number(sourceId), tableIds: tables, remark },
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** dataSourceBatchDelete: unbind, all or nothing. */
export function useDeleteBindings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api(endpoints.goods.dataSourceBatchDelete, { body: { ids: ids.map(Number) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
