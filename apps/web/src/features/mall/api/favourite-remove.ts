import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/mall/favourite/remove. */
export function useFavouriteRemove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemIds: string[]) => api(endpoints.mall.favouriteRemove, { body: { itemIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mallKey }),
  });
}
