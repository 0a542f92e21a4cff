import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const registerDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'register-detail', userId],
    queryFn: ({ signal }) => api(endpoints.users.queryRegisterDetail, { query: { userId }, signal }),
  });

/** The registration of an account, for the operator's approval page. */
export function useRegisterDetail(userId: string | undefined) {
  return useQuery({ ...registerDetailQuery(userId ?? ''), enabled: Boolean(userId) });
}
