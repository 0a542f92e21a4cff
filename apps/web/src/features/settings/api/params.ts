import { endpoints, type settings } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { uploadLimitsKey } from '../../../shared/upload-limits/use-upload-limits';

export const paramsKey = ['settings', 'params'] as const;

export interface ParamFilter {
  paramCode?: string;
}

/** GET /sys/params/page: built-in tunables first, then by code. */
export function fetchParamsPage(
  { page, limit, paramCode }: PageParams & ParamFilter,
  signal?: AbortSignal,
): Promise<PageData<settings.Param>> {
  return api(endpoints.settings.paramPage, { query: { page, limit, paramCode }, signal });
}

export interface ParamValues {
  paramCode: string;
  paramValue: string;
  remark?: string;
  valueType: settings.ParamValueType;
  rule?: string;
}

/** POST /sys/params (no id) or PUT /sys/params (with id). */
export function useSaveParam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ParamValues }) => {
      const body = { ...values, remark: values.remark ?? '', rule: values.rule ?? '' };
      return id
        ? api(endpoints.settings.paramUpdate, { body: { id: Number(id), ...body } })
        : api(endpoints.settings.paramAdd, { body });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paramsKey }),
        queryClient.invalidateQueries({ queryKey: uploadLimitsKey }),
      ]),
  });
}

/** DELETE /sys/params. */
export function useDeleteParams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api(endpoints.settings.paramDelete, { body: ids.map(Number) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paramsKey }),
  });
}
