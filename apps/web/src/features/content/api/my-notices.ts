import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLivePollInterval } from '../../../shared/live/use-live';
import type { PageParams } from '../../../shared/ui/page-table';
import { myNoticesKey } from './keys';

const e = endpoints.content;

export interface MyNoticeFilter {
  readStatus?: 0 | 1;
  title?: string;
}

export const myNoticePageKey = [...myNoticesKey, 'page'] as const;

export function fetchMyNotices(params: PageParams & MyNoticeFilter, signal?: AbortSignal) {
  const { page, limit, readStatus, title } = params;
  return api(e.myNoticePage, { body: { page, limit, readStatus, title }, signal });
}

/** The caller's unread count: pushed over the live channel, polled every minute while it is down. */
export function useUnreadCount(enabled = true) {
  const refetchInterval = useLivePollInterval(60_000);
  return useQuery({
    queryKey: [...myNoticesKey, 'unread'],
    queryFn: ({ signal }) => api(e.myUnreadCount, { signal }),
    refetchInterval,
    enabled,
    meta: { silentError: true },
  });
}

export function useLatestUnread(enabled: boolean) {
  return useQuery({
    queryKey: [...myNoticesKey, 'latest'],
    queryFn: ({ signal }) => api(e.myUnreadNotices, { signal }),
    enabled,
  });
}

/** Opens a notice (marks it read). */
export function useMyNotice(id?: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...myNoticesKey, 'detail', id],
    queryFn: async ({ signal }) => {
      const notice = await api(e.myNoticeDetail, { query: { id: Number(id) }, signal });
      void queryClient.invalidateQueries({ queryKey: [...myNoticesKey, 'unread'] });
      void queryClient.invalidateQueries({ queryKey: [...myNoticesKey, 'latest'] });
      return notice;
    },
    enabled: !!id,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: { ids: string[] } | 'all') =>
      api(e.myNoticeRead, {
        body: what === 'all' ? { all: 1 } : { ids: what.ids.map(Number) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myNoticesKey }),
  });
}
