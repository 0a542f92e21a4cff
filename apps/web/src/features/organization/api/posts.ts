import { endpoints } from '@datamall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';
import { useInvalidateOrganization } from './invalidate';
import { organizationKey } from './keys';

const e = endpoints.organization;

export interface PostFilter {
  keyword?: string;
  status?: 0 | 1;
}

export interface PostValues {
  postCode: string;
  postName: string;
  sort: number;
  status: 0 | 1;
}

export function fetchPostPage(params: PageParams & PostFilter, signal?: AbortSignal) {
  const { page, limit, keyword, status } = params;
  return api(e.postPage, { query: { page, limit, keyword, status }, signal });
}

/** GET /sys/post/list: the posts in use, for the staff form. */
export function usePostOptions() {
  return useQuery({
    queryKey: [...organizationKey, 'postList'],
    queryFn: ({ signal }) => api(e.postList, { signal }),
  });
}

export function useSavePost() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ id, ...body }: PostValues & { id?: string }) =>
      id ? api(e.postUpdate, { body: { ...body, id: Number(id) } }) : api(e.postSave, { body }),
    onSuccess: invalidate,
  });
}

/** DELETE /sys/post: refused while a staff account holds one of them. */
export function useDeletePosts() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (ids: string[]) => api(e.postDelete, { body: ids.map(Number) }),
    onSuccess: invalidate,
  });
}
