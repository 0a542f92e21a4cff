import { endpoints, type evidence } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import { ledgerKey } from './ledger-status';

/** POST /server/evidence/queryHeads: signed heads (newest first) and the public keys that signed them. */
export function useHeadsPage(page: number, limit: number) {
  return useQuery({
    queryKey: [...ledgerKey, 'heads', page, limit],
    queryFn: ({ signal }) => api(endpoints.evidence.queryHeads, { body: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type HeadsPage = evidence.SignedHead;

/** GET /server/evidence/heads: the published heads file (JSON), saved by the browser. */
export function downloadHeads(): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.evidence.downloadHeads.path,
    fallbackName: 'evidence-heads.json',
  });
}
