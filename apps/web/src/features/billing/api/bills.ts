import { type billing, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import type { PageParams } from '../../../shared/ui/page-table';

export const billingKey = ['billing'] as const;

/** Whose lines a list shows: the consumer's charges, the seller's income, or every line (operator). */
export type BillScope = 'customer' | 'user' | 'operate';

export interface BillFilter {
  month?: string;
  orderNo?: string;
  itemName?: string;
  orderType?: number;
  detailType?: number;
  statementId?: string;
  /** Operator only. */
  party?: billing.BillParty;
  userId?: string;
}

export interface BillPage {
  list: billing.BillLine[];
  total: number;
  /** Sum of `amount` over every matching line. */
  sum: string;
  /** Sellers and the operator: the traded total of those lines' trades and its split; null for a consumer. */
  totals: billing.BillLineTotals | null;
}

const EXPORT = {
  customer: endpoints.billing.customerBillExport,
  user: endpoints.billing.userBillExport,
  operate: endpoints.billing.operateBillExport,
} as const;

function filterBody(filters: BillFilter) {
  return {
    month: filters.month,
    orderNo: filters.orderNo,
    itemName: filters.itemName,
    orderType: filters.orderType,
    detailType: filters.detailType,
    statementId: filters.statementId,
  };
}

/** customer/page, user/page or operate/page: one page of lines plus the sum over every matching line. */
export function billPageFetcher(scope: BillScope) {
  return ({ page, limit, ...filters }: PageParams & BillFilter, signal?: AbortSignal): Promise<BillPage> => {
    const body = { page, limit, ...filterBody(filters) };
    if (scope === 'customer') return api(endpoints.billing.customerBillPage, { body, signal });
    if (scope === 'user') return api(endpoints.billing.userBillPage, { body, signal });
    return api(endpoints.billing.operateBillPage, {
      body: { ...body, party: filters.party, userId: filters.userId },
      signal,
    });
  };
}

/** The list's Excel export with the filters it shows now. */
export function exportBills(scope: BillScope, filters: BillFilter): Promise<string> {
  const endpoint = EXPORT[scope];
  return downloadFile({
    method: 'GET',
    url: endpoint.path,
    query: {
      ...filterBody(filters),
      ...(scope === 'operate' ? { party: filters.party, userId: filters.userId } : {}),
    },
    fallbackName: `bills${filters.month ? `-${filters.month}` : ''}.xlsx`,
  });
}

/** POST /server/billing/orderSummary: totals per month for the caller's role (the last 12 months by default). */
export function useOrderSummary(input: { startMonth?: string; endMonth?: string; userId?: string } = {}) {
  return useQuery({
    queryKey: [...billingKey, 'summary', input],
    queryFn: () => api(endpoints.billing.orderSummary, { body: input }),
  });
}
