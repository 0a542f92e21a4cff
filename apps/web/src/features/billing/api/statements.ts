import { type billing, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { billingKey } from './bills';
import { uploadPdf } from './upload';

/** consumer: customer_bill_status statements; seller: userBillType statements. */
export type StatementParty = 'consumer' | 'seller';

export interface StatementFilter {
  month?: string;
  status?: number;
  userId?: string;
}

export const statementsKey = [...billingKey, 'statements'] as const;

export function statementPageFetcher(party: StatementParty) {
  return (
    { page, limit, month, status, userId }: PageParams & StatementFilter,
    signal?: AbortSignal,
  ): Promise<PageData<billing.Statement>> => {
    const body = { page, limit, month, status, userId };
    return party === 'consumer'
      ? api(endpoints.billing.customerStatementPage, { body, signal })
      : api(endpoints.billing.userStatementPage, { body, signal });
  };
}

export function exportStatements(party: StatementParty, filters: StatementFilter): Promise<string> {
  const endpoint =
    party === 'consumer' ? endpoints.billing.customerStatementExport : endpoints.billing.userStatementExport;
  return downloadFile({
    method: 'GET',
    url: endpoint.path,
    query: { month: filters.month, status: filters.status, userId: filters.userId },
    fallbackName: `statements${filters.month ? `-${filters.month}` : ''}.xlsx`,
  });
}

/** One statement; seller statements come with the payout bank account. */
export function useStatement(party: StatementParty, id: string | undefined) {
  return useQuery({
    queryKey: [...statementsKey, 'detail', party, id],
    queryFn: (): Promise<billing.Statement & { bankCard?: billing.BankCard | null }> =>
      party === 'consumer'
        ? api(endpoints.billing.customerStatementDetail, { params: { id: id ?? '' } })
        : api(endpoints.billing.userStatementDetail, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

export type StatementAction = billing.CustomerStatementAction | billing.UserStatementAction;

/** customerStatement/transition or userStatement/transition. */
export function useStatementTransition(party: StatementParty) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'onAccount' | 'settle' | 'confirm' | 'pay' }) =>
      party === 'consumer'
        ? api(endpoints.billing.customerStatementTransition, {
            body: { id, action: action as 'onAccount' | 'settle' },
          })
        : api(endpoints.billing.userStatementTransition, {
            body: { id, action: action as 'onAccount' | 'confirm' | 'pay' },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** The operator generates a month's statements now (idempotent). */
export function useGenerateStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api(endpoints.billing.generateStatements, { body: { month } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** The seller uploads its invoice PDF for a confirmed statement. */
export function useUploadUserInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob & { name?: string } }) =>
      uploadPdf(endpoints.billing.uploadUserInvoice, 'statementId', id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** The seller's uploaded invoice of a statement, saved as a file. */
export function downloadUserInvoice(statement: Pick<billing.Statement, 'id' | 'month'>): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.billing.userInvoiceFile.path,
    query: { id: statement.id },
    fallbackName: `invoice-${statement.month}-${statement.id}.pdf`,
  });
}
