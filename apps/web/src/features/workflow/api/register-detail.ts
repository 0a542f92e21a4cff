import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const registerDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: ['workflow', 'register-detail', userId],
    queryFn: ({ signal }) => api(endpoints.users.queryRegisterDetail, { query: { userId }, signal }),
    meta: { silentError: true },
  });

/** GET /server/user/queryRegisterDetail: the applicant behind a `user-registration` task. */
export function useRegisterDetail(userId: string | undefined) {
  return useQuery({ ...registerDetailQuery(userId ?? ''), enabled: Boolean(userId) });
}
