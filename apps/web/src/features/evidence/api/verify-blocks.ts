import { endpoints, type evidence } from '@datamall/contract';
import { api } from '../../../shared/api/api';

/** POST /server/evidence/verifyBlocks: blocks `fromBlock`..`toBlock` (at most maxVerifyBlocks). */
export function verifyBlocks(
  fromBlock: number,
  toBlock: number,
  signal?: AbortSignal,
): Promise<evidence.RangeVerification> {
  return api(endpoints.evidence.verifyBlocks, { body: { fromBlock, toBlock }, signal, long: true });
}
