import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { session } from '../../../shared/session';

export const permissionsQuery = () =>
  queryOptions({
    queryKey: ['access', 'permissions'],
    queryFn: ({ signal }) => api(endpoints.access.menuPermissions, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export function usePermissions() {
  return useQuery({ ...permissionsQuery(), enabled: session.hasToken() });
}
