import { endpoints, orders, type UKeyProof } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { askSecurityKey } from '../../../shared/security-key/ceremony';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const ordersKey = ['orders'] as const;

/** Whose orders a list or detail shows: the buyer's, the seller's goods', or every order (operator). */
export type OrderScope = 'user' | 'seller' | 'operate';

export interface OrderFilter {
  orderNo?: string;
  itemName?: string;
  orderStatus?: number;
  payStatus?: number;
  /** One kind of the list's kinds (lists of several kinds). */
  itemType?: number;
  /** [from, to] as YYYY-MM-DD (the range picker's value is mapped by the list). */
  startDate?: string;
  endDate?: string;
}

const PAGE_ENDPOINT = {
  user: endpoints.orders.userPage,
  seller: endpoints.orders.sellerPage,
  operate: endpoints.orders.operatePage,
} as const;

const DETAIL_ENDPOINT = {
  user: endpoints.orders.orderUserDetail,
  seller: endpoints.orders.orderDetailByseller,
  operate: endpoints.orders.operateDetail,
} as const;

/** userPage / sellerPage / operatePage of one item type, newest first. */
/** Orders of a scope: of one kind (`itemType`), of several (an array: the list may narrow it to one), or all. */
export function ordersPageFetcher(scope: OrderScope, kinds?: number | number[]) {
  const itemTypes = Array.isArray(kinds) ? kinds : undefined;
  return (
    { page, limit, ...filters }: PageParams & OrderFilter,
    signal?: AbortSignal,
  ): Promise<PageData<orders.Order>> =>
    api(PAGE_ENDPOINT[scope], {
      body: {
        page,
        limit,
        itemType: Array.isArray(kinds) ? filters.itemType : kinds,
        itemTypes,
        orderNo: filters.orderNo,
        itemName: filters.itemName,
        orderStatus: filters.orderStatus,
        payStatus: filters.payStatus,
        startDate: filters.startDate,
        endDate: filters.endDate,
      },
      signal,
    });
}

/** The most orders a picker offers (the largest page size of the lists). */
const PICKER_LIMIT = 100;

/** The newest paid orders of one item type of a scope (at most 100), for a picker. */
export function usePaidOrders(scope: OrderScope, itemType: number) {
  return useQuery({
    queryKey: [...ordersKey, 'paid', scope, itemType],
    queryFn: ({ signal }) =>
      ordersPageFetcher(scope, itemType)(
        { page: 1, limit: PICKER_LIMIT, payStatus: orders.PayStatus.PAID },
        signal,
      ).then((page) => page.list),
    meta: { silentError: true },
  });
}

/**
 * orderUserDetail / orderDetailByseller / operateDetail. `silentError`: the page shows a failure itself (an
 * empty state), so the global error toast would say it a second time.
 */
export function useOrderDetail(
  scope: OrderScope,
  id: string | undefined,
  { silentError = false }: { silentError?: boolean } = {},
) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', scope, id],
    queryFn: () => api(DETAIL_ENDPOINT[scope], { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    meta: { silentError },
  });
}

/** The SKUs on sale of a listed good (public). */
export function useOrderableSkus(itemId: string | undefined) {
  return useQuery({
    queryKey: [...ordersKey, 'skus', itemId],
    queryFn: () => api(endpoints.goods.getSkuListDetail, { query: { itemId: itemId ?? '' } }),
    enabled: Boolean(itemId),
  });
}

/** POST /server/order/render: the price preview, the agreement and its hash. */
export function useOrderRender(body: { itemId: string; skuId: string; quantity: number } | undefined) {
  return useQuery({
    queryKey: [...ordersKey, 'render', body],
    queryFn: () => api(endpoints.orders.render, { body }),
    enabled: Boolean(body),
  });
}

export interface SubmitInput {
  itemId: string;
  skuId: string;
  quantity: number;
  agreementHash: string;
}

/** POST /server/order/submit with the attempt's Idempotency-Key. */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SubmitInput; key: string }) =>
      api(endpoints.orders.submit, {
        body: { ...body, agreementAccepted: true },
        headers: { [endpoints.orders.IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/**
 * POST /server/pay (VIRTUAL_COIN_PAY) with the attempt's Idempotency-Key, and the buyer's USB key proof when the
 * first try answered 10196 (a buyer with a registered key).
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, key, ukey }: { orderId: string; key: string; ukey?: UKeyProof }) =>
      api(endpoints.orders.pay, {
        body: { orderId, payMethod: 'VIRTUAL_COIN_PAY', ukey },
        headers: { [endpoints.orders.IDEMPOTENCY_HEADER]: key },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** The buyer's USB key confirming the payment of an order: a fresh challenge, the key's signature, the PIN. */
export async function paymentProof(orderId: string, pin: string): Promise<UKeyProof> {
  const challenge = await api(endpoints.ukey.ukeyChallenge, { body: { purpose: 'pay', orderId } });
  const response = await askSecurityKey('assert', challenge);
  return { ticket: challenge.ticket, pin, response };
}

/** POST /server/order/cancel (idempotent by itself). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api(endpoints.orders.cancel, { body: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/**
 * The consumer's available credit: the newest row of their quota ledger (every change of the limit, deduction
 * and restore writes one); no row yet means no credit.
 */
export function useAvailableCredit({ silentError = false }: { silentError?: boolean } = {}) {
  return useQuery({
    queryKey: [...ordersKey, 'credit'],
    meta: { silentError },
    queryFn: async () => {
      const page = await api(endpoints.users.queryQuotaByPage, { body: { page: 1, limit: 10 } });
      const latest = page.list[0];
      return { available: latest?.availableAfter ?? '0', limit: latest?.limitAfter ?? '0' };
    },
  });
}
