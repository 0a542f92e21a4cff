import { goods, type ItemState, nextItemState, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { illegalState, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './goods.repository.js';
import type { SkuFields } from './goods.table.js';

/**
 * What the parts of the goods service (items, lifecycle, SKUs, bindings) share: who may read or change a good,
 * its state for the contract's goods-states.ts, and what an edit does to its SKUs.
 */

const { ProductDelete: D, SkuAuditStatus: A } = goods;

export type ItemRow = repo.ItemRow;
export type SkuRow = repo.SkuRow;

export const stateOf = (item: ItemRow): ItemState => ({
  productStatus: item.productStatus,
  publishType: item.publishType,
  deleteStatus: item.deleteStatus,
  statusBeforeReview: item.statusBeforeReview,
});

export const isOperator = (actor: Actor | null) => actor?.roleType === RoleType.OPERATOR;

/** A good the caller may read: its owner, or the operator (deleted ones too). Else 404. */
export async function getReadable(db: DbOrTx, actor: Actor, itemId: number): Promise<ItemRow> {
  const item = await repo.findItem(db, itemId);
  if (!item) throw notFound();
  if (isOperator(actor)) return item;
  if (item.ownerId !== actor.userId || item.deleteStatus === D.DELETED) throw notFound();
  return item;
}

/** A good of the caller that is not deleted, locked in `tx`. Else 404. */
export async function lockOwned(tx: DbOrTx, actor: Actor, itemId: number): Promise<ItemRow> {
  const item = await repo.lockItem(tx, itemId);
  if (!item || item.ownerId !== actor.userId || item.deleteStatus === D.DELETED) throw notFound();
  return item;
}

/** The state after an edit of a locked good (409 when it may not change); folds pending SKU changes. */
export async function editState(tx: DbOrTx, item: ItemRow, clock: Clock) {
  const next = nextItemState(stateOf(item), 'edit');
  if (!next) throw illegalState();
  const skus = await repo.listSkus(tx, item.id);
  if (skus.some((s) => s.openReview !== null)) throw illegalState();
  if (next.productStatus !== item.productStatus) await foldPendingSkus(tx, skus, clock);
  return { productStatus: next.productStatus };
}

/**
 * A good leaves the enabled state (edited or disabled): its SKUs are covered by the next enable review,
 * so pending changes of SKUs without an open review are applied and every SKU counts as approved.
 */
export async function foldPendingSkus(tx: DbOrTx, skus: SkuRow[], clock: Clock) {
  const now = clock.now();
  for (const sku of skus) {
    if (sku.openReview !== null) continue;
    if (sku.auditStatus === A.APPROVED && sku.everApproved && !sku.pendingChanges) continue;
    await repo.updateSku(tx, sku.id, {
      ...(sku.pendingChanges ? skuRowValues(sku.pendingChanges) : {}),
      pendingChanges: null,
      auditStatus: A.APPROVED,
      everApproved: true,
      updatedAt: now,
    });
  }
}

export function skuRowValues(fields: SkuFields) {
  return { ...fields, price: BigInt(fields.price) };
}

/**
 * Owner, classification and package files of a good. Inside a transaction the first read is kept for the rest
 * of it: a payment's listeners (billing, delivery) each ask, and nothing in a payment changes the good.
 */
export class PaymentFacts {
  private readonly byTx = new WeakMap<object, Map<number, ReturnType<typeof repo.findPaymentFacts>>>();

  constructor(private readonly db: Db) {}

  read(itemId: number, db: DbOrTx) {
    if (db === this.db) return repo.findPaymentFacts(db, itemId);
    const facts = this.byTx.get(db) ?? new Map();
    this.byTx.set(db, facts);
    const read = facts.get(itemId) ?? repo.findPaymentFacts(db, itemId);
    facts.set(itemId, read);
    return read;
  }
}
