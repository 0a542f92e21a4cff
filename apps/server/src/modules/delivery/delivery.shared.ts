import { createHash } from 'node:crypto';
import { delivery as d, type delivery, type evidence, goods } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import type { OrderRow, OrderService } from '../orders/orders.service.js';
import * as repo from './delivery.repository.js';

/**
 * What the parts of the delivery service (an order's delivery, package downloads, API credentials) share: who
 * may see an order's delivery, the delivery as the buyer sees it, a credential's terms and wire shape, and the
 * confirmation of a package delivery.
 */

export const { DeliveryState: S } = d;
const OPERATOR = 0;
const LOG_LIMIT = 50;
export const DAY_MS = 24 * 3_600_000;

export const iso = (v: Date | null) => (v ? v.toISOString() : null);
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const fileName = (path: string) => path.split('/').at(-1) ?? 'file';

/** Appends to the evidence ledger inside `tx`. */
export type EvidenceRecorder = (
  tx: DbOrTx,
  entry: { entryType: evidence.EvidenceType; orderId: number; payload: Record<string, unknown> },
) => Promise<unknown>;

/** What every part reads and writes with. */
export interface DeliveryCore {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'findOrder'>;
  record: EvidenceRecorder;
}

/** Quota, validity and postpaid price of an API credential bought with an order. */
export function credentialTerms(order: Pick<OrderRow, 'quantity' | 'snapshot' | 'unitPrice'>, paidAt: Date) {
  const sku = order.snapshot.sku;
  const postpaidPrice = sku.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL ? order.unitPrice : null;
  let quotaTotal: number | null = null;
  let validUntil: Date | null = sku.validityDays
    ? new Date(paidAt.getTime() + sku.validityDays * DAY_MS)
    : null;
  if (sku.billingMode === goods.SkuBillingMode.PER_USE) {
    quotaTotal = (sku.useCount ?? 0) * order.quantity;
  } else if (sku.billingMode === goods.SkuBillingMode.PER_PERIOD && sku.periodCount) {
    const months = sku.periodCount * order.quantity * (sku.periodUnit === 'year' ? 12 : 1);
    validUntil = new Date(paidAt);
    validUntil.setUTCMonth(validUntil.getUTCMonth() + months);
  }
  return { quotaTotal, validFrom: paidAt, validUntil, postpaidPrice };
}

/** Days without an end date of their own (one-off, no validity): access for ten years. */
const UNLIMITED_ACCESS_DAYS = 3650;

/**
 * The days of access an asset or table good's order buys: from the payment's day (China Standard Time) to the
 * day its validity or period ends (the same terms as API credentials), both inclusive.
 */
export function grantDays(order: Pick<OrderRow, 'quantity' | 'snapshot' | 'unitPrice'>, paidAt: Date) {
  const { validUntil } = credentialTerms(order, paidAt);
  const end = validUntil ?? new Date(paidAt.getTime() + UNLIMITED_ACCESS_DAYS * DAY_MS);
  return { startDate: chinaDay(paidAt), endDate: chinaDay(new Date(end.getTime() - 1)) };
}

export const toCredential = (c: repo.CredentialRow): delivery.ApiCredential => ({
  id: String(c.id),
  orderId: String(c.orderId),
  itemId: String(c.itemId),
  skuId: String(c.skuId),
  keyPrefix: c.keyPrefix,
  key2Prefix: c.key2Prefix,
  revoked: c.revokedAt !== null,
  revealed: c.keyHash !== null || c.key2Hash !== null,
  quotaTotal: c.quotaTotal,
  quotaUsed: c.quotaUsed,
  postpaidPrice: c.postpaidPrice?.toString() ?? null,
  validFrom: c.validFrom.toISOString(),
  validUntil: iso(c.validUntil),
  revealedAt: iso(c.revealedAt),
  rotatedAt: iso(c.rotatedAt),
  createDate: c.createdAt.toISOString(),
});

/** The order if the caller is its buyer (or, unless `buyerOnly`, its seller or the operator); else 404. */
export async function orderFor(
  core: DeliveryCore,
  actor: Actor,
  orderId: number,
  buyerOnly: boolean,
  db: DbOrTx = core.db,
) {
  const order = await core.orders.findOrder(db, orderId);
  if (!order) throw notFound();
  const buyer = order.consumerId === actor.userId;
  const allowed = buyer || (!buyerOnly && (order.sellerId === actor.userId || actor.roleType === OPERATOR));
  if (!allowed) throw notFound();
  return order;
}

/** The fields of a delivery without files. */
const noFiles = () => ({ files: [], downloads: 0, log: [], confirmedAt: null });

/** An order's delivery as the buyer, seller and operator see it. */
export async function viewOf(db: DbOrTx, order: OrderRow): Promise<delivery.Delivery> {
  const base = { orderId: String(order.id), orderNo: order.orderNo, itemType: order.itemType };
  if (order.itemType === goods.ItemType.API) {
    const credential = await repo.findCredential(db, order.id);
    return {
      ...base,
      kind: 'api',
      state: credential ? (credential.keyHash ? S.DOWNLOADED : S.PENDING) : null,
      ...noFiles(),
      credential: credential ? toCredential(credential) : null,
    };
  }
  const record = await repo.findRecord(db, order.id);
  if (!record) {
    const kind = order.itemType === goods.ItemType.DATA_PACKAGE ? 'files' : 'none';
    return { ...base, kind, state: null, ...noFiles(), credential: null };
  }
  const [files, log] = await Promise.all([
    repo.filesOf(db, order.id),
    repo.downloadsOf(db, order.id, LOG_LIMIT),
  ]);
  const byIndex = new Map(files.map((f) => [f.fileIndex, f]));
  return {
    ...base,
    kind: 'files',
    state: record.state,
    files: record.files.map((path, index) => {
      const f = byIndex.get(index);
      return {
        index,
        name: fileName(path),
        size: f?.size ?? null,
        sha256: f?.sha256 ?? null,
        deliveredAt: iso(f?.deliveredAt ?? null),
        downloads: f?.downloads ?? 0,
      };
    }),
    downloads: record.downloads,
    log: log.map((l) => ({
      id: String(l.id),
      fileIndex: l.fileIndex,
      fileName: l.fileName,
      ip: l.ip,
      userAgent: l.userAgent,
      bytes: l.bytes,
      completed: l.completed,
      createdAt: l.createdAt.toISOString(),
    })),
    confirmedAt: iso(record.confirmedAt),
    credential: null,
  };
}

/** Confirms a delivery (its record locked by the caller) and writes the evidence entry. */
export async function markConfirmed(
  core: DeliveryCore,
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'orderNo'>,
  auto: boolean,
) {
  const now = core.clock.now();
  await repo.updateRecord(tx, order.id, { state: S.CONFIRMED, confirmedAt: now, updatedAt: now });
  const files = await repo.filesOf(tx, order.id);
  await core.record(tx, {
    entryType: 'delivery.confirmed',
    orderId: order.id,
    payload: {
      orderNo: order.orderNo,
      confirmedAt: now,
      files: files.map((f) => ({ name: f.name, sha256: f.sha256 })),
      ...(auto ? { auto: true, afterDays: d.AUTO_CONFIRM_DAYS } : {}),
    },
  });
}
