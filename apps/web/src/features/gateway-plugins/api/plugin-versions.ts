import { endpoints, type gateway } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData } from '../../../shared/ui/page-table';
import { pluginVersionsKey } from './keys';

export interface PluginVersionsParams {
  itemId: string;
  page: number;
  limit: number;
}

/** GET /server/gateway/plugin/versions: the saved plugin versions of an API good, newest first. */
export function fetchPluginVersions(
  { itemId, page, limit }: PluginVersionsParams,
  signal?: AbortSignal,
): Promise<PageData<gateway.PluginVersion>> {
  return api(endpoints.gateway.pluginVersions, { query: { itemId, page, limit }, signal });
}

/** One page of the versions (the table's, or the next one for the version before a page's last row). */
export function usePluginVersions(params: PluginVersionsParams, enabled = true) {
  return useQuery({
    queryKey: [...pluginVersionsKey(params.itemId), params.page, params.limit],
    queryFn: ({ signal }) => fetchPluginVersions(params, signal),
    enabled: enabled && Boolean(params.itemId),
    meta: { silentError: true },
  });
}
