import { type community, endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { publicKey } from './keys';

const e = endpoints.community;

const isId = (id: string | null | undefined): id is string => !!id && /^[1-9]\d{0,17}$/.test(id);

/** Published articles: GET /server/community/article/list (no login). */
export function useArticles(query: community.ArticleListQuery, enabled = true) {
  return useQuery({
    queryKey: [...publicKey, 'articles', query],
    queryFn: ({ signal }) => api(e.articles, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A published article to read; each load counts one view, so it is not refetched on focus. */
export function useArticle(id: string | null | undefined) {
  return useQuery({
    queryKey: [...publicKey, 'article', id],
    queryFn: ({ signal }) => api(e.article, { query: { id: Number(id) }, signal }),
    enabled: isId(id),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });
}

/** Published columns: GET /server/community/column/list (no login). */
export function useColumns(query: { page: number; limit: number; keyword?: string; authorId?: string }) {
  return useQuery({
    queryKey: [...publicKey, 'columns', query],
    queryFn: ({ signal }) => api(e.columns, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A published column: GET /server/community/column/detail. */
export function useColumn(id: string | null | undefined) {
  return useQuery({
    queryKey: [...publicKey, 'column', id],
    queryFn: ({ signal }) => api(e.column, { query: { id: Number(id) }, signal }),
    enabled: isId(id),
    meta: { silentError: true },
  });
}

export { isId };
