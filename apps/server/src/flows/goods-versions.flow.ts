import type { GoodsVersionService } from '../modules/goods-versions/goods-version.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/** Orders pin the newest listed version of the good they buy, in the transaction that creates them. */
export function connectGoodsVersions(versions: GoodsVersionService, orders: OrderService): void {
  orders.onSubmitted((tx, order) => versions.pinOrder(tx, order));
}
