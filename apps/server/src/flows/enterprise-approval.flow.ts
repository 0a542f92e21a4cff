import type { EnterpriseService } from '../modules/identity/enterprise.service.js';
import { type NotificationOutbox, sparing } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import type { DbOrTx } from '../platform/db.js';

export const IDENTITY_AUTHENTICATION = 'identity-authentication';

/**
 * Enterprise identity submission -> `identity-authentication` review -> certified shop; the applicant's
 * notification (mail, SMS) is written in the transaction that applies the decision.
 */
export function connectEnterpriseApproval(
  enterprise: EnterpriseService,
  workflow: WorkflowService,
  notifications: Pick<NotificationOutbox, 'notify'>,
) {
  const decide = async (
    tx: DbOrTx,
    userId: number,
    approved: boolean,
    reason: string,
    terminatedBy?: number,
  ) => {
    await enterprise.decide(tx, userId, approved, reason);
    const code = approved ? NOTIFICATIONS.enterpriseApproved : NOTIFICATIONS.enterpriseRejected;
    await sparing(notifications, terminatedBy).notify(tx, userId, code, approved ? {} : { reason });
  };
  enterprise.onEnterpriseSubmitted(async (tx, userId, companyName) => {
    await workflow.start(
      IDENTITY_AUTHENTICATION,
      {
        businessKey: String(userId),
        businessType: IDENTITY_AUTHENTICATION,
        objectName: companyName,
        starterUserId: userId,
      },
      tx,
    );
  });
  workflow.registerHandler(IDENTITY_AUTHENTICATION, async (decision, ctx) => {
    await decide(ctx.tx, Number(ctx.businessKey), decision === 'approved', ctx.comment);
  });
  // A terminated review ends like a refusal: the identity is rejected with the reason, the shop's certification
  // stays as it was, and the applicant may correct and submit it again.
  workflow.registerTerminationHandler(IDENTITY_AUTHENTICATION, (ctx) =>
    decide(ctx.tx, Number(ctx.businessKey), false, ctx.reason, ctx.actorUserId),
  );
}
