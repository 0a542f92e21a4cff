import type { goods } from '@datamall/contract';
import type { AssetService } from '../modules/assets/assets.service.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import { type NotificationOutbox, sparing } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import { toHistoricRow } from '../modules/workflow/workflow.presenter.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import type { DbOrTx } from '../platform/db.js';

const ITEM_REVIEWS = ['goods-enable', 'goods-disable', 'goods-delete'] as const;
const SKU_REVIEWS = ['sku-audit', 'price-change'] as const;
type ItemReviewKey = (typeof ITEM_REVIEWS)[number];
type SkuReviewKey = (typeof SKU_REVIEWS)[number];

/**
 * Goods reviews: a good's enable, disable and delete requests (business key: the good's id) and the changes
 * of its SKUs and prices (business key: the SKU's id) are each a review by an operator. Every process starts
 * in the request's transaction and its decision is applied in the transaction that closes the task, where the
 * good's owner's notification (mail, SMS) is written too.
 *
 * Also wires goods to the modules they use: assets report goods as users (an asset bound to a good that is
 * not deleted cannot be deleted), the catalog refuses to delete a classification or brand goods use.
 * Orders, once they exist, register `goods.lifecycle.registerOffBlocker(...)` so unfinished orders keep a good
 * listed.
 */
export function connectGoodsReview(
  goodsService: GoodsService,
  workflow: WorkflowService,
  assets: AssetService,
  catalog: CatalogService,
  notifications: Pick<NotificationOutbox, 'notify'>,
) {
  // The good is read before the decision: an approved deletion leaves it deleted.
  const tellOwner = async (
    tx: DbOrTx,
    item: { ownerId: number; name: string } | null,
    approved: boolean,
    reason: string,
    terminatedBy?: number,
  ) => {
    if (!item) return;
    const code = approved ? NOTIFICATIONS.goodsReviewApproved : NOTIFICATIONS.goodsReviewRejected;
    await sparing(notifications, terminatedBy).notify(tx, item.ownerId, code, {
      goodsName: item.name,
      ...(approved ? {} : { reason }),
    });
  };
  const decideItem = async (
    tx: DbOrTx,
    key: ItemReviewKey,
    itemId: number,
    approved: boolean,
    comment: string,
    terminatedBy?: number,
  ) => {
    const item = await goodsService.findLive(itemId, tx);
    await goodsService.lifecycle.decideItem(tx, key, itemId, approved, comment);
    await tellOwner(tx, item, approved, comment, terminatedBy);
  };
  const decideSku = async (
    tx: DbOrTx,
    key: SkuReviewKey,
    skuId: number,
    approved: boolean,
    comment: string,
    terminatedBy?: number,
  ) => {
    const item = await goodsService.skus.itemOfSku(tx, skuId);
    await goodsService.skus.decideSku(tx, key, skuId, approved, comment);
    await tellOwner(tx, item, approved, comment, terminatedBy);
  };
  goodsService.lifecycle.connectReview({
    start: (tx, key: goods.GoodsProcessKey, input) =>
      workflow.start(
        key,
        {
          businessKey: input.businessKey,
          businessType: key,
          objectName: input.objectName,
          starterUserId: input.starterUserId,
        },
        tx,
      ),
    history: async (instanceId, actor) => {
      const instance = await workflow.findInstance(instanceId);
      if (!instance) return null;
      const steps = await workflow.history(instanceId, actor);
      return {
        state: instance.state,
        decision: instance.decision,
        startTime: instance.startedAt.toISOString(),
        endTime: instance.endedAt?.toISOString() ?? null,
        steps: steps.map(toHistoricRow),
      };
    },
  });
  for (const key of ITEM_REVIEWS) {
    workflow.registerHandler(key, async (decision, ctx) => {
      await decideItem(ctx.tx, key, Number(ctx.businessKey), decision === 'approved', ctx.comment);
    });
  }
  for (const key of SKU_REVIEWS) {
    workflow.registerHandler(key, async (decision, ctx) => {
      await decideSku(ctx.tx, key, Number(ctx.businessKey), decision === 'approved', ctx.comment);
    });
  }
  // A terminated review ends like a refusal: the good (or SKU) returns to its state before the request, its
  // pending changes are dropped, and the reason is kept as the review comment.
  for (const key of ITEM_REVIEWS) {
    workflow.registerTerminationHandler(key, (ctx) =>
      decideItem(ctx.tx, key, Number(ctx.businessKey), false, ctx.reason, ctx.actorUserId),
    );
  }
  for (const key of SKU_REVIEWS) {
    workflow.registerTerminationHandler(key, (ctx) =>
      decideSku(ctx.tx, key, Number(ctx.businessKey), false, ctx.reason, ctx.actorUserId),
    );
  }
  assets.registerUsageProvider((db, query) => goodsService.bindings.sourceUsages(db, query));
  catalog.registerUsageCheck((tx, kind, id) => goodsService.catalogUsage(tx, kind, id));
}
