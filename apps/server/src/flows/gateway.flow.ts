import { goods } from '@datamall/contract';
import type { BillLineService } from '../modules/billing/billing-lines.service.js';
import type { NoticeService } from '../modules/content/content-notices.service.js';
import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GatewayControlDeps } from '../modules/gateway/gateway-control.service.js';
import type { GatewayPluginDeps, GatewayPluginService } from '../modules/gateway/gateway-plugins.service.js';
import type { GatewayUsageDeps } from '../modules/gateway/gateway-usage.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { GoodsVersionService } from '../modules/goods-versions/goods-version.service.js';
import type { UsersService } from '../modules/identity/users.service.js';
import type { InterfaceService } from '../modules/interfaces/interface.service.js';
import type { NotificationOutbox } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import type { Db } from '../platform/db.js';

const { ItemType, PublishType } = goods;

/** Plugins and test keys of API goods: the goods their owners may configure, their interfaces, names. */
export function gatewayPluginPorts(m: {
  goods: GoodsService;
  interfaces: InterfaceService;
  users: UsersService;
}): Pick<GatewayPluginDeps, 'readable' | 'listed' | 'apiGoods' | 'usernames'> {
  return {
    readable: (actor, itemId) => m.goods.getReadable(actor, itemId),
    listed: async (itemId) => {
      const item = await m.goods.findLive(itemId);
      return item && item.publishType === PublishType.LISTED ? item : null;
    },
    apiGoods: async (actor, page, name) => {
      const result = await m.goods.page(actor, page, { itemType: ItemType.API, name });
      const counts = await m.interfaces.countByItems(result.list.map((i) => i.id));
      return {
        total: result.total,
        list: result.list.map((i) => ({
          id: i.id,
          name: i.name,
          ownerName: result.lookups.owners.get(i.ownerId) ?? String(i.ownerId),
          interfaces: counts.get(i.id) ?? 0,
        })),
      };
    },
    usernames: (ids) => m.users.usernames(ids),
  };
}

type ControlPorts = Pick<
  GatewayControlDeps,
  | 'credentials'
  | 'interfaces'
  | 'versions'
  | 'plugins'
  | 'testKeys'
  | 'orderOf'
  | 'notify'
  | 'alertQuota'
  | 'recordUsage'
>;

/**
 * The gateways' control plane: the configuration they pull (credentials, interfaces, pinned versions, plugins,
 * test keys), and what their metered journal batches change (quota used, usage billed, notices to sellers).
 */
export function gatewayControlPorts(m: {
  delivery: DeliveryService;
  interfaces: InterfaceService;
  goodsVersions: GoodsVersionService;
  gatewayPlugins: GatewayPluginService;
  orders: OrderService;
  notices: Pick<NoticeService, 'notifyUser'>;
  billing: Pick<BillLineService, 'recordUsage'>;
  notifications: Pick<NotificationOutbox, 'notify'>;
}): ControlPorts {
  return {
    credentials: {
      list: (graceMs) => m.delivery.credentials.gatewayCredentials(graceMs),
      find: (tx, id, lock) => m.delivery.credentials.findCredentialById(tx, id, lock),
      addQuotaUsed: (tx, id, calls) => m.delivery.credentials.addQuotaUsed(tx, id, calls),
    },
    interfaces: () => m.interfaces.gatewayInterfaces(),
    versions: (itemIds, orderIds) => m.goodsVersions.gatewayVersions(itemIds, orderIds),
    plugins: (itemIds) => m.gatewayPlugins.pluginsOf(itemIds),
    testKeys: () => m.gatewayPlugins.liveTestKeys(),
    orderOf: async (tx, orderId) => {
      const order = await m.orders.findOrder(tx, orderId);
      return order
        ? { sellerId: order.sellerId, orderNo: order.orderNo, itemName: order.snapshot.item.name }
        : null;
    },
    notify: (tx, userId, notice) => m.notices.notifyUser(tx, userId, notice),
    alertQuota: (tx, userId, alert) =>
      m.notifications.notify(
        tx,
        userId,
        alert.percent >= 100 ? NOTIFICATIONS.quotaExhausted : NOTIFICATIONS.quotaThreshold,
        {
          orderNo: alert.orderNo,
          goodsName: alert.itemName,
          percent: String(alert.percent),
          remaining: String(alert.remaining),
          total: String(alert.total),
        },
      ),
    // A call of a prepaid pack is metered at no extra charge (as an application run is); a pay-as-you-go call at
    // its plan's price.
    recordUsage: async (tx, use) => {
      await m.billing.recordUsage(tx, { ...use, source: 'gateway' });
    },
  };
}

/** Call figures of API orders: the order and its credential, names, and the daily ledger entries. */
export function gatewayUsagePorts(m: {
  db: Db;
  orders: OrderService;
  delivery: DeliveryService;
  users: UsersService;
  goods: GoodsService;
  evidence: EvidenceService;
}): Pick<GatewayUsageDeps, 'findOrder' | 'credentialOfOrder' | 'usernames' | 'itemName' | 'record'> {
  return {
    findOrder: (orderId) => m.orders.findOrder(m.db, orderId),
    credentialOfOrder: (orderId) => m.delivery.credentials.credentialOfOrder(orderId),
    usernames: (ids) => m.users.usernames(ids),
    itemName: async (itemId) => (await m.goods.findLive(itemId))?.name ?? null,
    record: (tx, entry) => m.evidence.append(tx, entry),
  };
}
