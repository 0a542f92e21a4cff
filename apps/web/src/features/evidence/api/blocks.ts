import { endpoints, type evidence } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface BlockFilter {
  blockNo?: string;
  state?: (typeof evidence.BLOCK_STATES)[number];
}

/** POST /server/evidence/queryBlocks, one page (newest first). */
export function fetchBlocksPage(
  { page, limit, blockNo, state }: PageParams & BlockFilter,
  signal: AbortSignal,
): Promise<PageData<evidence.LedgerBlock>> {
  return api(endpoints.evidence.queryBlocks, {
    body: { page, limit, blockNo: blockNo ? Number(blockNo) : undefined, state },
    signal,
  });
}
