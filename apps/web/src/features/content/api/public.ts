import { type content, endpoints, type Locale } from '@datamall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';
import { contentKey } from './keys';

const e = endpoints.content;

/** The mall's channel tree (optionally one group), in the current language. */
export function navQuery(locale: Locale, group?: content.ChannelGroup) {
  return queryOptions({
    queryKey: [...contentKey, 'nav', locale, group ?? ''],
    queryFn: ({ signal }) => api(e.nav, { query: { group }, signal }),
    staleTime: 60_000,
  });
}

export function useNav(group?: content.ChannelGroup) {
  return useQuery(navQuery(useLocale(), group));
}

export interface ArticleListParams {
  scode?: string;
  group?: content.ChannelGroup;
  keyword?: string;
  page: number;
  limit: number;
}

/** Published articles of a channel or group: GET /server/content/list. */
export function useArticleList(params: ArticleListParams, enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'list', locale, params],
    queryFn: ({ signal }) => api(e.list, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A published article (counts one visit per load): GET /server/content/detail. */
export function useArticleView(id: string | null | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'detail', locale, id],
    queryFn: ({ signal }) => api(e.detail, { query: { id: Number(id) }, signal }),
    enabled: !!id && /^\d+$/.test(id),
    // One visit per opening: do not refetch on focus.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The most visited articles of a channel or group. */
export function useHotArticles(q: { scode?: string; group?: content.ChannelGroup; num?: number }) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'hot', locale, q],
    queryFn: ({ signal }) => api(e.hot, { query: q, signal }),
    staleTime: 60_000,
  });
}

/** The footer navigation: columns with their entries. */
export function useFooterTree() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'footerTree', locale],
    queryFn: ({ signal }) => api(e.footerTree, { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}

export function useFooterEntry(id: string | null | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'footerEntry', locale, id],
    queryFn: ({ signal }) => api(e.footerDetail, { query: { id: Number(id) }, signal }),
    enabled: !!id && /^\d+$/.test(id),
  });
}

export function useFooterChildren(id: string | null | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'footerChildren', locale, id],
    queryFn: ({ signal }) => api(e.footerChildren, { query: { id: Number(id) }, signal }),
    enabled: !!id && /^\d+$/.test(id),
  });
}

/** An agreement by id or code, in the current language: POST /server/zqagreement/get. */
export function useAgreementView(q: { id?: number; code?: string }) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'agreement', locale, q],
    queryFn: ({ signal }) => api(e.getAgreement, { query: q, signal }),
    enabled: q.id !== undefined || !!q.code,
    staleTime: 5 * 60_000,
    // Shown in place (an agreement not published yet): no toast on top of it.
    meta: { silentError: true },
  });
}
