import { endpoints } from '@datamall/contract';
import { downloadFile } from '../../../shared/api/download';

/** GET /server/evidence/heads: the published, signed block heads a receipt is checked against offline. */
export function downloadEvidenceHeads(): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.evidence.downloadHeads.path,
    fallbackName: 'evidence-heads.json',
  });
}
