import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/mall/favourite/add. */
export function useFavouriteAdd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api(endpoints.mall.favouriteAdd, { body: { itemId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mallKey }),
  });
}
