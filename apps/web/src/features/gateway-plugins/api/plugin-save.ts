import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { gatewayPluginsKey } from './keys';

/** POST /server/gateway/plugin/save: the configuration of an own API good as its next version. */
export function usePluginSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.gateway.pluginSave>) =>
      api(endpoints.gateway.pluginSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayPluginsKey }),
  });
}
