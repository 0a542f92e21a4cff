import { type community, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { communityKey, myArticlesKey, myColumnsKey } from './keys';
import { isId } from './public';

const e = endpoints.community;

export interface OwnFilter {
  status?: number;
  keyword?: string;
}

/** The developer's articles in every status: POST /server/community/my/article/page. */
export function fetchMyArticles(
  { page, limit, status, keyword }: PageParams & OwnFilter,
  signal?: AbortSignal,
): Promise<PageData<community.ArticleSummary>> {
  return api(e.myArticles, { body: { page, limit, status, keyword: keyword || undefined }, signal });
}

/** The developer's columns in every status: POST /server/community/my/column/page. */
export function fetchMyColumns(
  { page, limit, status, keyword }: PageParams & OwnFilter,
  signal?: AbortSignal,
): Promise<PageData<community.Column>> {
  return api(e.myColumns, { body: { page, limit, status, keyword: keyword || undefined }, signal });
}

/** Every column of the developer (the column select of the article form). */
export function useMyColumnOptions() {
  return useQuery({
    queryKey: [...myColumnsKey, 'options'],
    queryFn: ({ signal }) => fetchMyColumns({ page: 1, limit: 100 }, signal),
  });
}

export function useMyArticle(id: string | undefined) {
  return useQuery({
    queryKey: [...myArticlesKey, 'one', id],
    queryFn: ({ signal }) => api(e.myArticle, { query: { id: Number(id) }, signal }),
    enabled: isId(id),
    gcTime: 0,
  });
}

export function useMyColumn(id: string | undefined) {
  return useQuery({
    queryKey: [...myColumnsKey, 'one', id],
    queryFn: ({ signal }) => api(e.myColumn, { query: { id: Number(id) }, signal }),
    enabled: isId(id),
    gcTime: 0,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: communityKey });
}

export function useSaveArticle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: community.SaveArticle) => api(e.saveArticle, { body }),
    onSuccess: invalidate,
  });
}

export function useSaveColumn() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: community.SaveColumn) => api(e.saveColumn, { body }),
    onSuccess: invalidate,
  });
}

export type PostKind = 'article' | 'column';
export type PostCommand = 'submit' | 'withdraw' | 'delete';

const COMMANDS = {
  article: { submit: e.submitArticle, withdraw: e.withdrawArticle, delete: e.deleteArticle },
  column: { submit: e.submitColumn, withdraw: e.withdrawColumn, delete: e.deleteColumn },
} as const;

/** Submit, withdraw or delete one of the developer's articles or columns. */
export function usePostCommand() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, command, id }: { kind: PostKind; command: PostCommand; id: string }) =>
      api(COMMANDS[kind][command] as typeof e.submitArticle, { body: { id: Number(id) } }),
    onSuccess: invalidate,
  });
}

/** An image of an article: multipart field `file`, answers its URL. */
export function uploadCommunityImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api(e.upload, { body: form as never, long: true });
}
