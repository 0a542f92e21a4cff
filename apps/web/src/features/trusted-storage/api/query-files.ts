import { endpoints, type TrustedEntry } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { trustedFilesKey } from './keys';

export interface FilesFilter {
  path: string;
  name?: string;
}

export type FilesPage = PageData<TrustedEntry> & { path: string; truncated: boolean };

/** POST /server/item/queryHdfsFiles: one folder, folders first, paged. */
export function fetchFilesPage(
  { page, limit, path, name }: PageParams & FilesFilter,
  signal?: AbortSignal,
): Promise<FilesPage> {
  return api(endpoints.trustedStorage.queryHdfsFiles, {
    body: { page, limit, path, name },
    signal,
    long: true,
  });
}

/** POST /server/item/directoryList: the sub-folders of a folder, for the folder tree. */
export function fetchDirectories(path: string): Promise<TrustedEntry[]> {
  return api(endpoints.trustedStorage.directoryList, { body: { path }, long: true });
}

export function useDirectories(path: string, enabled = true) {
  return useQuery({
    queryKey: [...trustedFilesKey, 'dirs', path],
    queryFn: () => fetchDirectories(path),
    enabled,
  });
}
