import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { ledgerKey } from './ledger-status';

/** GET /sys/user/page: users whose name contains `username`, for the entries' filter by buyer or seller. */
export function useUserOptions(username: string) {
  return useQuery({
    queryKey: [...ledgerKey, 'users', username],
    queryFn: ({ signal }) =>
      api(endpoints.users.userPickerPage, {
        query: { page: 1, limit: 20, username: username || undefined },
        signal,
      }),
    staleTime: 30_000,
  });
}
