import { type billing, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { billingKey } from './bills';
import { uploadPdf } from './upload';

export const invoicesKey = [...billingKey, 'invoices'] as const;

export interface InvoiceFilter {
  status?: number;
  userId?: string;
}

export type InvoiceApplyInput = z.input<typeof endpoints.billing.zInvoiceApplyBody>;

export function invoicePageFetcher(
  { page, limit, status, userId }: PageParams & InvoiceFilter,
  signal?: AbortSignal,
): Promise<PageData<billing.Invoice>> {
  return api(endpoints.billing.invoicePage, { body: { page, limit, status, userId }, signal });
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: [...invoicesKey, 'detail', id],
    queryFn: () => api(endpoints.billing.invoiceDetail, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

/** The consumer applies for one invoice over settled statements. */
export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceApplyInput) => api(endpoints.billing.applyInvoice, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** The operator uploads the issued invoice PDF of an application. */
export function useUploadInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob & { name?: string } }) =>
      uploadPdf(endpoints.billing.uploadInvoice, 'invoiceId', id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** The issued invoice PDF, saved as a file. */
export function downloadInvoice(invoice: Pick<billing.Invoice, 'id'>): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.billing.invoiceFile.path,
    query: { id: invoice.id },
    fallbackName: `invoice-${invoice.id}.pdf`,
  });
}
