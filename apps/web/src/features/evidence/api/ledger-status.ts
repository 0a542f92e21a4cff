import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const ledgerKey = ['evidence-ledger'] as const;

/** GET /server/evidence/status: size, head, signing key, and what a whole-chain verification needs. */
export function useLedgerStatus() {
  return useQuery({
    queryKey: [...ledgerKey, 'status'],
    queryFn: ({ signal }) => api(endpoints.evidence.status, { signal }),
  });
}
