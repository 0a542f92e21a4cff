import { endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';
import { useInvalidateOrganization } from './invalidate';

const e = endpoints.organization;

export interface OnlineFilter {
  username?: string;
  roleType?: number;
}

export function fetchOnlinePage(params: PageParams & OnlineFilter, signal?: AbortSignal) {
  const { page, limit, username, roleType } = params;
  return api(e.onlinePage, { query: { page, limit, username, roleType }, signal });
}

/** POST /sys/online/logout: ends the session and the sessions its login led to. */
export function useForceLogout() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (id: string) => api(e.onlineLogout, { body: { id: Number(id) } }),
    onSuccess: invalidate,
  });
}
