import type { EnterpriseService } from '../modules/identity/enterprise.service.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';

export const IDENTITY_AUTHENTICATION = 'identity-authentication';

/** Enterprise identity submission -> `identity-authentication` review -> certified shop. */
export function connectEnterpriseApproval(enterprise: EnterpriseService, workflow: WorkflowService) {
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
    await enterprise.decide(ctx.tx, Number(ctx.businessKey), decision === 'approved', ctx.comment);
  });
  // A terminated review ends like a refusal: the identity is rejected with the reason, the shop's certification
  // stays as it was, and the applicant may correct and submit it again.
  workflow.registerTerminationHandler(IDENTITY_AUTHENTICATION, (ctx) =>
    enterprise.decide(ctx.tx, Number(ctx.businessKey), false, ctx.reason),
  );
}
