import { type community, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { adminArticlesKey, communityKey } from './keys';
import { isId } from './public';

const e = endpoints.community;

export interface AdminFilter {
  status?: number;
  keyword?: string;
  category?: community.Category;
}

/** Every article not deleted: POST /server/community/admin/article/page. */
export function fetchAdminArticles(
  { page, limit, status, keyword, category }: PageParams & AdminFilter,
  signal?: AbortSignal,
): Promise<PageData<community.ArticleSummary>> {
  return api(e.adminArticles, {
    body: { page, limit, status, category, keyword: keyword || undefined },
    signal,
  });
}

/** Every column not deleted: POST /server/community/admin/column/page. */
export function fetchAdminColumns(
  { page, limit, status, keyword }: PageParams & AdminFilter,
  signal?: AbortSignal,
): Promise<PageData<community.Column>> {
  return api(e.adminColumns, { body: { page, limit, status, keyword: keyword || undefined }, signal });
}

/** One article in any status (what the review shows). */
export function useAdminArticle(id: string | undefined) {
  return useQuery({
    queryKey: [...adminArticlesKey, 'one', id],
    queryFn: ({ signal }) => api(e.adminArticle, { query: { id: Number(id) }, signal }),
    enabled: isId(id),
    meta: { silentError: true },
  });
}

/** One column in any status. */
export function useAdminColumn(id: string | undefined) {
  return useQuery({
    queryKey: [...communityKey, 'adminColumn', id],
    queryFn: ({ signal }) => api(e.adminColumn, { query: { id: Number(id) }, signal }),
    enabled: isId(id),
    meta: { silentError: true },
  });
}

/** Takes a published article or column off the site with a reason. */
export function useTakeDown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: 'article' | 'column'; id: string; reason: string }) =>
      api(e.takeDown, { body: { ...body, id: Number(body.id) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKey }),
  });
}
