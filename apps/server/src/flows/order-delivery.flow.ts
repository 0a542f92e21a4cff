import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/**
 * Paid orders are handed to delivery inside the payment's transaction: data packages get their files pinned,
 * API goods their credential (quota and validity from the pinned SKU). A failure rolls the payment back.
 */
export function connectOrderDelivery(orders: OrderService, delivery: DeliveryService) {
  orders.onPaid((tx, order) => delivery.onPaid(tx, order));
}
