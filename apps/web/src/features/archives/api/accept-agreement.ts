import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { archiveCatalogKey } from './keys';

/** POST /server/archives/agreement/accept with the hash of the version the page showed. */
export function useAcceptArchiveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreementHash: string) =>
      api(endpoints.archives.acceptArchiveAgreement, { body: { agreementHash } }),
    // Accepted, or refused because the text changed: either way the catalog's state is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: archiveCatalogKey }),
  });
}
