import { endpoints, type settings } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { dictTypesKey, useInvalidateDictionaries } from './dict-types';

export const dictDataKey = (typeId: string) => [...dictTypesKey, typeId, 'items'] as const;

export interface DictDataFilter {
  label?: string;
}

/** GET /sys/dict/data/page: the items of one type, by sort. */
export function fetchDictDataPage(
  typeId: string,
  { page, limit, label }: PageParams & DictDataFilter,
  signal?: AbortSignal,
): Promise<PageData<settings.DictItem>> {
  return api(endpoints.settings.dictDataPage, {
    query: { page, limit, dictTypeId: Number(typeId), label },
    signal,
  });
}

export interface DictItemValues {
  dictValue: string;
  labelZhCn: string;
  labelZhTw: string;
  labelEnUs: string;
  remark?: string;
  sort?: number;
}

/** POST /sys/dict/data (no id) or PUT /sys/dict/data (with id). */
export function useSaveDictItem(typeId: string) {
  const invalidate = useInvalidateDictionaries();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: DictItemValues }) => {
      const body = { ...values, remark: values.remark ?? '', sort: values.sort ?? 0 };
      return id
        ? api(endpoints.settings.dictDataUpdate, { body: { id: Number(id), ...body } })
        : api(endpoints.settings.dictDataAdd, { body: { dictTypeId: Number(typeId), ...body } });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /sys/dict/data. */
export function useDeleteDictItems() {
  const invalidate = useInvalidateDictionaries();
  return useMutation({
    mutationFn: (ids: string[]) => api(endpoints.settings.dictDataDelete, { body: ids.map(Number) }),
    onSuccess: invalidate,
  });
}
