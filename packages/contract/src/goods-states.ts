/** The state machine of goods, shared by the server (which enforces it) and the web (which shows the actions it allows). */
import * as goods from './endpoints/goods.js';

const { ProductStatus: P, PublishType: U, ProductDelete: D } = goods;

/** The three state fields of a good, plus where an open enable review came from. */
export interface ItemState {
  productStatus: number;
  publishType: number;
  deleteStatus: number;
  /** Product status before the open enable review; null otherwise. */
  statusBeforeReview: number | null;
}

/**
 * What can happen to a good: the owner's requests (enable, disable, list, delist, delete, edit) and the
 * decisions of the reviews they start.
 */
export type ItemEvent =
  | goods.ItemAction
  | 'delete'
  | 'edit'
  | 'enableApproved'
  | 'enableRejected'
  | 'disableApproved'
  | 'disableRejected'
  | 'deleteApproved'
  | 'deleteRejected';

/** The review a request starts. */
export type ItemReviewKey = 'goods-enable' | 'goods-disable' | 'goods-delete';

interface Transition {
  event: ItemEvent;
  /** Allowed values of each field before the event; a field left out may have any value. */
  from: {
    productStatus?: readonly number[];
    publishType?: readonly number[];
    deleteStatus?: readonly number[];
  };
  to: (s: ItemState) => ItemState;
  /** The review the event starts (the good's open review until its decision). */
  review?: ItemReviewKey;
  /** The good leaves the shelf: refused while checkItemOff finds blockers. */
  takesOff?: boolean;
}

const ALIVE = [D.NORMAL] as const;
/** Not under a review of its own: not enabled, enabled or disabled. */
const SETTLED = [P.NOT_ENABLED, P.ENABLED, P.DISABLED] as const;
const OFF_SHELF = [U.NEVER, U.DELISTED] as const;

/**
 * The transition table of goods. Anything not listed is illegal (409, nothing changes).
 *
 * - enable: a good that is not enabled (or disabled) and not on the shelf asks for the enable review;
 *   approval enables and lists it, rejection puts it back where it was.
 * - disable: an enabled good asks for the disable review; approval disables and delists it.
 * - list / delist: the owner moves an enabled good on and off the shelf without review (delisting, like
 *   disabling, is refused while unfinished orders block it).
 * - delete: a good off the shelf and without an open review asks for the delete review.
 * - edit: the owner changes a good that is off the shelf and not under review; an enabled good goes back to
 *   not enabled, so the changed good is reviewed again before it is sold.
 */
export const ITEM_TRANSITIONS: readonly Transition[] = [
  {
    event: 'enable',
    from: { productStatus: [P.NOT_ENABLED, P.DISABLED], publishType: OFF_SHELF, deleteStatus: ALIVE },
    to: (s) => ({ ...s, productStatus: P.ENABLE_REVIEW, statusBeforeReview: s.productStatus }),
    review: 'goods-enable',
  },
  {
    event: 'enableApproved',
    from: { productStatus: [P.ENABLE_REVIEW] },
    to: (s) => ({ ...s, productStatus: P.ENABLED, publishType: U.LISTED, statusBeforeReview: null }),
  },
  {
    event: 'enableRejected',
    from: { productStatus: [P.ENABLE_REVIEW] },
    to: (s) => ({ ...s, productStatus: s.statusBeforeReview ?? P.NOT_ENABLED, statusBeforeReview: null }),
  },
  {
    event: 'disable',
    from: { productStatus: [P.ENABLED], deleteStatus: ALIVE },
    to: (s) => ({ ...s, productStatus: P.DISABLE_REVIEW }),
    review: 'goods-disable',
    takesOff: true,
  },
  {
    event: 'disableApproved',
    from: { productStatus: [P.DISABLE_REVIEW] },
    to: (s) => ({
      ...s,
      productStatus: P.DISABLED,
      publishType: s.publishType === U.LISTED ? U.DELISTED : s.publishType,
    }),
  },
  {
    event: 'disableRejected',
    from: { productStatus: [P.DISABLE_REVIEW] },
    to: (s) => ({ ...s, productStatus: P.ENABLED }),
  },
  {
    event: 'list',
    from: { productStatus: [P.ENABLED], publishType: [U.DELISTED], deleteStatus: ALIVE },
    to: (s) => ({ ...s, publishType: U.LISTED }),
  },
  {
    event: 'delist',
    from: { productStatus: [P.ENABLED, P.DISABLE_REVIEW], publishType: [U.LISTED], deleteStatus: ALIVE },
    to: (s) => ({ ...s, publishType: U.DELISTED }),
    takesOff: true,
  },
  {
    event: 'delete',
    from: { productStatus: SETTLED, publishType: OFF_SHELF, deleteStatus: ALIVE },
    to: (s) => ({ ...s, deleteStatus: D.REVIEW }),
    review: 'goods-delete',
  },
  {
    event: 'deleteApproved',
    from: { deleteStatus: [D.REVIEW] },
    to: (s) => ({ ...s, deleteStatus: D.DELETED }),
  },
  {
    event: 'deleteRejected',
    from: { deleteStatus: [D.REVIEW] },
    to: (s) => ({ ...s, deleteStatus: D.NORMAL }),
  },
  {
    event: 'edit',
    from: { productStatus: SETTLED, publishType: OFF_SHELF, deleteStatus: ALIVE },
    to: (s) => ({ ...s, productStatus: s.productStatus === P.ENABLED ? P.NOT_ENABLED : s.productStatus }),
  },
];

function matches(t: Transition, s: ItemState): boolean {
  const { productStatus, publishType, deleteStatus } = t.from;
  return (
    (!productStatus || productStatus.includes(s.productStatus)) &&
    (!publishType || publishType.includes(s.publishType)) &&
    (!deleteStatus || deleteStatus.includes(s.deleteStatus))
  );
}

/** The transition of an event from a state, or null when the table has none (illegal). */
export function findTransition(state: ItemState, event: ItemEvent): Transition | null {
  return ITEM_TRANSITIONS.find((t) => t.event === event && matches(t, state)) ?? null;
}

/** The state after an event, or null when the event is illegal in this state. */
export function nextItemState(state: ItemState, event: ItemEvent): ItemState | null {
  return findTransition(state, event)?.to(state) ?? null;
}

/** Status changes (statusChange) the owner may ask for in this state. */
export function availableActions(state: ItemState): goods.ItemAction[] {
  return goods.ITEM_ACTIONS.filter((action) => findTransition(state, action) !== null);
}

/** The event of a review decision. */
export function decisionEvent(key: ItemReviewKey, approved: boolean): ItemEvent {
  const base = key === 'goods-enable' ? 'enable' : key === 'goods-disable' ? 'disable' : 'delete';
  return `${base}${approved ? 'Approved' : 'Rejected'}` as ItemEvent;
}

/**
 * How SKUs of a good change: `direct` (not enabled or disabled: saved as is, the enable review covers them),
 * `review` (enabled: changes wait for sku-audit / price-change) or `frozen` (a review of the good is open,
 * or it is deleted: nothing changes).
 */
export type SkuMode = 'direct' | 'review' | 'frozen';

export function skuMode(state: ItemState): SkuMode {
  if (state.deleteStatus !== D.NORMAL) return 'frozen';
  if (state.productStatus === P.ENABLE_REVIEW || state.productStatus === P.DISABLE_REVIEW) return 'frozen';
  return state.productStatus === P.ENABLED ? 'review' : 'direct';
}
