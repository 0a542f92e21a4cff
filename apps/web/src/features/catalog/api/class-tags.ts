import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { reloadTraditional } from '../../../shared/i18n/traditional';
import { catalogKey } from './classification-tree';

/** GET queryAllTags: the tags of one classification. */
export function useClassTags(classify: number, classificationId: string | undefined) {
  return useQuery({
    queryKey: [...catalogKey, 'tags', classify, classificationId],
    queryFn: ({ signal }) =>
      api(endpoints.catalog.queryAllTags, {
        query: { classify, classificationId: Number(classificationId) },
        signal,
      }),
    enabled: Boolean(classificationId),
  });
}

export interface ClassTagValues {
  name: string;
  sort?: number;
}

/** sourceClassification/addTag (no id) or updateTag (with id). */
export function useSaveClassTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      classificationId,
      values,
    }: {
      id?: string;
      classificationId: string;
      values: ClassTagValues;
    }) =>
      id
        ? api(endpoints.catalog.updateClassTag, {
            body: { id: Number(id), name: values.name, sort: values.sort ?? 0 },
          })
        : api(endpoints.catalog.addClassTag, {
            body: { classificationId: Number(classificationId), name: values.name, sort: values.sort ?? 0 },
          }),
    // The Traditional names first, so the refetched tree renders with them (zh-TW).
    onSuccess: async () => {
      await reloadTraditional();
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    },
  });
}

export function useDeleteClassTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.catalog.deleteClassTag, { query: { id: Number(id) } }),
    // The Traditional names first, so the refetched tree renders with them (zh-TW).
    onSuccess: async () => {
      await reloadTraditional();
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    },
  });
}
