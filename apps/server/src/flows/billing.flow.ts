import type { BillingDeps } from '../modules/billing/billing.service.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { UsersService } from '../modules/identity/users.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/** What billing reads from other modules: the order it bills, the good's classification (commission), names. */
export function billingPorts(m: {
  orders: OrderService;
  goods: GoodsService;
  catalog: CatalogService;
  users: UsersService;
}): Pick<BillingDeps, 'findOrder' | 'classificationOf' | 'classificationName' | 'usernames'> {
  return {
    findOrder: (tx, id) => m.orders.findOrder(tx, id),
    classificationOf: (tx, itemId) => m.goods.classificationOf(itemId, tx),
    classificationName: async (id) => (await m.catalog.get(id).catch(() => null))?.name ?? null,
    usernames: (ids) => m.users.usernames(ids),
  };
}
