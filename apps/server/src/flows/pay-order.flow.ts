import { formatMoney } from '@datamall/contract';
import type { BillLineService } from '../modules/billing/billing-lines.service.js';
import type { CreditService } from '../modules/credit/credit.service.js';
import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { AppendInput, EvidenceService } from '../modules/evidence/evidence.service.js';
import type { UKeyFactorService } from '../modules/identity/ukey-factor.service.js';
import type { MallService } from '../modules/mall/mall.service.js';
import type { NotificationOutbox } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import type { OrderRow, OrderService } from '../modules/orders/orders.service.js';

export interface PayOrderDeps {
  credit: Pick<CreditService, 'deduct'>;
  billing: Pick<BillLineService, 'recordPayment'>;
  delivery: Pick<DeliveryService, 'pinPackageFiles' | 'grantAssets' | 'issueCredential'>;
  mall: Pick<MallService, 'recordSale'>;
  evidence: Pick<EvidenceService, 'append'>;
  secondFactor: Pick<UKeyFactorService, 'confirmPayment'>;
  notifications: Pick<NotificationOutbox, 'notifyAll'>;
}

/**
 * Paying an order by credit limit, step by step. OrderService.pay has claimed the Idempotency-Key and marked the
 * consumer's unpaid order paid (its row locked); these steps run in that same transaction, and a step that throws
 * rolls the whole payment back (no credit charged, no order paid).
 *
 * The steps after the saved answer write rows every buyer contends for (a good's sales counter, the ledger head),
 * the most contended last: their locks are held only until the commit, which is sent with the ledger's statement.
 */
export function connectPayOrder(orders: OrderService, deps: PayOrderDeps): void {
  const { credit, billing, delivery, mall, evidence, secondFactor, notifications } = deps;
  // Before the transaction: a buyer with a USB key proves it (a wrong PIN must count even though nothing is paid).
  orders.confirmPaymentsWith((actor, orderId, proof, isReplay) =>
    secondFactor.confirmPayment(actor, orderId, proof, isReplay),
  );
  orders.settlePaymentsWith(async ({ tx, actor, order, saveAnswer }) => {
    // Refused (too little credit), nothing is paid. The reference is language-neutral: the quota ledger's pages
    // word it in the reader's language from the change type.
    const balance = await credit.deduct(tx, actor, order.amount, order.orderNo, order.orderNo);
    await billing.recordPayment(tx, order); // consumer charge, seller income net of commission, commission
    await delivery.pinPackageFiles(tx, order); // data packages
    await delivery.grantAssets(tx, order); // asset and table goods
    await delivery.issueCredential(tx, order); // API goods
    // Sent only once the payment commits: a refused payment leaves no mail or SMS behind.
    const paid = {
      orderNo: order.orderNo,
      goodsName: order.snapshot.item.name,
      amount: formatMoney(order.amount),
    };
    await notifications.notifyAll(tx, [
      { userId: order.consumerId, code: NOTIFICATIONS.orderPaid, params: paid },
      { userId: order.sellerId, code: NOTIFICATIONS.orderSold, params: paid },
    ]);
    const answer = await saveAnswer(balance.available);
    await mall.recordSale(tx, order.itemId, order.itemType, order.quantity); // units sold, paid orders
    await evidence.append(tx, paidEntry(order), { endsTransaction: true });
    return answer;
  });
}

function paidEntry(order: OrderRow): AppendInput {
  return {
    entryType: 'order.paid',
    orderId: order.id,
    payload: {
      orderNo: order.orderNo,
      consumerId: String(order.consumerId),
      amount: order.amount,
      payMethod: order.payMethod,
      paidAt: order.paidAt,
    },
  };
}
