import { endpoints, type UserAdminRow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

/** Filters of the operator's account lists (all optional; sp_type and status are numeric codes). */
export interface UserListFilter {
  username?: string;
  companyName?: string;
  roleType?: number;
  spType?: number;
  status?: number;
}

export const usersPageKey = ['users', 'page'] as const;

/** POST /server/user/queryByPage: accounts of every role, newest first (operator). */
export function fetchUsersPage(
  { page, limit, username, companyName, roleType, spType, status }: PageParams & UserListFilter,
  signal?: AbortSignal,
): Promise<PageData<UserAdminRow>> {
  return api(endpoints.users.queryUsersPage, {
    body: { page, limit, username, companyName, roleType, spType, status },
    signal,
  });
}
