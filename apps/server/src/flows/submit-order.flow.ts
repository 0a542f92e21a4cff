import type { AppendInput, EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GoodsVersionService } from '../modules/goods-versions/goods-version.service.js';
import type { OrderRow, OrderService } from '../modules/orders/orders.service.js';

export interface SubmitOrderDeps {
  versions: Pick<GoodsVersionService, 'pinOrder'>;
  evidence: Pick<EvidenceService, 'append'>;
}

/**
 * Submitting an order, after OrderService.submit has claimed the Idempotency-Key and written the order awaiting
 * payment, in the same transaction (a step that throws rolls the submit back): the order pins the good's newest
 * listed version, the answer is saved, and the order is written to the evidence ledger last (the ledger head is
 * locked until the commit sent with that statement).
 */
export function connectSubmitOrder(orders: OrderService, deps: SubmitOrderDeps): void {
  orders.settleSubmitsWith(async ({ tx, order, saveAnswer }) => {
    await deps.versions.pinOrder(tx, order);
    const answer = await saveAnswer();
    await deps.evidence.append(tx, submittedEntry(order), { endsTransaction: true });
    return answer;
  });
}

function submittedEntry(order: OrderRow): AppendInput {
  return {
    entryType: 'order.submitted',
    orderId: order.id,
    payload: {
      orderNo: order.orderNo,
      consumerId: String(order.consumerId),
      sellerId: String(order.sellerId),
      itemId: String(order.itemId),
      skuId: String(order.skuId),
      itemVersion: order.snapshot.item.version,
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      amount: order.amount,
      agreementHash: order.agreementHash,
      agreementAcceptedAt: order.agreementAcceptedAt,
    },
  };
}
