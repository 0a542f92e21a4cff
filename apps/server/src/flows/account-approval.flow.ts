import type { AccountService } from '../modules/identity/account.service.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';

export const USER_REGISTRATION = 'user-registration';

/**
 * Registration -> `user-registration` review -> account state. The process starts in the registration's
 * transaction, and the decision is applied in the transaction that closes the task.
 */
export function connectAccountApproval(accounts: AccountService, workflow: WorkflowService) {
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
    await accounts.decideRegistration(ctx.tx, Number(ctx.businessKey), decision === 'approved', ctx.comment);
  });
  // A registration cannot wait without a review: a terminated one is refused with the reason, and the
  // applicant may submit it again.
  workflow.registerTerminationHandler(USER_REGISTRATION, (ctx) =>
    accounts.decideRegistration(ctx.tx, Number(ctx.businessKey), false, ctx.reason),
  );
}
