import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { billing, ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import { isValidCreditCode } from '../../platform/credit-code.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, badParam, forbidden, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { FileStorage } from '../../platform/storage.js';
import type { CreditService } from '../credit/credit.service.js';
import {
  cstMonth,
  dayEnd,
  dayStart,
  monthsBetween,
  previousMonth,
  splitCommission,
} from './billing.money.js';
import * as repo from './billing.repository.js';

const {
  BillType,
  BillOrderType,
  CustomerBillOrderType,
  CustomerBillStatus,
  DetailType,
  InvoiceStatus,
  RefundStatus,
} = billing;

/** The order fields billing needs (an order row of the orders module fits). */
export interface BilledOrder {
  id: number;
  orderNo: string;
  consumerId: number;
  consumerName: string;
  sellerId: number;
  itemId: number;
  itemName: string;
  skuName: string;
  unitPrice: bigint;
  amount: bigint;
  payStatus: number;
}

/** What billing asks other modules, wired in the flows (never their tables). */
export interface BillingDeps {
  db: Db;
  clock: Clock;
  credit: CreditService;
  storage: FileStorage;
  /** An order by id inside `tx` (orders module). */
  findOrder(db: DbOrTx, orderId: number): Promise<BilledOrder | null>;
  /** The goods classification of a good inside `tx` (goods module); null when none. */
  classificationOf(db: DbOrTx, itemId: number): Promise<number | null>;
  /** Name of a classification, or null when it does not exist (catalog). */
  classificationName(id: number): Promise<string | null>;
  /** Usernames by id. */
  usernames(ids: number[]): Promise<Map<number, string>>;
  log?: (error: unknown) => void;
}

/** Starts the `refund` review for a refund (wired to the workflow in the refund flow). */
export type RefundReviewStarter = (
  tx: DbOrTx,
  input: { refundId: number; objectName: string; starterUserId: number },
) => Promise<number>;

/** Hooks run inside the transaction that approves a refund (e.g. the evidence ledger). */
export type RefundListener = (tx: DbOrTx, refund: repo.RefundRow) => Promise<void>;

const PAID = 1;
const INVOICE_MAX_BYTES = billing.INVOICE_FILE_MAX_MB * 1024 * 1024;
const isOperator = (a: Actor) => a.roleType === 0;
const isSeller = (a: Actor) => a.roleType === 2 || a.roleType === 3;

type LineListFilter = {
  month?: string | undefined;
  orderNo?: string | undefined;
  itemName?: string | undefined;
  orderType?: number | undefined;
  detailType?: number | undefined;
  statementId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  party?: billing.BillParty | undefined;
  userId?: number | undefined;
};

/**
 * Billing: bill lines of payments, usage, refunds and adjustments; monthly statements; commission; invoices;
 * payout bank accounts; refunds; summaries. Every money change writes lines whose consumer part equals the
 * seller part plus the platform part.
 */
export class BillingService {
  private refundReview: RefundReviewStarter | null = null;
  private readonly refundListeners: RefundListener[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: BillingDeps) {}

  /** Whether the order was refunded (an approved refund): the order is finished whatever its delivery. */
  isRefunded(db: DbOrTx, orderId: number): Promise<boolean> {
    return repo.isRefunded(db, orderId);
  }

  connectRefundReview(start: RefundReviewStarter) {
    this.refundReview = start;
  }

  onRefunded(fn: RefundListener) {
    this.refundListeners.push(fn);
  }

  private now() {
    return this.deps.clock.now();
  }

  // --- commission -------------------------------------------------------------------------------------------

  /** The rate that applies to a good now: its classification's override, else the platform default. */
  async rateFor(tx: DbOrTx, itemId: number): Promise<number> {
    const classificationId = await this.deps.classificationOf(tx, itemId);
    if (classificationId === null) return billing.DEFAULT_COMMISSION_BP;
    return (await repo.commissionOf(tx, classificationId)) ?? billing.DEFAULT_COMMISSION_BP;
  }

  async commissionConfig(): Promise<billing.CommissionConfig> {
    const rows = await repo.listCommissions(this.deps.db);
    const overrides = [];
    for (const row of rows) {
      overrides.push({
        classificationId: String(row.classificationId),
        classificationName: (await this.deps.classificationName(row.classificationId)) ?? '',
        rate: row.rate,
      });
    }
    return { defaultRate: billing.DEFAULT_COMMISSION_BP, overrides };
  }

  async setCommission(classificationId: number, rate: number) {
    if ((await this.deps.classificationName(classificationId)) === null) throw notFound();
    await repo.upsertCommission(this.deps.db, classificationId, rate, this.now());
    return this.commissionConfig();
  }

  async deleteCommission(classificationId: number) {
    await repo.deleteCommission(this.deps.db, classificationId);
    return this.commissionConfig();
  }

  // --- lines written by other flows -----------------------------------------------------------------------

  /** The three lines of an event: consumer charge, seller income net of commission, platform commission. */
  private splitLines(
    order: BilledOrder,
    base: {
      groupKey: string;
      detailType: number;
      month: string;
      createdAt: Date;
      usageId?: number;
      reason?: string;
    },
    gross: bigint,
    rate: number,
    adjustment: boolean,
  ): repo.LineInsert[] {
    const { seller, commission } = splitCommission(gross, rate);
    const common = {
      ...base,
      grossAmount: gross,
      commissionRate: rate,
      consumerId: order.consumerId,
      consumerName: order.consumerName,
      sellerId: order.sellerId,
      orderId: order.id,
      orderNo: order.orderNo,
      itemId: order.itemId,
      itemName: order.itemName,
      skuName: order.skuName,
    };
    const sellerType = adjustment ? BillOrderType.ADJUSTMENT : BillOrderType.PROFIT_SHARE;
    return [
      {
        ...common,
        party: 'consumer',
        userId: order.consumerId,
        amount: gross,
        billType: BillType.EXPENSE,
        orderType: adjustment ? CustomerBillOrderType.ADJUSTMENT : CustomerBillOrderType.CONSUMPTION,
      },
      {
        ...common,
        party: 'seller',
        userId: order.sellerId,
        amount: seller,
        billType: BillType.INCOME,
        orderType: sellerType,
      },
      {
        ...common,
        party: 'platform',
        userId: 0,
        amount: commission,
        billType: BillType.INCOME,
        orderType: sellerType,
      },
    ];
  }

  /** Writes the bill lines of a paid order inside the payment's transaction (once: a repeat is refused). */
  async recordPayment(tx: DbOrTx, order: BilledOrder): Promise<void> {
    const rate = await this.rateFor(tx, order.itemId);
    const now = this.now();
    await repo.addLines(
      tx,
      this.splitLines(
        order,
        {
          groupKey: `order:${order.id}`,
          detailType: DetailType.PURCHASE,
          month: cstMonth(now),
          createdAt: now,
        },
        order.amount,
        rate,
        false,
      ),
    );
  }

  /**
   * Rates one use record (a data-application run, a gateway call) into bill lines inside the caller's
   * transaction: `uses` × the unit price (default: the order's unit price), split at the good's current rate.
   * Idempotent per (source, reference): a repeat answers null and writes nothing. A refunded or unpaid order: 409.
   */
  async recordUsage(
    tx: DbOrTx,
    input: {
      orderId: number;
      source: 'run' | 'gateway';
      reference: string;
      uses?: number;
      unitPrice?: bigint;
    },
  ): Promise<repo.UsageRow | null> {
    const order = await this.deps.findOrder(tx, input.orderId);
    if (!order) throw notFound();
    if (order.payStatus !== PAID || !(await repo.lockPurchaseLine(tx, order.id))) throw illegalState();
    if (await repo.openRefundOf(tx, order.id)) throw illegalState();
    const uses = input.uses ?? 1;
    if (!Number.isInteger(uses) || uses < 1) throw badParam('uses', 'positiveInteger');
    const unitPrice = input.unitPrice ?? order.unitPrice;
    const amount = unitPrice * BigInt(uses);
    const rate = await this.rateFor(tx, order.itemId);
    const { seller, commission } = splitCommission(amount, rate);
    const now = this.now();
    const month = cstMonth(now);
    const usage = await repo.insertUsage(tx, {
      orderId: order.id,
      orderNo: order.orderNo,
      consumerId: order.consumerId,
      consumerName: order.consumerName,
      sellerId: order.sellerId,
      itemId: order.itemId,
      itemName: order.itemName,
      source: input.source,
      reference: input.reference.slice(0, 64),
      uses,
      unitPrice,
      amount,
      commission,
      sellerIncome: seller,
      commissionRate: rate,
      month,
      createdAt: now,
    });
    if (!usage) return null;
    await repo.insertLines(
      tx,
      this.splitLines(
        order,
        {
          groupKey: `usage:${usage.id}`,
          detailType: DetailType.USE,
          usageId: usage.id,
          month,
          createdAt: now,
        },
        amount,
        rate,
        false,
      ),
    );
    return usage;
  }

  /** An operator adjustment of an order's charge, split at the rate of the order's purchase. */
  async adjust(orderId: number, amount: bigint, reason: string): Promise<repo.LineRow[]> {
    return this.deps.db.transaction(async (tx) => {
      const order = await this.deps.findOrder(tx, orderId);
      if (!order) throw notFound();
      const purchase = await repo.lockPurchaseLine(tx, orderId);
      if (!purchase) throw illegalState();
      if (await repo.openRefundOf(tx, orderId)) throw illegalState();
      const sums = await repo.orderPartySums(tx, orderId);
      if (sums.consumer + amount < 0n) {
        throw new AppError(ErrorCode.BILL_ADJUST_BELOW_ZERO, {
          net: (Number(sums.consumer) / 10_000).toFixed(4),
        });
      }
      const now = this.now();
      return repo.insertLines(
        tx,
        this.splitLines(
          order,
          {
            groupKey: `adjust:${randomUUID()}`,
            detailType: DetailType.PURCHASE,
            month: cstMonth(now),
            reason,
            createdAt: now,
          },
          amount,
          purchase.commissionRate,
          true,
        ),
      );
    });
  }

  // --- line lists ---------------------------------------------------------------------------------------------

  private lineFilter(f: LineListFilter): repo.LineFilter {
    return {
      party: f.party,
      userId: f.userId,
      month: f.month,
      orderNo: f.orderNo,
      itemName: f.itemName,
      orderType: f.orderType,
      detailType: f.detailType,
      statementId: f.statementId,
      from: f.startDate ? dayStart(f.startDate) : undefined,
      before: f.endDate ? dayEnd(f.endDate) : undefined,
    };
  }

  /** The filter of a role's own lines (consumers: their charges; sellers: their income; operator: all). */
  scopedLineFilter(actor: Actor, f: LineListFilter): repo.LineFilter {
    if (isOperator(actor)) return this.lineFilter(f);
    const party = isSeller(actor) ? 'seller' : 'consumer';
    return this.lineFilter({ ...f, party, userId: actor.userId });
  }

  /**
   * A page of the caller's lines, the sum of their amounts and, for sellers and the operator, the traded total
   * of the events they belong to split into seller income and commission (the operator's sum adds every party).
   */
  async pageLines(actor: Actor, page: PageRequest, f: LineListFilter) {
    const filter = this.scopedLineFilter(actor, f);
    const [result, sums] = await Promise.all([
      repo.pageLines(this.deps.db, page, filter),
      isOperator(actor) || isSeller(actor) ? repo.eventPartySums(this.deps.db, filter) : null,
    ]);
    const totals = sums && { traded: sums.consumer, sellerIncome: sums.seller, commission: sums.platform };
    return { ...result, totals };
  }

  linesAfter(filter: repo.LineFilter, afterId: number, limit: number) {
    return repo.linesAfter(this.deps.db, filter, afterId, limit);
  }

  // --- usage --------------------------------------------------------------------------------------------------

  scopedUsageFilter(actor: Actor, f: repo.UsageFilter): repo.UsageFilter {
    if (isOperator(actor)) return f;
    return isSeller(actor) ? { ...f, sellerId: actor.userId } : { ...f, consumerId: actor.userId };
  }

  pageUsage(actor: Actor, page: PageRequest, f: repo.UsageFilter) {
    return repo.pageUsage(this.deps.db, page, this.scopedUsageFilter(actor, f));
  }

  usageAfter(filter: repo.UsageFilter, afterId: number, limit: number) {
    return repo.usageAfter(this.deps.db, filter, afterId, limit);
  }

  // --- statements ---------------------------------------------------------------------------------------------

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

  private async readableStatement(actor: Actor, id: number, party: 'consumer' | 'seller') {
    const row = await repo.findStatement(this.deps.db, id);
    if (!row || row.party !== party) throw notFound();
    if (!isOperator(actor) && row.userId !== actor.userId) throw notFound();
    return row;
  }

  customerStatement(actor: Actor, id: number) {
    return this.readableStatement(actor, id, 'consumer');
  }

  async userStatement(actor: Actor, id: number) {
    const row = await this.readableStatement(actor, id, 'seller');
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

  /** The seller uploads its invoice PDF for a confirmed statement (confirmed -> invoice uploaded). */
  async uploadUserInvoice(actor: Actor, statementId: number, file: Readable) {
    const before = await this.readableStatement(actor, statementId, 'seller');
    if (billing.userStatementNext(before.status, 'uploadInvoice') === null) {
      file.resume();
      throw illegalState();
    }
    const key = await this.savePdf(file, 'bill-user-invoice');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const row = await repo.findStatement(tx, statementId, true);
        const to = row && billing.userStatementNext(row.status, 'uploadInvoice');
        if (!row || to === null || to === undefined) throw illegalState();
        return repo.updateStatement(tx, statementId, {
          status: to,
          userInvoiceKey: key,
          updatedAt: this.now(),
        });
      });
    } catch (error) {
      await this.deps.storage.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async userInvoiceFile(actor: Actor, statementId: number) {
    const row = await this.readableStatement(actor, statementId, 'seller');
    if (!row.userInvoiceKey) throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
    return {
      stream: this.deps.storage.open(row.userInvoiceKey),
      name: `statement-${row.month}-${row.id}.pdf`,
    };
  }

  private async savePdf(file: Readable, folder: string): Promise<string> {
    try {
      const stored = await this.deps.storage.save(file, {
        folder,
        maxBytes: INVOICE_MAX_BYTES,
        accept: ['application/pdf'],
      });
      return stored.key;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.FILE_TYPE_REFUSED) {
        throw new AppError(ErrorCode.INVOICE_FILE_NOT_PDF);
      }
      throw error;
    }
  }

  // --- consumer invoices --------------------------------------------------------------------------------------

  /** Applies for one invoice over settled statements of the consumer (settled -> invoice applied). */
  async applyInvoice(
    actor: Actor,
    input: {
      statementIds: number[];
      title: string;
      taxNumber: string;
      address: string;
      phone: string;
      bankName: string;
      bankAccount: string;
      email?: string | undefined;
    },
  ) {
    if (input.taxNumber.length === 18 && !isValidCreditCode(input.taxNumber)) {
      throw badParam('taxNumber', 'taxNumberInvalid');
    }
    const ids = [...new Set(input.statementIds)];
    return this.deps.db.transaction(async (tx) => {
      const rows = await repo.lockStatements(tx, ids);
      if (
        rows.length !== ids.length ||
        rows.some((r) => r.party !== 'consumer' || r.userId !== actor.userId)
      ) {
        throw notFound();
      }
      if (rows.some((r) => billing.customerStatementNext(r.status, 'applyInvoice') === null))
        throw illegalState();
      const now = this.now();
      const invoice = await repo.insertInvoice(tx, {
        consumerId: actor.userId,
        consumerName: actor.username,
        statementIds: ids,
        months: rows.map((r) => r.month),
        amount: rows.reduce((s, r) => s + r.amount, 0n),
        title: input.title,
        taxNumber: input.taxNumber,
        address: input.address,
        phone: input.phone,
        bankName: input.bankName,
        bankAccount: input.bankAccount,
        email: input.email ?? '',
        status: InvoiceStatus.APPLIED,
        createdAt: now,
      });
      for (const r of rows) {
        await repo.updateStatement(tx, r.id, {
          status: CustomerBillStatus.INVOICE_APPLIED,
          invoiceId: invoice.id,
          updatedAt: now,
        });
      }
      return invoice;
    });
  }

  async invoice(actor: Actor, id: number) {
    const row = await repo.findInvoice(this.deps.db, id);
    if (!row || (!isOperator(actor) && row.consumerId !== actor.userId)) throw notFound();
    return row;
  }

  pageInvoices(
    actor: Actor,
    page: PageRequest,
    f: { status?: number | undefined; userId?: number | undefined },
  ) {
    return repo.pageInvoices(this.deps.db, page, {
      status: f.status,
      consumerId: isOperator(actor) ? f.userId : actor.userId,
    });
  }

  /** The operator uploads the invoice PDF: the application is issued and its statements invoiced. */
  async uploadInvoice(invoiceId: number, file: Readable) {
    const before = await repo.findInvoice(this.deps.db, invoiceId);
    if (!before) {
      file.resume();
      throw notFound();
    }
    if (before.status !== InvoiceStatus.APPLIED) {
      file.resume();
      throw illegalState();
    }
    const key = await this.savePdf(file, 'bill-invoice');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const row = await repo.findInvoice(tx, invoiceId, true);
        if (!row || row.status !== InvoiceStatus.APPLIED) throw illegalState();
        const now = this.now();
        const statements = await repo.lockStatements(tx, row.statementIds);
        for (const s of statements) {
          const to = billing.customerStatementNext(s.status, 'issueInvoice');
          if (to === null) throw illegalState();
          await repo.updateStatement(tx, s.id, { status: to, updatedAt: now });
        }
        return repo.updateInvoice(tx, invoiceId, {
          status: InvoiceStatus.ISSUED,
          fileKey: key,
          issuedAt: now,
        });
      });
    } catch (error) {
      await this.deps.storage.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async invoiceFile(actor: Actor, id: number) {
    const row = await this.invoice(actor, id);
    if (!row.fileKey) throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
    return { stream: this.deps.storage.open(row.fileKey), name: `invoice-${row.id}.pdf` };
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

  // --- refunds ---------------------------------------------------------------------------------------------------

  /** The consumer requests a refund of a paid order of its own; starts the refund review in the same transaction. */
  async requestRefund(actor: Actor, input: { orderId: number; reasonType: number; reason: string }) {
    if (!this.refundReview) throw new Error('refund review not connected');
    const start = this.refundReview;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const order = await this.deps.findOrder(tx, input.orderId);
        if (!order || order.consumerId !== actor.userId) throw notFound();
        if (order.payStatus !== PAID || !(await repo.lockPurchaseLine(tx, order.id))) {
          throw new AppError(ErrorCode.REFUND_ORDER_NOT_PAID);
        }
        if (await repo.openRefundOf(tx, order.id)) throw new AppError(ErrorCode.REFUND_EXISTS);
        const refund = await repo.insertRefund(tx, {
          orderId: order.id,
          orderNo: order.orderNo,
          itemName: order.itemName,
          consumerId: order.consumerId,
          consumerName: order.consumerName,
          sellerId: order.sellerId,
          amount: order.amount,
          reasonType: input.reasonType,
          reason: input.reason,
          status: RefundStatus.REVIEWING,
          createdAt: this.now(),
        });
        const instanceId = await start(tx, {
          refundId: refund.id,
          objectName: `${order.orderNo} ${order.itemName}`.slice(0, 200),
          starterUserId: actor.userId,
        });
        return repo.updateRefund(tx, refund.id, { processInstanceId: instanceId });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.REFUND_EXISTS);
      throw error;
    }
  }

  /**
   * Applies the review's decision inside the workflow's transaction. Approved: the credit deducted for the
   * order is restored (quota-ledger row `restore`) and every line of the order is reversed by refund lines
   * (the order's bill nets to zero for consumer, seller and platform). Decided once: a second decision is 409.
   */
  async decideRefund(tx: DbOrTx, refundId: number, approved: boolean, comment: string) {
    const refund = await repo.findRefund(tx, refundId, true);
    if (!refund) throw notFound();
    if (refund.status !== RefundStatus.REVIEWING) throw illegalState();
    const now = this.now();
    if (!approved) {
      return repo.updateRefund(tx, refundId, {
        status: RefundStatus.REJECTED,
        decisionComment: comment.slice(0, 500),
        decidedAt: now,
      });
    }
    const order = await this.deps.findOrder(tx, refund.orderId);
    if (!order) throw notFound();
    const purchase = await repo.lockPurchaseLine(tx, order.id);
    if (!purchase) throw illegalState();
    const sums = await repo.orderPartySums(tx, order.id);
    const base = {
      groupKey: `refund:${refund.id}`,
      consumerId: order.consumerId,
      consumerName: order.consumerName,
      sellerId: order.sellerId,
      orderId: order.id,
      orderNo: order.orderNo,
      itemId: order.itemId,
      itemName: order.itemName,
      skuName: order.skuName,
      detailType: DetailType.PURCHASE,
      grossAmount: -sums.consumer,
      commissionRate: purchase.commissionRate,
      month: cstMonth(now),
      refundId: refund.id,
      reason: refund.reason || String(refund.reasonType),
      createdAt: now,
    };
    await repo.insertLines(tx, [
      {
        ...base,
        party: 'consumer',
        userId: order.consumerId,
        amount: -sums.consumer,
        billType: BillType.EXPENSE,
        orderType: CustomerBillOrderType.ADJUSTMENT,
      },
      {
        ...base,
        party: 'seller',
        userId: order.sellerId,
        amount: -sums.seller,
        billType: BillType.INCOME,
        orderType: BillOrderType.ADJUSTMENT,
      },
      {
        ...base,
        party: 'platform',
        userId: 0,
        amount: -sums.platform,
        billType: BillType.INCOME,
        orderType: BillOrderType.ADJUSTMENT,
      },
    ]);
    await this.deps.credit.restore(
      tx,
      { userId: order.consumerId, username: order.consumerName },
      refund.amount,
      `refund:${refund.id}`,
      order.orderNo,
    );
    const updated = await repo.updateRefund(tx, refundId, {
      status: RefundStatus.REFUNDED,
      decisionComment: comment.slice(0, 500),
      decidedAt: now,
    });
    for (const fn of this.refundListeners) await fn(tx, updated);
    return updated;
  }

  async refund(actor: Actor, id: number) {
    const row = await repo.findRefund(this.deps.db, id);
    if (!row) throw notFound();
    if (isOperator(actor)) return row;
    const mine = isSeller(actor) ? row.sellerId === actor.userId : row.consumerId === actor.userId;
    if (!mine) throw notFound();
    return row;
  }

  pageRefunds(
    actor: Actor,
    page: PageRequest,
    f: { status?: number | undefined; orderNo?: string | undefined },
  ) {
    const scope = isOperator(actor)
      ? {}
      : isSeller(actor)
        ? { sellerId: actor.userId }
        : { consumerId: actor.userId };
    return repo.pageRefunds(this.deps.db, page, { ...f, ...scope });
  }

  // --- summary --------------------------------------------------------------------------------------------------

  /** Totals per CST month: consumers see their charges, sellers their sales, the operator everything. */
  async summary(
    actor: Actor,
    input: { startMonth?: string | undefined; endMonth?: string | undefined; userId?: number | undefined },
  ) {
    const end = input.endMonth ?? cstMonth(this.now());
    let start = input.startMonth;
    if (!start) {
      start = end;
      for (let i = 0; i < 11; i++) start = previousMonth(start);
    }
    if (start > end) throw badParam('startMonth', 'monthRangeReversed', { start, end });
    const months = monthsBetween(start, end);
    const filter: repo.LineFilter = {};
    if (isOperator(actor)) {
      if (input.userId !== undefined) filter.userId = input.userId;
    } else if (isSeller(actor)) filter.sellerId = actor.userId;
    else filter.consumerId = actor.userId;
    const rows = await repo.monthlyTotals(this.deps.db, filter);
    const byMonth = new Map(
      months.map((m) => [m, { orderCount: 0, consumer: 0n, seller: 0n, platform: 0n, refunds: 0n }]),
    );
    for (const r of rows) {
      const slot = byMonth.get(r.month);
      if (!slot) continue;
      const sum = BigInt(r.sum);
      if (r.party === 'consumer') {
        slot.consumer += sum;
        slot.refunds += -BigInt(r.refunds);
        slot.orderCount += r.purchases;
      } else if (r.party === 'seller') slot.seller += sum;
      else slot.platform += sum;
    }
    const consumerOnly = !isOperator(actor) && !isSeller(actor);
    const present = (
      month: string,
      s: { orderCount: number; consumer: bigint; seller: bigint; platform: bigint; refunds: bigint },
    ) => ({
      month,
      orderCount: s.orderCount,
      consumerCharges: s.consumer.toString(),
      sellerIncome: consumerOnly ? '0' : s.seller.toString(),
      platformCommission: consumerOnly ? '0' : s.platform.toString(),
      refunds: s.refunds.toString(),
    });
    const total = { orderCount: 0, consumer: 0n, seller: 0n, platform: 0n, refunds: 0n };
    for (const s of byMonth.values()) {
      total.orderCount += s.orderCount;
      total.consumer += s.consumer;
      total.seller += s.seller;
      total.platform += s.platform;
      total.refunds += s.refunds;
    }
    return {
      rows: [...byMonth.entries()].map(([m, s]) => present(m, s)),
      total: present(`${start}..${end}`, total),
    };
  }

  // --- names ------------------------------------------------------------------------------------------------------

  usernames(ids: number[]) {
    return this.deps.usernames([...new Set(ids.filter((id) => id > 0))]);
  }
}
