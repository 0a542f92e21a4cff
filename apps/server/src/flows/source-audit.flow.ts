import type { AssetReviewService } from '../modules/assets/asset-review.service.js';
import type { AssetService } from '../modules/assets/assets.service.js';
import { type NotificationOutbox, sparing } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import { historicRowIn } from '../modules/workflow/workflow.presenter.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import type { DbOrTx } from '../platform/db.js';

export const SOURCE_AUDIT = 'source-audit';

/**
 * Asset submission -> `source-audit` review by an operator -> approved (the reviewed version is listed) or
 * rejected. The process starts in the submission's transaction (business key: the asset id) and the decision
 * is applied in the transaction that closes the task, with the owner's notification (mail, SMS); a terminated
 * review ends like a rejection. The to-do list shows "<asset name> (v<version>)".
 */
export function connectSourceAudit(
  review: AssetReviewService,
  workflow: WorkflowService,
  assets: Pick<AssetService, 'ownerAndName'>,
  notifications: Pick<NotificationOutbox, 'notify'>,
) {
  const decide = async (
    tx: DbOrTx,
    sourceId: number,
    approved: boolean,
    comment: string,
    terminatedBy?: number,
  ) => {
    await review.decide(tx, sourceId, approved, comment);
    const source = await assets.ownerAndName(sourceId, tx);
    if (!source) return;
    const code = approved ? NOTIFICATIONS.assetReviewApproved : NOTIFICATIONS.assetReviewRejected;
    const params = { assetName: source.name, ...(approved ? {} : { reason: comment }) };
    await sparing(notifications, terminatedBy).notify(tx, source.ownerId, code, params);
  };
  review.connectReview({
    start: (tx, source, version, starterUserId) =>
      workflow.start(
        SOURCE_AUDIT,
        {
          businessKey: String(source.id),
          businessType: SOURCE_AUDIT,
          objectName: `${source.name} (v${version})`,
          starterUserId,
        },
        tx,
      ),
    history: async (instanceId, actor, locale) => {
      const instance = await workflow.findInstance(instanceId);
      if (!instance) return null;
      const steps = await workflow.history(instanceId, actor);
      return {
        state: instance.state,
        decision: instance.decision,
        startTime: instance.startedAt.toISOString(),
        endTime: instance.endedAt?.toISOString() ?? null,
        steps: steps.map(historicRowIn(locale)),
      };
    },
  });
  workflow.registerHandler(SOURCE_AUDIT, async (decision, ctx) => {
    await decide(ctx.tx, Number(ctx.businessKey), decision === 'approved', ctx.comment);
  });
  // Rejected with the reason as its review comment: the listed version (if any) stays listed, the reviewed one
  // is not, and the owner may submit it again.
  workflow.registerTerminationHandler(SOURCE_AUDIT, (ctx) =>
    decide(ctx.tx, Number(ctx.businessKey), false, ctx.reason, ctx.actorUserId),
  );
}
