import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { reloadTraditional } from '../../../shared/i18n/traditional';
import { catalogKey } from './classification-tree';

export interface ClassificationValues {
  parentId?: string | null;
  name: string;
  nameEn?: string;
  sort?: number;
  icon?: string;
  status?: number;
}

const toBody = (values: ClassificationValues) => ({
  parentId: values.parentId ? Number(values.parentId) : null,
  name: values.name,
  nameEn: values.nameEn ?? '',
  sort: values.sort ?? 0,
  icon: values.icon ?? '',
  status: values.status ?? 1,
});

/** addSourceClassification (no id) or updateSourceClassification (with id). */
export function useSaveClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      classify,
      values,
    }: {
      id?: string;
      classify: number;
      values: ClassificationValues;
    }) =>
      id
        ? api(endpoints.catalog.updateSourceClassification, { body: { id: Number(id), ...toBody(values) } })
        : api(endpoints.catalog.addSourceClassification, { body: { classify, ...toBody(values) } }),
    // The Traditional names first, so the refetched tree renders with them (zh-TW).
    onSuccess: async () => {
      await reloadTraditional();
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    },
  });
}

/** DELETE deleteSourceClassification?id: refused by the server while it has children, tags or users. */
export function useDeleteClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(endpoints.catalog.deleteSourceClassification, { query: { id: Number(id) } }),
    // The Traditional names first, so the refetched tree renders with them (zh-TW).
    onSuccess: async () => {
      await reloadTraditional();
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    },
  });
}
