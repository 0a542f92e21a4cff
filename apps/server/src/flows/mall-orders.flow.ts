import type { MallService } from '../modules/mall/mall.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/**
 * The mall's figures from the orders: the detail page's `bought`, queryOrderByNum and queryTradeNum read the paid
 * orders through the orders service (a paid order's units sold are counted by flows/pay-order.flow.ts).
 */
export function connectMallOrders(mall: MallService, orders: OrderService) {
  mall.connectOrders({
    paidFigures: (filter) => orders.paidFigures(filter),
    hasPaidOrder: (consumerId, itemId) => orders.hasPaidOrder(consumerId, itemId),
    paidSalesByItem: () => orders.paidSalesByItem(),
  });
}
