import type { RefundService } from '../modules/billing/billing-refunds.service.js';
import type { DeliveryService, DeliveryServiceDeps } from '../modules/delivery/delivery.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { GrantService } from '../modules/grants/grants.service.js';
import type { NodeService } from '../modules/nodes/node.service.js';
import type { OfflineTransmissionDeps } from '../modules/offline-transmission/offline-transmission.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import type { TrustedStorageService } from '../modules/trusted-storage/trusted-storage.service.js';

type DeliveryPorts = Pick<DeliveryServiceDeps, 'packageOf' | 'readFile' | 'record' | 'grantAssets'>;

/**
 * What delivery needs from other modules: a data package's files (goods) read from the seller's trusted storage,
 * the assets bound to an asset or table good (goods) granted to the buyer (grants), and the evidence ledger.
 */
export function deliveryPorts(m: {
  goods: GoodsService;
  grants: GrantService;
  trustedStorage: TrustedStorageService;
  evidence: EvidenceService;
}): DeliveryPorts {
  return {
    packageOf: (itemId, tx) => m.goods.bindings.packageOf(itemId, tx),
    readFile: (ownerId, filePath) => m.trustedStorage.downloadOwned(ownerId, filePath),
    record: (tx, entry) => m.evidence.append(tx, entry),
    grantAssets: async (tx, order, days) => {
      const bound = await m.goods.bindings.boundTables(order.itemId, tx);
      const grants = await m.grants.grantForOrder(tx, {
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

type OfflinePorts = Omit<OfflineTransmissionDeps, 'db' | 'clock' | 'files'>;

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
      (await m.goods.bindings.packageOf(order.itemId)) ?? { ownerId: order.sellerId, files: [] },
    readFile: (ownerId, filePath) => m.trustedStorage.downloadOwned(ownerId, filePath),
    findNode: (id) => m.nodes.find(id),
    nodesOf: (userId) => m.nodes.ofOwner(userId),
    record: (tx, entry) => m.evidence.append(tx, entry),
  };
}

/** An approved refund ends what the order delivered: the buyer's asset grants and API credential. */
export function connectRefundRevokes(
  refunds: Pick<RefundService, 'onRefunded'>,
  m: { grants: GrantService; delivery: DeliveryService },
) {
  refunds.onRefunded(async (tx, refund) => {
    await m.grants.revokeOrderGrants(tx, refund.orderId);
    await m.delivery.revokeForOrder(tx, refund.orderId);
  });
}
