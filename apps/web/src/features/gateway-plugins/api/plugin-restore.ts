import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { gatewayPluginsKey } from './keys';

/** POST /server/gateway/plugin/restore: an earlier version of an own good's plugins saved again as the next one. */
export function usePluginRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, version }: { itemId: string; version: number }) =>
      api(endpoints.gateway.pluginRestore, { body: { itemId, version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayPluginsKey }),
  });
}
