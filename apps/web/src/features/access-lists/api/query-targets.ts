import { type AccessTargetType, endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { accessListsKey } from './keys';

/** How many targets the picker offers at once; typing a name narrows them on the server. */
export const TARGET_PICKER_SIZE = 50;

/** POST /server/blackWhiteList/targets: the caller's targets of a kind, and whether the kind is served. */
export function useAccessListTargets(targetType: AccessTargetType, name: string) {
  return useQuery({
    queryKey: [...accessListsKey, 'targets', targetType, name],
    queryFn: ({ signal }) =>
      api(endpoints.accessLists.queryBlackWhiteListTargets, {
        body: { targetType, name: name || undefined, page: 1, limit: TARGET_PICKER_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
