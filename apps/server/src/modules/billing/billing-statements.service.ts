import { billing } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { badParam, forbidden, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { cstMonth, previousMonth } from './billing.money.js';
import { isOperator } from './billing.policy.js';
import * as repo from './billing.repository.js';

export interface StatementDeps {
  db: Db;
  clock: Clock;
  /** Where a failed run of the monthly job is reported. */
  log?: (error: unknown) => void;
}

/**
 * Monthly statements of consumers and sellers: the job that gathers each month's lines onto them, their pages
 * and transitions, and the bank accounts sellers are paid to.
 */
export class StatementService {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: StatementDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  // --- the monthly job -----------------------------------------------------------------------------------------

  /**
   * Generates the statements of `month`: every consumer and seller with lines of that month or earlier that
   * are on no statement gets its statement of the month (created once), and those lines join it while it is
   * still in its first state. Idempotent.
   */
  async generateStatements(month: string) {
    return this.deps.db.transaction(async (tx) => {
      let customerCreated = 0;
      let userCreated = 0;
      let linesAttached = 0;
      const now = this.now();
      for (const owner of await repo.unattachedOwners(tx, month)) {
        const created = await repo.insertStatementIfMissing(tx, {
          party: owner.party,
          userId: owner.userId,
          month,
          status: 0,
          createdAt: now,
          updatedAt: now,
        });
        if (created && owner.party === 'consumer') customerCreated += 1;
        if (created && owner.party === 'seller') userCreated += 1;
        const statement = await repo.lockStatementOf(tx, owner.party, owner.userId, month);
        if (statement?.status !== 0) continue;
        linesAttached += await repo.attachLines(tx, statement.id, owner.party, owner.userId, month);
        await repo.recomputeStatement(tx, statement.id, now);
      }
      return { customerCreated, userCreated, linesAttached };
    });
  }

  /** One run of the scheduled job: the statements of the month before now (CST). */
  runMonthlyJob() {
    return this.generateStatements(previousMonth(cstMonth(this.now())));
  }

  /** Runs the statements of the month before now (CST) every `intervalMs`; harmless to repeat. */
  startMonthlyJob(intervalMs = 3_600_000) {
    if (this.timer) return;
    const run = () => {
      this.runMonthlyJob().catch((e) => this.deps.log?.(e));
    };
    this.timer = setInterval(run, intervalMs);
    this.timer.unref?.();
  }

  stopMonthlyJob() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  // --- statements ---------------------------------------------------------------------------------------------

  /** A statement of `party` the caller may read (its owner or the operator); anything else answers 404. */
  async readable(actor: Actor, id: number, party: 'consumer' | 'seller') {
    const row = await repo.findStatement(this.deps.db, id);
    if (!row || row.party !== party) throw notFound();
    if (!isOperator(actor) && row.userId !== actor.userId) throw notFound();
    return row;
  }

  customerStatement(actor: Actor, id: number) {
    return this.readable(actor, id, 'consumer');
  }

  async userStatement(actor: Actor, id: number) {
    const row = await this.readable(actor, id, 'seller');
    return { row, bankCard: await repo.findBankCard(this.deps.db, row.userId) };
  }

  scopedStatementFilter(
    actor: Actor,
    party: 'consumer' | 'seller',
    f: { month?: string | undefined; status?: number | undefined; userId?: number | undefined },
  ): repo.StatementFilter {
    return { party, month: f.month, status: f.status, userId: isOperator(actor) ? f.userId : actor.userId };
  }

  pageStatements(
    actor: Actor,
    party: 'consumer' | 'seller',
    page: PageRequest,
    f: repo.StatementFilter | object,
  ) {
    return repo.pageStatements(this.deps.db, page, this.scopedStatementFilter(actor, party, f));
  }

  statementsAfter(filter: repo.StatementFilter, afterId: number, limit: number) {
    return repo.statementsAfter(this.deps.db, filter, afterId, limit);
  }

  /** Operator moves a consumer statement along the transition table; anything else is 409. */
  async customerTransition(id: number, action: 'onAccount' | 'settle') {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.findStatement(tx, id, true);
      if (row?.party !== 'consumer') throw notFound();
      const to = billing.customerStatementNext(row.status, action);
      if (to === null) throw illegalState();
      return repo.updateStatement(tx, id, { status: to, updatedAt: this.now() });
    });
  }

  /** Seller statements: the operator puts on account and pays, the seller confirms; else 403, wrong state 409. */
  async userTransition(actor: Actor, id: number, action: 'onAccount' | 'confirm' | 'pay') {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.findStatement(tx, id, true);
      if (row?.party !== 'seller') throw notFound();
      if (!isOperator(actor) && row.userId !== actor.userId) throw notFound();
      const operatorAction = action === 'onAccount' || action === 'pay';
      if (operatorAction !== isOperator(actor)) throw forbidden();
      const to = billing.userStatementNext(row.status, action);
      if (to === null) throw illegalState();
      return repo.updateStatement(tx, id, { status: to, updatedAt: this.now() });
    });
  }

  // --- bank cards ----------------------------------------------------------------------------------------------

  bankCard(userId: number) {
    return repo.findBankCard(this.deps.db, userId);
  }

  saveBankCard(
    userId: number,
    input: { accountName: string; bankName: string; branchName: string; cardNumber: string },
  ) {
    if (!billing.BANK_ACCOUNT_PATTERN.test(input.cardNumber)) {
      throw badParam('cardNumber', 'bankAccountInvalid');
    }
    return repo.saveBankCard(this.deps.db, { userId, ...input, updatedAt: this.now() });
  }
}
