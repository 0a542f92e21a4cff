import { type billing, endpoints } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface UsageFilter {
  month?: string;
  orderId?: string;
  orderNo?: string;
  itemName?: string;
}

const body = ({ month, orderId, orderNo, itemName }: UsageFilter) => ({ month, orderId, orderNo, itemName });

export function usagePageFetcher(
  { page, limit, ...filters }: PageParams & UsageFilter,
  signal?: AbortSignal,
): Promise<PageData<billing.UsageRecord>> {
  return api(endpoints.billing.usagePage, { body: { page, limit, ...body(filters) }, signal });
}

export function exportUsage(filters: UsageFilter): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.billing.usageExport.path,
    query: body(filters),
    fallbackName: `usage${filters.month ? `-${filters.month}` : ''}.xlsx`,
  });
}
