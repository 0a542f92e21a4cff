import { endpoints, type evidence } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface EntryFilter {
  orderId?: string;
  /** Buyer or seller of the order. */
  userId?: string;
  entryType?: evidence.EvidenceType;
  blockNo?: string;
  seq?: string;
}

const id = (value: string | undefined) => (value ? Number(value) : undefined);

/** POST /server/evidence/queryEntries, one page (newest first). */
export function fetchEntriesPage(
  { page, limit, orderId, userId, entryType, blockNo, seq }: PageParams & EntryFilter,
  signal: AbortSignal,
): Promise<PageData<evidence.EvidenceEntry>> {
  return api(endpoints.evidence.queryEntries, {
    body: {
      page,
      limit,
      orderId: id(orderId),
      userId: id(userId),
      entryType,
      blockNo: id(blockNo),
      seq: id(seq),
    },
    signal,
  });
}
