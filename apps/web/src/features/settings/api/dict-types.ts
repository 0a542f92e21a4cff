import { endpoints, type settings } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { dictionariesKey } from '../../../shared/dictionaries/use-dict-label';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const dictTypesKey = ['settings', 'dictTypes'] as const;

export interface DictTypeFilter {
  dictType?: string;
  dictName?: string;
}

/** GET /sys/dict/type/page: by sort, then key. */
export function fetchDictTypesPage(
  { page, limit, dictType, dictName }: PageParams & DictTypeFilter,
  signal?: AbortSignal,
): Promise<PageData<settings.DictTypeRow>> {
  return api(endpoints.settings.dictTypePage, { query: { page, limit, dictType, dictName }, signal });
}

export interface DictTypeValues {
  dictType: string;
  dictName: string;
  remark?: string;
  sort?: number;
}

/** After a change: the console's lists and the dictionaries every page labels with. */
export function useInvalidateDictionaries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dictTypesKey }),
      queryClient.invalidateQueries({ queryKey: dictionariesKey }),
    ]);
}

/** POST /sys/dict/type (no id) or PUT /sys/dict/type (with id). */
export function useSaveDictType() {
  const invalidate = useInvalidateDictionaries();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: DictTypeValues }) => {
      const body = { ...values, remark: values.remark ?? '', sort: values.sort ?? 0 };
      return id
        ? api(endpoints.settings.dictTypeUpdate, { body: { id: Number(id), ...body } })
        : api(endpoints.settings.dictTypeAdd, { body });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /sys/dict/type: the types with their items. */
export function useDeleteDictTypes() {
  const invalidate = useInvalidateDictionaries();
  return useMutation({
    mutationFn: (ids: string[]) => api(endpoints.settings.dictTypeDelete, { body: ids.map(Number) }),
    onSuccess: invalidate,
  });
}
