import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/mall/follow/remove. */
export function useFollowRemove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ownerIds: string[]) => api(endpoints.mall.followRemove, { body: { ownerIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mallKey }),
  });
}
