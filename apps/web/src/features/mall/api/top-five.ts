import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { session } from '../../../shared/session';
import { mallKey } from './keys';

/** POST queryTopFiveItem (visitors) or queryTopFiveItemV2 (logged in): the five goods sold most. */
export function useTopFiveItems(itemType?: number) {
  const loggedIn = session.hasToken();
  return useQuery({
    queryKey: [...mallKey, 'topFive', itemType ?? 'all', loggedIn],
    queryFn: ({ signal }) =>
      api(loggedIn ? endpoints.mall.queryTopFiveItemV2 : endpoints.mall.queryTopFiveItem, {
        body: { itemType },
        signal,
      }),
    staleTime: 60_000,
  });
}
