import { type AccessTargetType, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { accessListsKey } from './keys';

/** POST /server/blackWhiteList/query: the list of one of the caller's targets. */
export function useAccessList(targetType: AccessTargetType | undefined, targetId: string | undefined) {
  return useQuery({
    queryKey: [...accessListsKey, 'list', targetType, targetId],
    queryFn: ({ signal }) =>
      api(endpoints.accessLists.queryBlackWhiteList, {
        body: { targetType: targetType!, targetId: Number(targetId) },
        signal,
      }),
    enabled: Boolean(targetType && targetId),
    meta: { silentError: true },
  });
}
