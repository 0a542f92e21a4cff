import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/storage.js';
import type { CreditService } from '../credit/credit.service.js';
import type { BillingPorts } from './billing.ports.js';
import { InvoiceService } from './billing-invoices.service.js';
import { BillLineService } from './billing-lines.service.js';
import { RefundService } from './billing-refunds.service.js';
import { StatementService } from './billing-statements.service.js';

/** What billing needs: its own platform pieces and the ports to other modules (wired in the flows). */
export interface BillingDeps extends BillingPorts {
  db: Db;
  clock: Clock;
  credit: CreditService;
  storage: FileStorage;
  /** Where a failed run of the monthly statements job is reported. */
  log?: (error: unknown) => void;
}

/**
 * Billing, in four parts: bill lines (payments, usage, adjustments, refunds; commission; lists and summary),
 * monthly statements (and payout bank accounts), invoices, and refunds. Callers reach the part they need
 * (`billing.lines.recordPayment`, `billing.refunds.onRefunded`).
 */
export class BillingService {
  readonly lines: BillLineService;
  readonly statements: StatementService;
  readonly invoices: InvoiceService;
  readonly refunds: RefundService;

  constructor(deps: BillingDeps) {
    const { db, clock, credit, storage, log, ...ports } = deps;
    this.lines = new BillLineService({ db, clock, ...ports });
    this.statements = new StatementService({ db, clock, log });
    this.invoices = new InvoiceService({ db, clock, storage, statements: this.statements });
    this.refunds = new RefundService({ db, clock, credit, lines: this.lines, findOrder: ports.findOrder });
  }
}
