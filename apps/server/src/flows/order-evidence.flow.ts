import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/**
 * Writes every submitted and paid order to the evidence ledger, inside the order's own transaction: the entry
 * exists exactly when the change committed (a failing append rolls the order change back). The append locks the
 * ledger head, which every order contends for: it is the last listener of the order's transaction (the highest
 * `last`), and its statement ends that transaction: it is committed with it, in the same round trip.
 */
export function connectOrderEvidence(orders: OrderService, evidence: EvidenceService) {
  orders.onSubmitted(
    async (tx, order) => {
      await evidence.append(
        tx,
        {
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
        },
        { endsTransaction: true },
      );
    },
    { last: 2 },
  );
  orders.onPaid(
    async (tx, order) => {
      await evidence.append(
        tx,
        {
          entryType: 'order.paid',
          orderId: order.id,
          payload: {
            orderNo: order.orderNo,
            consumerId: String(order.consumerId),
            amount: order.amount,
            payMethod: order.payMethod,
            paidAt: order.paidAt,
          },
        },
        { endsTransaction: true },
      );
    },
    { last: 2 },
  );
}
