import type { AccountService } from '../modules/identity/account.service.js';
import type { NotificationOutbox } from '../modules/messaging/messaging.outbox.js';
import { NOTIFICATIONS } from '../modules/messaging/messaging.templates.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import type { DbOrTx } from '../platform/db.js';

export const USER_REGISTRATION = 'user-registration';

/**
 * Registration -> `user-registration` review -> account state. The process starts in the registration's
 * transaction, and the decision is applied in the transaction that closes the task, where the applicant's
 * notification (mail, SMS) is written too.
 */
export function connectAccountApproval(
  accounts: AccountService,
  workflow: WorkflowService,
  notifications: Pick<NotificationOutbox, 'notify'>,
) {
  const decide = async (tx: DbOrTx, userId: number, approved: boolean, reason: string) => {
    await accounts.decideRegistration(tx, userId, approved, reason);
    const code = approved ? NOTIFICATIONS.registrationApproved : NOTIFICATIONS.registrationRejected;
    await notifications.notify(tx, userId, code, approved ? {} : { reason });
  };
  accounts.onRegistrationSubmitted(async (tx, user) => {
    await workflow.start(
      USER_REGISTRATION,
      {
        businessKey: String(user.id),
        businessType: USER_REGISTRATION,
        objectName: `${user.companyName} (${user.username})`,
        starterUserId: user.id,
      },
      tx,
    );
  });
  workflow.registerHandler(USER_REGISTRATION, async (decision, ctx) => {
    await decide(ctx.tx, Number(ctx.businessKey), decision === 'approved', ctx.comment);
  });
  // A registration cannot wait without a review: a terminated one is refused with the reason, and the
  // applicant may submit it again.
  workflow.registerTerminationHandler(USER_REGISTRATION, (ctx) =>
    decide(ctx.tx, Number(ctx.businessKey), false, ctx.reason),
  );
}
