import { billing, ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { CreditService } from '../credit/credit.service.js';
import { isOperator, isSeller, partyScope } from './billing.policy.js';
import { type BillingPorts, PAID } from './billing.ports.js';
import * as repo from './billing.repository.js';
import type { BillLineService } from './billing-lines.service.js';

const { RefundStatus } = billing;

export interface RefundDeps extends Pick<BillingPorts, 'findOrder'> {
  db: Db;
  clock: Clock;
  credit: CreditService;
  /** Writes the refund lines that reverse the order's bill. */
  lines: Pick<BillLineService, 'recordRefund'>;
}

/** Starts the `refund` review for a refund (wired to the workflow in the refund flow). */
export type RefundReviewStarter = (
  tx: DbOrTx,
  input: { refundId: number; objectName: string; starterUserId: number },
) => Promise<number>;

/** Hooks run inside the transaction that approves a refund (e.g. the evidence ledger). */
export type RefundListener = (tx: DbOrTx, refund: repo.RefundRow) => Promise<void>;

/**
 * Refunds: a consumer's request of a paid order starts the `refund` review; the decision, applied in the
 * review's transaction, restores the credit, reverses the order's bill lines and tells the listeners.
 */
export class RefundService {
  private refundReview: RefundReviewStarter | null = null;
  private readonly refundListeners: RefundListener[] = [];

  constructor(private readonly deps: RefundDeps) {}

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
    const decision = { decisionComment: comment.slice(0, 500), decidedAt: now };
    if (!approved) return repo.updateRefund(tx, refundId, { status: RefundStatus.REJECTED, ...decision });
    const order = await this.deps.findOrder(tx, refund.orderId);
    if (!order) throw notFound();
    await this.deps.lines.recordRefund(tx, order, refund, now);
    await this.deps.credit.restore(
      tx,
      { userId: order.consumerId, username: order.consumerName },
      refund.amount,
      `refund:${refund.id}`,
      order.orderNo,
    );
    const updated = await repo.updateRefund(tx, refundId, { status: RefundStatus.REFUNDED, ...decision });
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
    return repo.pageRefunds(this.deps.db, page, { ...f, ...partyScope(actor) });
  }
}
