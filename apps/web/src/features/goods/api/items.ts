import { endpoints, goods } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { goodKey, goodsKey } from './keys';

export interface ItemFilter {
  name?: string;
  itemType?: number;
  productStatus?: number;
  publishType?: number;
  deleteStatus?: number;
  classificationId?: string;
  ownerId?: string;
}

const SORTABLE: ReadonlySet<string> = new Set(goods.ITEM_SORT_FIELDS);
const isSortable = (field: string | undefined): field is goods.ItemSortField =>
  field !== undefined && SORTABLE.has(field);

/** POST /server/item/list: the caller's goods of the given kinds (every good for the operator). */
export function fetchItemsPage(
  itemTypes: readonly number[],
  { page, limit, order, orderField, classificationId, ownerId, itemType, ...rest }: PageParams & ItemFilter,
  signal?: AbortSignal,
): Promise<PageData<goods.Item>> {
  const field = isSortable(orderField) ? orderField : undefined;
  return api(endpoints.goods.list, {
    body: {
      ...rest,
      page,
      limit,
      orderField: field,
      order: field ? order : undefined,
      itemType,
      itemTypes: itemType === undefined ? [...itemTypes] : undefined,
      classificationId: classificationId ? Number(classificationId) : undefined,
      ownerId: ownerId ? Number(ownerId) : undefined,
    },
    signal,
  });
}

/** GET /server/item?itemId: the good with its SKUs, bound assets and the actions the caller may take. */
export function useItem(id: string | undefined) {
  return useQuery({
    queryKey: goodKey(id),
    queryFn: ({ signal }) => api(endpoints.goods.getItem, { query: { itemId: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** GET queryItemAuditFlows: the good's reviews and those of its SKUs, newest first. */
export function useItemAuditFlows(id: string | undefined) {
  return useQuery({
    queryKey: [...goodsKey, 'auditFlows', id],
    queryFn: ({ signal }) =>
      api(endpoints.goods.queryItemAuditFlows, { query: { itemId: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

export type ItemSaveInput = goods.ItemInput & { id?: string; itemType?: number };

/** create (no id; itemType) or update (id). */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemType, ...input }: ItemSaveInput) =>
      id
        ? api(endpoints.goods.update, { body: { ...input, itemId: Number(id) } })
        : api(endpoints.goods.create, { body: { ...input, itemType: Number(itemType) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

export interface StatusChangeInput {
  id: string;
  action: goods.ItemAction;
  comment?: string;
  /** API goods use apiChange. */
  call?: 'statusChange' | 'apiChange';
}

/** statusChange / apiChange: enable (review), disable (review), list, delist; 409 when not allowed now. */
export function useItemStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, comment, call = 'statusChange' }: StatusChangeInput) =>
      api(endpoints.goods[call], {
        body: { itemId: Number(id), action, comment: comment?.trim() || undefined },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** PUT /developer/zqgoodadmin/up: a developer's good goes up (listed at once, or its enable review starts). */
export function useItemUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment?: string }) =>
      api(endpoints.goods.up, { body: { itemId: Number(id), comment: comment?.trim() || undefined } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** DELETE /server/item?itemId: asks to delete (starts goods-delete). */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.goods.deleteItem, { query: { itemId: Number(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

/** POST checkItemOff: whether the good can be taken off now, and what blocks it. */
export function checkItemOff(id: string) {
  return api(endpoints.goods.checkItemOff, { body: { itemId: Number(id) } });
}
