import { catalog, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { goodsKey } from './keys';

/** The goods classification tree (classify 2), nodes that fit the kind. */
export function useGoodsClassifications(itemType?: number) {
  return useQuery({
    queryKey: [...goodsKey, 'classifications', itemType ?? 'all'],
    queryFn: ({ signal }) =>
      api(endpoints.catalog.queryAll, { query: { classify: catalog.Classify.GOODS, itemType }, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** The brand tree (classify 3). */
export function useBrands() {
  return useQuery({
    queryKey: [...goodsKey, 'brands'],
    queryFn: ({ signal }) =>
      api(endpoints.catalog.queryAll, { query: { classify: catalog.Classify.BRAND }, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export interface TrustedFilesFilter {
  path: string;
  name?: string;
}

/** POST /server/item/queryHdfsFiles: one folder of the supplier's trusted storage (package files). */
export function fetchTrustedFiles(
  { page, limit, path, name }: PageParams & TrustedFilesFilter,
  signal?: AbortSignal,
): Promise<
  PageData<{
    name: string;
    path: string;
    type: 'directory' | 'file';
    size: number;
    modifyTime: string | null;
  }>
> {
  return api(endpoints.trustedStorage.queryHdfsFiles, {
    body: { page, limit, path, name },
    signal,
    long: true,
  });
}
