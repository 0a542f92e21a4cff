import { goods as g } from '@datamall/contract';
import type { AppRelationServiceDeps } from '../modules/app-relations/app-relations.service.js';
import { AppRelationService } from '../modules/app-relations/app-relations.service.js';
import type { AssetService } from '../modules/assets/assets.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { UsersService } from '../modules/identity/users.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/**
 * Related applications between the goods (a developer's data application), the assets (a supplier's listed
 * asset) and the orders (the application's paid orders shown to the supplier). Open relations count as usages
 * of the asset; a request locks the asset row as the asset's delete does. The goods bound to the related assets
 * tell the developer where buyers get that data.
 */
export function createAppRelations(
  base: Pick<AppRelationServiceDeps, 'db' | 'clock'>,
  modules: { goods: GoodsService; assets: AssetService; users: UsersService; orders: OrderService },
) {
  const { goods, assets, users, orders } = modules;
  const service = new AppRelationService({
    ...base,
    ownGood: async (actor, itemId) => {
      const item = await goods.getReadable(actor, itemId);
      return { id: item.id, name: item.name, itemType: item.itemType };
    },
    visibleSource: async (actor, sourceId) => {
      const found = await assets.getViewable(actor, sourceId).catch(() => null);
      if (found?.viewer !== 'public') return null;
      return { id: found.source.id, name: found.source.name, ownerId: found.source.ownerId };
    },
    shopNameOf: async (userId) => {
      const [user] = await users.findByIds([userId]);
      return user ? user.companyName || user.username : '';
    },
    lockSource: (tx, sourceId) => assets.lockForUse(tx, sourceId),
    listedGoodsOf: (sourceIds) => goods.bindings.listedBoundTo(sourceIds),
    refreshUsage: (tx, sourceId) => assets.refreshUsageCount(tx, sourceId),
    isListedApplication: async (itemId) => {
      const item = await goods.findLive(itemId);
      return (
        item !== null &&
        item.itemType === g.ItemType.DATA_APPLICATION &&
        item.publishType === 1 &&
        (item.productStatus === 2 || item.productStatus === 3)
      );
    },
    paidOrdersSince: (page, items, filter) => orders.page(page, { ...filter, paidSince: items }),
  });
  assets.registerUsageProvider((db, query) =>
    query.tableId === undefined ? service.sourceUsages(db, query.sourceId) : Promise.resolve([]),
  );
  return service;
}
