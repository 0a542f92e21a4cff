import {
  decisionEvent,
  ErrorCode,
  findTransition,
  goods,
  type ItemEvent,
  type ItemReviewKey,
  nextItemState,
} from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, forbidden, illegalState, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import type { AssetService } from '../assets/assets.service.js';
import * as repo from './goods.repository.js';
import {
  foldPendingSkus,
  getReadable,
  type ItemRow,
  isOperator,
  lockOwned,
  type SkuRow,
  stateOf,
} from './goods.shared.js';

const { ItemType, PublishType: U, ProductDelete: D } = goods;

/**
 * Implemented by modules that keep a good from being taken off (the orders module: unfinished orders).
 * Runs inside the caller's transaction when one is given.
 */
export type ItemOffBlockerProvider = (
  db: DbOrTx,
  item: { id: number; ownerId: number; itemType: number },
) => Promise<goods.ItemOffBlocker[]>;

/** The review processes, connected by `flows/goods-review.flow.ts`. */
export interface GoodsReviewProcess {
  /** Starts a review inside `tx`; answers the process instance id. */
  start(
    tx: DbOrTx,
    key: goods.GoodsProcessKey,
    input: { businessKey: string; objectName: string; starterUserId: number },
  ): Promise<number>;
  /** One process with its steps, as the caller may see it. */
  history(
    instanceId: number,
    actor: Actor,
  ): Promise<{
    state: string;
    decision: string | null;
    startTime: string;
    endTime: string | null;
    steps: goods.ItemAuditFlow['steps'];
  } | null>;
}

export interface GoodsLifecycleDeps {
  db: Db;
  clock: Clock;
  assets: AssetService;
}

/**
 * The review-driven state machine of a good (the contract's goods-states.ts): enable and disable and delete
 * requests start reviews, list and delist act at once, and what keeps a good from being taken off.
 */
export class GoodsLifecycleService {
  private readonly offBlockers: ItemOffBlockerProvider[] = [];
  private review: GoodsReviewProcess | null = null;

  constructor(private readonly deps: GoodsLifecycleDeps) {}

  connectReview(process: GoodsReviewProcess): void {
    this.review = process;
  }

  /** Lets a module report what keeps a good from being taken off (checkItemOff, delist, disable). */
  registerOffBlocker(provider: ItemOffBlockerProvider): void {
    this.offBlockers.push(provider);
  }

  private get reviewProcess(): GoodsReviewProcess {
    if (!this.review) throw new Error('The goods review processes are not connected.');
    return this.review;
  }

  private now() {
    return this.deps.clock.now();
  }

  /**
   * statusChange / apiChange / up: enable and disable start reviews, list and delist act at once. The operator
   * may only delist. An illegal change answers 409 and changes nothing.
   */
  async changeStatus(
    actor: Actor,
    itemId: number,
    action: goods.ItemAction,
    comment = '',
    only?: { itemType?: number },
  ): Promise<ItemRow> {
    if (isOperator(actor) && action !== 'delist') throw forbidden();
    return this.deps.db.transaction(async (tx) => {
      const item = await repo.lockItem(tx, itemId);
      const readable =
        item && item.deleteStatus !== D.DELETED && (isOperator(actor) || item.ownerId === actor.userId);
      if (!item || !readable) throw notFound();
      if (only?.itemType !== undefined && item.itemType !== only.itemType) throw notFound();
      return this.applyRequest(tx, actor, item, action, comment);
    });
  }

  /** The developer's "put up": list an enabled delisted good, else ask for the enable review. */
  async up(actor: Actor, itemId: number, comment = ''): Promise<ItemRow> {
    return this.deps.db.transaction(async (tx) => {
      const item = await lockOwned(tx, actor, itemId);
      const state = stateOf(item);
      const action = findTransition(state, 'list') ? 'list' : 'enable';
      return this.applyRequest(tx, actor, item, action, comment);
    });
  }

  /** Asks to delete a good (goods-delete review). */
  async requestDelete(actor: Actor, itemId: number): Promise<ItemRow> {
    return this.deps.db.transaction(async (tx) => {
      const item = await lockOwned(tx, actor, itemId);
      return this.applyRequest(tx, actor, item, 'delete', '');
    });
  }

  private async applyRequest(
    tx: DbOrTx,
    actor: Actor,
    item: ItemRow,
    event: ItemEvent,
    comment: string,
  ): Promise<ItemRow> {
    const transition = findTransition(stateOf(item), event);
    if (!transition) throw illegalState();
    const skus = await repo.listSkus(tx, item.id);
    // A good is reviewed as a whole: no request of its own while one of its SKUs is under review.
    if (transition.review && skus.some((s) => s.openReview !== null)) throw illegalState();
    if (event === 'enable') await this.assertSellable(tx, item, skus);
    if (transition.takesOff) await this.assertCanTakeOff(tx, item);
    const next = transition.to(stateOf(item));
    const now = this.now();
    const values: Partial<repo.NewItem> = {
      productStatus: next.productStatus,
      publishType: next.publishType,
      deleteStatus: next.deleteStatus,
      statusBeforeReview: next.statusBeforeReview,
      updatedAt: now,
    };
    if (transition.review) {
      const instanceId = await this.startReview(
        tx,
        transition.review,
        item,
        null,
        item.name,
        actor.userId,
        comment,
      );
      values.openReview = transition.review;
      values.processInstanceId = instanceId;
    }
    if (next.publishType === U.LISTED && item.publishType !== U.LISTED) values.listedAt = now;
    return repo.updateItem(tx, item.id, values);
  }

