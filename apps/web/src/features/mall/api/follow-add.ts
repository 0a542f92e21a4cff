import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/mall/follow/add. */
export function useFollowAdd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: string) => api(endpoints.mall.followAdd, { body: { ownerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mallKey }),
  });
}
