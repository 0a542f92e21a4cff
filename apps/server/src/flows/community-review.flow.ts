import { community as c } from '@datamall/contract';
import { CommunityService, type CommunityServiceDeps } from '../modules/community/community.service.js';
import type { UsersService } from '../modules/identity/users.service.js';
import { type NotificationOutbox, sparing } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import type { DbOrTx } from '../platform/db.js';

/**
 * The developer community with its review: saving with "submit" starts a `community-review` process in the
 * same transaction (business key `article:<id>` or `column:<id>`), the decision is applied in the transaction
 * that closes the task, with the author's notification (mail, SMS), and an author's withdrawal ends the process
 * without a decision. A terminated review ends like a refusal. The to-do list shows the title.
 */
export function createCommunity(
  base: Omit<CommunityServiceDeps, 'shopNameOf'>,
  modules: {
    users: UsersService;
    workflow: WorkflowService;
    notifications: Pick<NotificationOutbox, 'notify'>;
  },
) {
  const { users, workflow, notifications } = modules;
  const service = new CommunityService({
    ...base,
    shopNameOf: async (userId) => {
      const [user] = await users.findByIds([userId]);
      return user ? user.companyName || user.username : '';
    },
  });
  service.connectReview({
    start: async (tx, kind, id, title, starterUserId) => {
      await workflow.start(
        c.REVIEW_PROCESS,
        {
          businessKey: c.reviewKey(kind, id),
          businessType: c.REVIEW_PROCESS,
          objectName: title,
          starterUserId,
        },
        tx,
      );
    },
    withdraw: async (tx, kind, id, actorUserId) => {
      await workflow.withdraw(c.REVIEW_PROCESS, c.reviewKey(kind, id), actorUserId, tx);
    },
  });
  const decide = async (
    tx: DbOrTx,
    businessKey: string,
    approved: boolean,
    comment: string,
    terminatedBy?: number,
  ) => {
    const post = await service.decide(tx, businessKey, approved, comment);
    const code = approved ? NOTIFICATIONS.communityReviewApproved : NOTIFICATIONS.communityReviewRejected;
    const params = { title: post.title, ...(approved ? {} : { reason: comment }) };
    await sparing(notifications, terminatedBy).notify(tx, post.authorId, code, params);
  };
  workflow.registerHandler(c.REVIEW_PROCESS, (decision, ctx) =>
    decide(ctx.tx, ctx.businessKey, decision === 'approved', ctx.comment),
  );
  // The post is rejected with the reason, as a refusal leaves it: not public, as before the review (only a draft
  // can be submitted), and its author may edit and submit it again.
  workflow.registerTerminationHandler(c.REVIEW_PROCESS, (ctx) =>
    decide(ctx.tx, ctx.businessKey, false, ctx.reason, ctx.actorUserId),
  );
  return service;
}
