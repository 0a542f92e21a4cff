import { endpoints } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { archivesKey } from './keys';

export interface RunArchiveQueryInput {
  query: ArchiveQueryName;
  key: string;
  /** The Idempotency-Key of this attempt (see `QueryAttempt`). */
  attemptKey: string;
}

/** POST /server/archives/query with the attempt's Idempotency-Key: a retry of the same attempt is not charged twice. */
export function useRunArchiveQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, key, attemptKey }: RunArchiveQueryInput) =>
      api(endpoints.archives.runArchiveQuery, {
        body: { query, key },
        headers: { [endpoints.orders.IDEMPOTENCY_HEADER]: attemptKey },
      }),
    // The credit, the packs and the history change with a query.
    onSettled: () => queryClient.invalidateQueries({ queryKey: archivesKey }),
  });
}
