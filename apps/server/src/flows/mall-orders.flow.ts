import type { MallService } from '../modules/mall/mall.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/**
 * The mall's figures from the orders: a paid order adds to the good's units sold and order count (inside the
 * payment transaction, so sorting by sales never counts an order that was rolled back); the detail page's
 * `bought`, queryOrderByNum and queryTradeNum read the paid orders through the orders service.
 */
export function connectMallOrders(mall: MallService, orders: OrderService) {
  mall.connectOrders({
    paidFigures: (filter) => orders.paidFigures(filter),
    hasPaidOrder: (consumerId, itemId) => orders.hasPaidOrder(consumerId, itemId),
    paidSalesByItem: () => orders.paidSalesByItem(),
  });
  // The good's counter row is shared by all its buyers: updated last, so its lock is held only until the commit.
  orders.onPaid(
    async (tx, order) => {
      await mall.recordSale(tx, order.itemId, order.itemType, order.quantity);
    },
    { last: 1 },
  );
}
