import { billing as billingContract, formatMoney } from '@datamall/contract';
import type { RefundService } from '../modules/billing/billing-refunds.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import { type NotificationOutbox, sparing } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import type { DbOrTx } from '../platform/db.js';

/**
 * Refunds: a consumer's request starts the `refund` review (business key: the refund's id) in the request's
 * transaction; the operator's decision is applied in the transaction that closes the task (approved: credit
 * restored, the order's bill lines reversed), with the consumer's notification (mail, SMS). A terminated review
 * ends the request as refused.
 */
export function connectRefundReview(
  refunds: RefundService,
  workflow: WorkflowService,
  notifications: Pick<NotificationOutbox, 'notify'>,
) {
  const key = billingContract.REFUND_PROCESS_KEY;
  const decide = async (
    tx: DbOrTx,
    refundId: number,
    approved: boolean,
    comment: string,
    terminatedBy?: number,
  ) => {
    const refund = await refunds.decideRefund(tx, refundId, approved, comment);
    const order = { orderNo: refund.orderNo, goodsName: refund.itemName };
    await sparing(notifications, terminatedBy).notify(
      tx,
      refund.consumerId,
      approved ? NOTIFICATIONS.refundApproved : NOTIFICATIONS.refundRejected,
      approved ? { ...order, amount: formatMoney(refund.amount) } : { ...order, reason: comment },
    );
  };
  refunds.connectRefundReview((tx, input) =>
    workflow.start(
      key,
      {
        businessKey: String(input.refundId),
        businessType: key,
        objectName: input.objectName,
        starterUserId: input.starterUserId,
      },
      tx,
    ),
  );
  workflow.registerHandler(key, async (decision, ctx) => {
    await decide(ctx.tx, Number(ctx.businessKey), decision === 'approved', ctx.comment);
  });
  // A terminated request ends like a refused one, with the reason as its decision comment: the order stays paid
  // as it was, no credit moves, no bill line or evidence entry is written (only an approval does that), and
  // the consumer may request a refund of the order again.
  workflow.registerTerminationHandler(key, async (ctx) => {
    await decide(ctx.tx, Number(ctx.businessKey), false, ctx.reason, ctx.actorUserId);
  });
}

/** An approved refund is an entry of the order's evidence, in the transaction that restores the credit. */
export function connectRefundEvidence(refunds: RefundService, evidence: EvidenceService) {
  refunds.onRefunded(async (tx, refund) => {
    await evidence.append(tx, {
      entryType: 'refund.approved',
      orderId: refund.orderId,
      payload: {
        refundId: String(refund.id),
        orderNo: refund.orderNo,
        consumerId: String(refund.consumerId),
        amount: refund.amount,
        reasonType: refund.reasonType,
        decidedAt: refund.decidedAt,
      },
    });
  });
}
