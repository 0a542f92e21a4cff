import type { AppRunServiceDeps } from '../modules/app-runs/app-runs.service.js';
import type { BillLineService } from '../modules/billing/billing-lines.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';

/**
 * A run's end, in its transaction: the result goes to the evidence ledger, and a successful run of a prepaid order
 * is metered as one use at no extra charge (the pack was paid with the order). A refused metering (e.g. a refund
 * under review) is logged and never keeps the run from ending.
 */
export function appRunPorts(m: {
  billing: Pick<BillLineService, 'recordUsage'>;
  evidence: EvidenceService;
  warn: (error: unknown, use: { orderId: number; runId: number }) => void;
}): Pick<AppRunServiceDeps, 'record' | 'recordUse'> {
  return {
    record: (tx, entry) => m.evidence.append(tx, entry),
    recordUse: (tx, use) =>
      m.billing
        .recordUsage(tx, {
          orderId: use.orderId,
          source: 'run',
          reference: `run:${use.runId}`,
          unitPrice: 0n,
        })
        .catch((error) => m.warn(error, use)),
  };
}
