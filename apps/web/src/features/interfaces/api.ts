import { endpoints, type interfaces } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { goodKey, goodsKey } from '../../shared/api/goods-keys';

/** Cache keys of interfaces (under the goods keys: a change may send the good back to not enabled). */
export const interfacesKey = [...goodsKey, 'interfaces'] as const;

/** GET /server/item?itemId: the API good the interfaces belong to, with its SKUs and whether it may change. */
export function useGood(itemId: string | undefined) {
  return useQuery({
    queryKey: goodKey(itemId),
    queryFn: ({ signal }) => api(endpoints.goods.getItem, { query: { itemId: Number(itemId) }, signal }),
    enabled: Boolean(itemId),
  });
}

/** GET /server/itemInterface/getItemInterface?skuId: the interfaces of a SKU. */
export function useSkuInterfaces(skuId: string | undefined) {
  return useQuery({
    queryKey: [...interfacesKey, 'sku', skuId],
    queryFn: ({ signal }) =>
      api(endpoints.interfaces.getItemInterface, { query: { skuId: Number(skuId) }, signal }),
    enabled: Boolean(skuId),
  });
}

/** GET /server/itemInterface/get?id: one interface. */
export function useInterface(id: string | undefined) {
  return useQuery({
    queryKey: [...interfacesKey, 'one', id],
    queryFn: ({ signal }) => api(endpoints.interfaces.get, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

export type InterfaceSaveInput = interfaces.InterfaceInput & { id?: string; skuId?: string };

/** itemInterface/create (skuId) or itemInterface/update (id). */
export function useSaveInterface() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, skuId, ...input }: InterfaceSaveInput) =>
      id
        ? api(endpoints.interfaces.update, { body: { ...input, id: Number(id) } })
        : api(endpoints.interfaces.create, { body: { ...input, skuId: Number(skuId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** DELETE /server/itemInterface/delete/{id}. */
export function useDeleteInterface() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.interfaces.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** GET /server/itemInterface/page: a page of the interfaces of a good (all SKUs, or one). */
export function fetchInterfacePage(
  params: { itemId: string; skuId?: string; page: number; limit: number },
  signal: AbortSignal,
) {
  return api(endpoints.interfaces.page, {
    query: {
      itemId: Number(params.itemId),
      ...(params.skuId ? { skuId: Number(params.skuId) } : {}),
      page: params.page,
      limit: params.limit,
    },
    signal,
  });
}

/** POST /server/itemInterface/test: one test call of an interface (the server calls the upstream). */
export function useTestInterface() {
  return useMutation({
    mutationFn: (input: interfaces.InterfaceTestInput) => api(endpoints.interfaces.test, { body: input }),
  });
}
