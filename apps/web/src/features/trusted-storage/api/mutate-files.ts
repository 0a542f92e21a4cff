import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { trustedFilesKey } from './keys';

/** POST /server/hdfsConfig/createFolder. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) =>
      api(endpoints.trustedStorage.createTrustedFolder, { body: { path }, long: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedFilesKey }),
  });
}

/** POST /server/hdfsConfig/delete: a file, or an empty folder. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) =>
      api(endpoints.trustedStorage.deleteTrustedEntry, { body: { path }, long: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedFilesKey }),
  });
}
