import { endpoints, type mall } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { session } from '../../../shared/session';
import { mallKey } from './keys';

/** POST /server/mall/search (visitors) or searchV2 (logged in: the caller's black and white lists apply). */
export function useMallSearch(body: mall.MallSearchBody, enabled = true) {
  const loggedIn = session.hasToken();
  return useQuery({
    queryKey: [...mallKey, 'search', loggedIn, body],
    queryFn: ({ signal }) =>
      api(loggedIn ? endpoints.mall.searchV2 : endpoints.mall.search, { body, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
