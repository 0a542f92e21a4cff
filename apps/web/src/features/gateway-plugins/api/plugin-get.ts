import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { pluginCurrentKey } from './keys';

/** GET /server/gateway/plugin/get: the plugins in force of an API good (version 0: the defaults). */
export function usePluginCurrent(itemId: string | undefined) {
  return useQuery({
    queryKey: pluginCurrentKey(itemId ?? ''),
    queryFn: ({ signal }) => api(endpoints.gateway.pluginGet, { query: { itemId: itemId ?? '' }, signal }),
    enabled: Boolean(itemId),
    meta: { silentError: true },
  });
}
