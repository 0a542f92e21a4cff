import type { BillingService } from '../modules/billing/billing.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/**
 * Orders -> billing: the transaction that marks an order paid also writes its bill lines (consumer charge,
 * seller income net of commission, platform commission). A failure rolls the payment back.
 */
export function connectOrderBilling(orders: OrderService, billing: BillingService) {
  orders.onPaid(async (tx, order) => {
    await billing.recordPayment(tx, order);
  });
}
