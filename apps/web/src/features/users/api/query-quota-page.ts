import { endpoints, type QuotaLedgerRow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface QuotaLedgerFilter {
  /** Operators only: one user's ledger; the server ignores it for everyone else. */
  userId?: string;
}

export const quotaPageKey = ['users', 'quota-ledger'] as const;

/** POST /server/user/queryQuotaByPage: credit ledger, newest first. */
export function fetchQuotaPage(
  { page, limit, userId }: PageParams & QuotaLedgerFilter,
  signal?: AbortSignal,
): Promise<PageData<QuotaLedgerRow>> {
  return api(endpoints.users.queryQuotaByPage, { body: { page, limit, userId }, signal });
}