  /** What an enable review needs: an approved SKU on sale and the kind's content. */
  private async assertSellable(tx: DbOrTx, item: ItemRow, skus: SkuRow[]) {
    if (!skus.some((s) => s.enabled && s.everApproved)) throw new AppError(ErrorCode.GOODS_NO_SKU_ON_SALE);
    if (item.itemType === ItemType.DATA_PACKAGE && item.packageFiles.length === 0) {
      throw badParam('packageFiles', 'packageFilesRequired');
    }
    if (goods.SOURCE_BOUND_ITEM_TYPES.includes(item.itemType as goods.ItemType)) {
      if ((await repo.listBindings(tx, item.id)).length === 0)
        throw new AppError(ErrorCode.GOODS_SOURCE_REQUIRED);
    }
  }

  private async blockersOf(db: DbOrTx, item: ItemRow): Promise<goods.ItemOffBlocker[]> {
    const all: goods.ItemOffBlocker[] = [];
    for (const provider of this.offBlockers) {
      all.push(...(await provider(db, { id: item.id, ownerId: item.ownerId, itemType: item.itemType })));
    }
    return all;
  }

  private async assertCanTakeOff(db: DbOrTx, item: ItemRow) {
    const blockers = await this.blockersOf(db, item);
    if (blockers.length > 0) {
      throw new AppError(ErrorCode.GOODS_OFF_BLOCKED, { count: blockers.length }, { blockers });
    }
  }

  async checkOff(actor: Actor, itemId: number) {
    const item = await getReadable(this.deps.db, actor, itemId);
    const blockers = await this.blockersOf(this.deps.db, item);
    return { itemId: String(item.id), canOff: blockers.length === 0, blockers };
  }

  /** Starts a review of a good or of one of its SKUs in `tx` and records it for the good's audit flows. */
  async startReview(
    tx: DbOrTx,
    key: goods.GoodsProcessKey,
    item: ItemRow,
    sku: SkuRow | null,
    objectName: string,
    starterUserId: number,
    note: string,
  ): Promise<number> {
    const instanceId = await this.reviewProcess.start(tx, key, {
      businessKey: String(sku ? sku.id : item.id),
      objectName: objectName.slice(0, 200),
      starterUserId,
    });
    await repo.insertReview(tx, {
      itemId: item.id,
      skuId: sku?.id ?? null,
      processKey: key,
      processInstanceId: instanceId,
      objectName: objectName.slice(0, 200),
      note: note.slice(0, 500),
      createdAt: this.now(),
      updatedAt: this.now(),
    });
    return instanceId;
  }

  /** Applies the decision of a goods-enable, goods-disable or goods-delete review (in the deciding transaction). */
  async decideItem(tx: DbOrTx, key: ItemReviewKey, itemId: number, approved: boolean, comment: string) {
    const item = await repo.lockItem(tx, itemId);
    if (!item || item.openReview !== key) throw illegalState();
    const event = decisionEvent(key, approved);
    const next = nextItemState(stateOf(item), event);
    if (!next) throw illegalState();
    if (event === 'disableApproved' && item.publishType === U.LISTED) await this.assertCanTakeOff(tx, item);
    const now = this.now();
    const values: Partial<repo.NewItem> = {
      productStatus: next.productStatus,
      publishType: next.publishType,
      deleteStatus: next.deleteStatus,
      statusBeforeReview: next.statusBeforeReview,
      openReview: null,
      lastReview: {
        processKey: key,
        decision: approved ? 'approved' : 'rejected',
        comment,
        date: now.toISOString(),
      },
      updatedAt: now,
    };
    if (next.publishType === U.LISTED && item.publishType !== U.LISTED) values.listedAt = now;
    if (next.deleteStatus === D.DELETED) values.deletedAt = now;
    await repo.updateItem(tx, item.id, values);
    if (event === 'disableApproved') {
      await foldPendingSkus(tx, await repo.listSkus(tx, item.id), this.deps.clock);
    }
    if (event === 'deleteApproved') {
      for (const sku of await repo.listSkus(tx, item.id)) {
        if (sku.enabled) await repo.updateSku(tx, sku.id, { enabled: false, updatedAt: now });
      }
      // The deleted good no longer uses its assets: they may be deleted again.
      for (const binding of await repo.listBindings(tx, item.id)) {
        await this.deps.assets.refreshUsageCount(tx, binding.sourceId);
      }
    }
  }

  /** Every review of a good and its SKUs, newest first. */
  async auditFlows(actor: Actor, itemId: number): Promise<goods.ItemAuditFlow[]> {
    const item = await getReadable(this.deps.db, actor, itemId);
    const flows: goods.ItemAuditFlow[] = [];
    for (const row of await repo.listReviews(this.deps.db, item.id)) {
      const history = await this.reviewProcess.history(row.processInstanceId, actor);
      if (!history) continue;
      flows.push({
        processInstanceId: String(row.processInstanceId),
        processKey: row.processKey,
        objectName: row.objectName,
        skuId: row.skuId === null ? null : String(row.skuId),
        note: row.note,
        ...history,
      });
    }
    return flows;
  }
}
