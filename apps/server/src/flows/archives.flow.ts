import { createHash, randomBytes } from 'node:crypto';
import { archives, goods as g } from '@datamall/contract';
import type { ArchiveGoodView } from '../modules/archives/archives.catalog.js';
import type { ArchiveDeps } from '../modules/archives/archives.service.js';
import type { ContentService } from '../modules/content/content.service.js';
import type { CreditService } from '../modules/credit/credit.service.js';
import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import type { Db } from '../platform/db.js';
import type { Actor } from '../platform/request-context.js';

/**
 * The vehicle archives on the platform's other modules: goods and SKUs of the archive shop, the serve agreement
 * of the content system, the consumer's credit, API credentials, orders (the pay-as-you-go plan the first query
 * opens) and the evidence ledger.
 */
export function archivePorts(m: {
  db: Db;
  goods: GoodsService;
  content: ContentService;
  credit: CreditService;
  delivery: DeliveryService;
  orders: OrderService;
  evidence: EvidenceService;
}): Omit<ArchiveDeps, 'db' | 'clock' | 'secrets' | 'gatewayUrl' | 'fetch' | 'renderPdf'> {
  const credentials = m.delivery.credentials;
  return {
    goodView: (itemId) => goodView(m.goods, itemId),
    agreementHash: async () => {
      const row = await m.content.agreements
        .getAgreement({ code: archives.ARCHIVE_AGREEMENT_CODE })
        .catch(() => null);
      const text = row ? JSON.stringify([row.titles, row.contents]) : '';
      return createHash('sha256').update(text, 'utf8').digest('hex');
    },
    availableCredit: async (userId) => (await m.credit.balance(userId)).available,
    credentialsOf: (consumerId, itemId) => credentials.consumerCredentialsOfItem(consumerId, itemId),
    lockCredential: (tx, id) => credentials.findCredentialById(tx, id, true),
    newServiceKey: () => credentials.serviceKey(),
    setServiceKey: (tx, id, key) => credentials.setServiceKey(tx, id, key),
    orderNo: async (orderId) => (await m.orders.findOrder(m.db, orderId))?.orderNo ?? '',
    openPlan: (actor, itemId, skuId) => openPlan(m.orders, actor, itemId, skuId),
    record: (tx, entry) => m.evidence.append(tx, entry),
  };
}

async function goodView(goods: GoodsService, itemId: number): Promise<ArchiveGoodView | null> {
  const item = await goods.findLive(itemId);
  if (!item) return null;
  const skus = await goods.skus.skusForDetail(null, itemId).catch(() => null);
  if (!skus) return null;
  const payAsYouGo = skus.skus.find((s) => s.billingMode === g.SkuBillingMode.POSTPAID_PER_CALL);
  return {
    name: item.name,
    payAsYouGo: payAsYouGo ? { skuId: payAsYouGo.id, price: payAsYouGo.price } : null,
    packs: skus.skus
      .filter((s) => s.billingMode === g.SkuBillingMode.PER_USE && s.useCount)
      .map((s) => ({ skuId: s.id, name: s.name, useCount: s.useCount ?? 0, price: s.price })),
  };
}

/** Orders the pay-as-you-go SKU (it costs nothing: each query is charged when made) and pays the order. */
async function openPlan(orders: OrderService, actor: Actor, itemId: number, skuId: number) {
  const line = { itemId, skuId, quantity: 1 };
  const { agreementHash } = await orders.render(line, actor.userId);
  const order = await orders.submit(actor, `archive-plan-${randomBytes(12).toString('hex')}`, {
    ...line,
    agreementHash,
  });
  await orders.pay(actor, `archive-plan-pay-${order.id}`, {
    orderId: Number(order.id),
    payMethod: 'VIRTUAL_COIN_PAY',
  });
}
