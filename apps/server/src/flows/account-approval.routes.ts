import { ErrorCode, endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';
import { AppError } from '../platform/errors.js';
import type { Gatekeeper } from '../platform/http.js';
import { bindEndpoint, requireActor } from '../platform/http.js';
import { USER_REGISTRATION } from './account-approval.flow.js';

/** UpdateAuditStatus decides the account's open review task: one path for every registration decision. */
export function registerAccountApprovalRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  workflow: WorkflowService,
) {
  bindEndpoint(app, gate, endpoints.users.updateAuditStatus, async (ctx) => {
    const actor = requireActor(ctx);
    const taskId = await workflow.openTaskOf(USER_REGISTRATION, String(ctx.body.userId));
    if (taskId === null) throw new AppError(ErrorCode.ILLEGAL_STATE);
    if (ctx.body.spType === 1) await workflow.complete(taskId, ctx.body.reason, actor);
    else await workflow.reject(taskId, ctx.body.reason, actor);
    return null;
  });
}
