import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../shared/api/api';
import { session } from '../../../shared/session';
import { mallKey } from './keys';

export const itemDetailKey = (itemId: string | undefined) => [...mallKey, 'item', itemId] as const;

/**
 * GET itemDetail (visitors) or itemDetailV2 (logged in, with the caller's state). Both count a view; a
 * refetch of the same page (after favouriting) uses the Resp variants, which do not.
 */
export function useMallItemDetail(itemId: string | undefined) {
  const loggedIn = session.hasToken();
  const counted = useRef<string | undefined>(undefined);
  return useQuery({
    queryKey: [...itemDetailKey(itemId), loggedIn],
    queryFn: ({ signal }) => {
      const query = { itemId: itemId ?? '' };
      const endpoint =
        counted.current === itemId
          ? loggedIn
            ? endpoints.mall.itemDetailRespV2
            : endpoints.mall.itemDetailResp
          : loggedIn
            ? endpoints.mall.itemDetailV2
            : endpoints.mall.itemDetail;
      counted.current = itemId;
      return api(endpoint, { query, signal });
    },
    enabled: Boolean(itemId),
    // The detail page shows the error in place (not found, taken off): no toast on top of it.
    meta: { silentError: true },
  });
}
