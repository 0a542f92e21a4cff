import { type AccessListSave, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { accessListsKey } from './keys';

/** POST /server/blackWhiteList/save: replaces the mode and the consumers of a list. */
export function useSaveAccessList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessListSave) => api(endpoints.accessLists.saveBlackWhiteList, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessListsKey }),
  });
}
