import { type EnterpriseInfo, endpoints } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import type { EnterpriseListFilter } from '../enterprise';

export const enterprisePageKey = ['users', 'enterprise-page'] as const;

/** POST /server/user/queryEnterprisePage: enterprise identity submissions, newest first (operator). */
export function fetchEnterprisePage(
  { page, limit, status, companyName }: PageParams & EnterpriseListFilter,
  signal?: AbortSignal,
): Promise<PageData<EnterpriseInfo>> {
  return api(endpoints.users.queryEnterprisePage, { body: { page, limit, status, companyName }, signal });
}
