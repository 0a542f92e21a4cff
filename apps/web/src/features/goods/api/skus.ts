import { endpoints, type goods } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { goodsKey } from './keys';

/** POST /server/itemSku/list: the SKUs of a good, by sort then creation. */
export function fetchSkusPage(
  itemId: string,
  { page, limit }: PageParams,
  signal?: AbortSignal,
): Promise<PageData<goods.Sku>> {
  return api(endpoints.goods.skuList, { body: { itemId: Number(itemId), page, limit }, signal });
}

/** GET /server/itemSku/get?id: one SKU (the sku-audit and price-change forms). */
export function useSku(id: string | undefined) {
  return useQuery({
    queryKey: [...goodsKey, 'sku', id],
    queryFn: ({ signal }) => api(endpoints.goods.skuGet, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

export type SkuSaveInput = goods.SkuInput & { id?: string; itemId: string };

/** itemSku/create (no id) or itemSku/update (id). */
export function useSaveSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId, ...input }: SkuSaveInput) =>
      id
        ? api(endpoints.goods.skuUpdate, { body: { ...input, id: Number(id) } })
        : api(endpoints.goods.skuCreate, { body: { ...input, itemId: Number(itemId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** itemSku/startEnd: start or end the sale of a SKU. */
export function useSkuStartEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api(endpoints.goods.skuStartEnd, { body: { id: Number(id), enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** itemSku/audit: submit a new or changed SKU of an enabled good to sku-audit. */
export function useSkuAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment?: string }) =>
      api(endpoints.goods.skuAudit, { body: { id: Number(id), comment: comment?.trim() || undefined } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** DELETE /server/itemSku/delete/{id}. */
export function useDeleteSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.goods.skuDelete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** POST /server/item/updatePrice: a new price (through price-change on an enabled good). */
export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, price, reason }: { skuId: string; price: string; reason: string }) =>
      api(endpoints.goods.updatePrice, { body: { skuId: Number(skuId), price, reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
