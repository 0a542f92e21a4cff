import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const securityInfoQuery = () =>
  queryOptions({
    queryKey: ['users', 'security-info'],
    queryFn: ({ signal }) => api(endpoints.users.getSecurityInfo, { signal }),
  });

/** The own account's security overview (masked mobile, last login, password age, sessions). */
export function useSecurityInfo() {
  return useQuery(securityInfoQuery());
}
