import { endpoints, type UserAdminRow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import type { UserListFilter } from './query-users-page';

export const shopOwnersPageKey = ['users', 'shop-owners'] as const;

/** POST /server/user/querySupplierDeveloper: approved suppliers and developers; roleType narrows to one. */
export function fetchShopOwnersPage(
  { page, limit, username, companyName, roleType, status }: PageParams & UserListFilter,
  signal?: AbortSignal,
): Promise<PageData<UserAdminRow>> {
  return api(endpoints.users.querySupplierDeveloper, {
    body: { page, limit, username, companyName, roleType, status },
    signal,
  });
}
