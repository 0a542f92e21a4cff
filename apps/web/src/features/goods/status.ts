import { goods } from '@datamall/contract';

const { ProductStatus: P, PublishType: U, ProductDelete: D } = goods;

/** The state fields of a good the web decides its buttons from (the server's transition table is the authority). */
export type ItemState = Pick<goods.Item, 'productStatus' | 'publishType' | 'deleteStatus'>;

const isAlive = (s: ItemState) => s.deleteStatus === D.NORMAL;
const isOffShelf = (s: ItemState) => s.publishType === U.NEVER || s.publishType === U.DELISTED;
/** Not under a review of its own. */
const isSettled = (s: ItemState) =>
  s.productStatus === P.NOT_ENABLED || s.productStatus === P.ENABLED || s.productStatus === P.DISABLED;

/**
 * The status changes (statusChange) the owner may ask for, mirroring the server's transition table so the
 * list shows only buttons that can work; the server still refuses (409) anything illegal.
 */
export function availableActions(s: ItemState): goods.ItemAction[] {
  const actions: goods.ItemAction[] = [];
  if (!isAlive(s)) return actions;
  if ((s.productStatus === P.NOT_ENABLED || s.productStatus === P.DISABLED) && isOffShelf(s)) {
    actions.push('enable');
  }
  if (s.productStatus === P.ENABLED) actions.push('disable');
  if (s.productStatus === P.ENABLED && s.publishType === U.DELISTED) actions.push('list');
  if ((s.productStatus === P.ENABLED || s.productStatus === P.DISABLE_REVIEW) && s.publishType === U.LISTED) {
    actions.push('delist');
  }
  return actions;
}

/** The owner may edit the good: off the shelf, not under review, not deleted. */
export const canEditItem = (s: ItemState) => isAlive(s) && isSettled(s) && isOffShelf(s);

/** The owner may ask to delete the good (goods-delete review): same condition as editing. */
export const canDeleteItem = canEditItem;

/** Editing an enabled good sends it back to "not enabled": it must pass the enable review again. */
export const editResetsEnable = (s: ItemState) => s.productStatus === P.ENABLED;

/**
 * How SKUs of the good change: `direct` (not enabled or disabled: saved as they are), `review` (enabled:
 * changes wait for sku-audit, prices for price-change) or `frozen` (a review of the good is open, or deleted).
 */
export type SkuMode = 'direct' | 'review' | 'frozen';

export function skuMode(s: ItemState): SkuMode {
  if (!isAlive(s)) return 'frozen';
  if (s.productStatus === P.ENABLE_REVIEW || s.productStatus === P.DISABLE_REVIEW) return 'frozen';
  return s.productStatus === P.ENABLED ? 'review' : 'direct';
}

/**
 * A SKU waits to be submitted to sku-audit: new or changed on an enabled good, or rejected and still
 * carrying its change (a rejected new SKU is not on sale yet).
 */
export function canSubmitSku(sku: Pick<goods.Sku, 'auditStatus' | 'pendingChanges' | 'enabled'>): boolean {
  const { TO_SUBMIT, REJECTED } = goods.SkuAuditStatus;
  return (
    sku.auditStatus === TO_SUBMIT ||
    (sku.auditStatus === REJECTED && (sku.pendingChanges !== null || !sku.enabled))
  );
}

/** A review of the SKU (sku-audit) or of its price (price-change) is open: nothing else changes meanwhile. */
export const isSkuUnderReview = (sku: Pick<goods.Sku, 'auditStatus' | 'pendingPrice'>) =>
  sku.auditStatus === goods.SkuAuditStatus.REVIEWING || sku.pendingPrice !== null;
