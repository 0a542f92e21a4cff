import type { AssetService } from '../modules/assets/assets.service.js';
import type { BillingService } from '../modules/billing/billing.service.js';
import type { DeliveryService, DeliveryServiceDeps } from '../modules/delivery/delivery.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { NodeService } from '../modules/nodes/node.service.js';
import type { OfflineTransmissionDeps } from '../modules/offline-transmission/offline-transmission.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import type { TrustedStorageService } from '../modules/trusted-storage/trusted-storage.service.js';

type DeliveryPorts = Pick<DeliveryServiceDeps, 'packageOf' | 'readFile' | 'record' | 'grantAssets'>;

/**
 * What delivery needs from other modules: a data package's files (goods) read from the seller's trusted storage,
 * the assets bound to an asset or table good (goods) granted to the buyer (assets), and the evidence ledger.
 */
export function deliveryPorts(m: {
  goods: GoodsService;
  assets: AssetService;
  trustedStorage: TrustedStorageService;
  evidence: EvidenceService;
}): DeliveryPorts {
  return {
    packageOf: (itemId, tx) => m.goods.packageOf(itemId, tx),
    readFile: (ownerId, filePath) => m.trustedStorage.downloadOwned(ownerId, filePath),
    record: (tx, entry) => m.evidence.append(tx, entry),
    grantAssets: async (tx, order, days) => {
      const bound = await m.goods.boundTables(order.itemId, tx);
      const grants = await m.assets.grantForOrder(tx, {
        sourceIds: bound.map((b) => b.sourceId),
        consumerId: order.consumerId,
        orderId: order.id,
        itemId: order.itemId,
        ...days,
        // Language-neutral: the grant pages word it in the reader's language from the order number.
        remark: order.orderNo,
      });
      return grants.map((g) => g.sourceId);
    },
  };
}

type OfflinePorts = Omit<OfflineTransmissionDeps, 'db' | 'clock' | 'dataDir'>;

/** Offline transmission of a paid data package: the order, its files, the parties' nodes, the ledger. */
export function offlineTransmissionPorts(m: {
  orders: OrderService;
  goods: GoodsService;
  trustedStorage: TrustedStorageService;
  nodes: NodeService;
  evidence: EvidenceService;
}): OfflinePorts {
  return {
    findOrder: (tx, id) => m.orders.findOrder(tx, id),
    packageOf: async (order) =>
      (await m.goods.packageOf(order.itemId)) ?? { ownerId: order.sellerId, files: [] },
    readFile: (ownerId, filePath) => m.trustedStorage.downloadOwned(ownerId, filePath),
    findNode: (id) => m.nodes.find(id),
    nodesOf: (userId) => m.nodes.ofOwner(userId),
    record: (tx, entry) => m.evidence.append(tx, entry),
  };
}

/** An approved refund ends what the order delivered: the buyer's asset grants and API credential. */
export function connectRefundRevokes(
  billing: BillingService,
  m: { assets: AssetService; delivery: DeliveryService },
) {
  billing.onRefunded(async (tx, refund) => {
    await m.assets.revokeOrderGrants(tx, refund.orderId);
    await m.delivery.revokeForOrder(tx, refund.orderId);
  });
}
