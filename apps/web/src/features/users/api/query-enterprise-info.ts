import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const enterpriseInfoKey = ['users', 'enterprise-info'] as const;

/** `userId` undefined: the own enterprise identity; else the operator's view of that user. */
export const enterpriseInfoQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...enterpriseInfoKey, userId ?? 'own'],
    queryFn: ({ signal }) =>
      api(endpoints.users.queryEnterpriseInfo, { body: userId ? { userId } : {}, signal }),
  });

/** The own enterprise identity; null when it was never submitted. */
export function useOwnEnterpriseInfo() {
  return useQuery(enterpriseInfoQuery());
}

/** A user's enterprise identity for the operator; idle until a user is chosen. */
export function useEnterpriseInfo(userId: string | undefined) {
  return useQuery({ ...enterpriseInfoQuery(userId ?? ''), enabled: Boolean(userId) });
}
