import {
  endpoints,
  formatMessage,
  isLocale,
  type Locale,
  STAFF_PERMISSIONS,
  workflow,
} from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import { type Actor, requestLocale } from '../../platform/request-context.js';
import type { WorkflowActor } from './workflow.policy.js';
import {
  historicRowIn,
  toDecisionResult,
  toDefinitionRow,
  toInstanceRow,
  toTaskInfo,
  toTodoRow,
} from './workflow.presenter.js';
import type { WorkflowService } from './workflow.service.js';

/** The spec's workflow calls (§7.11) and the to-do, task and process administration calls. */
export function registerWorkflowRoutes(app: FastifyInstance, gate: Gatekeeper, flow: WorkflowService) {
  const e = endpoints.workflow;
  const bind: typeof bindEndpoint = (a, g, endpoint, handler) =>
    bindEndpoint(a, g, endpoint, (ctx) => handler(ctx).catch(relocalize(requestLocale(ctx.req))));

  bind(app, gate, e.complete, async (ctx) =>
    toDecisionResult(await flow.complete(ctx.query.taskId, ctx.query.comment, requireActor(ctx))),
  );

  bind(app, gate, e.reject, async (ctx) =>
    toDecisionResult(await flow.reject(ctx.body.taskId, ctx.body.comment, requireActor(ctx))),
  );

  bind(app, gate, e.delegate, async (ctx) => {
    await flow.delegate(ctx.body.taskId, ctx.body.userId, requireActor(ctx));
    return null;
  });

  bind(app, gate, e.rollback, async (ctx) =>
    toDecisionResult(await flow.rollback(ctx.body.taskId, ctx.body.comment, requireActor(ctx))),
  );

  bind(app, gate, e.terminate, async (ctx) => {
    const actor = await withTerminateRight(gate, requireActor(ctx));
    return toDecisionResult(await flow.terminate(ctx.body.processInstanceId, ctx.body.reason, actor));
  });

  bind(app, gate, e.claim, async (ctx) => {
    await flow.claim(ctx.body.taskId, requireActor(ctx));
    return null;
  });

  bind(app, gate, e.unclaim, async (ctx) => {
    await flow.unclaim(ctx.body.taskId, requireActor(ctx));
    return null;
  });

  bind(app, gate, e.historicList, async (ctx) => {
    const locale = requestLocale(ctx.req);
    const entries = await flow.history(ctx.query.processInstanceId, requireActor(ctx));
    return entries.map(historicRowIn(locale));
  });

  bind(app, gate, e.diagramImage, async (ctx) => {
    // An <img> sends the browser's Accept-Language, not the interface language: the page passes it.
    const locale = isLocale(ctx.query.language) ? ctx.query.language : requestLocale(ctx.req);
    const svg = await flow.diagram(ctx.query.processInstanceId, requireActor(ctx), locale);
    ctx.reply.header('Cache-Control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
    return null;
  });

  bind(app, gate, e.diagramSource, async (ctx) =>
    flow.diagramSource(ctx.query.processInstanceId, requireActor(ctx), requestLocale(ctx.req)),
  );

  bind(app, gate, e.todoPage, async (ctx) => {
    const { page, limit, order, businessType, keyword } = ctx.query;
    const actor = requireActor(ctx);
    // A staff account without the workflow area can neither open nor handle a task: its list stays empty.
    if (!(await mayHandleTasks(gate, actor))) return { total: 0, list: [] };
    const result = await flow.todo(actor, { businessType, keyword, order }, { page, limit });
    const locale = requestLocale(ctx.req);
    return { total: result.total, list: result.list.map((row) => toTodoRow(row, locale)) };
  });

  bind(app, gate, e.taskInfo, async (ctx) => {
    const actor = await withTerminateRight(gate, requireActor(ctx));
    return toTaskInfo(await flow.taskInfo(ctx.query.taskId, actor), requestLocale(ctx.req));
  });

  bind(app, gate, e.processInfo, async (ctx) => {
    const actor = await withTerminateRight(gate, requireActor(ctx));
    const info = await flow.processInfo(ctx.query.processInstanceId, actor);
    return { ...toInstanceRow(info, requestLocale(ctx.req)), canTerminate: info.canTerminate };
  });

  bind(app, gate, e.definitionPage, async ({ query, req }) => {
    const locale = requestLocale(req);
    const result = await flow.definitions(query, { key: query.key });
    return {
      total: result.total,
      list: result.list.map((r) => toDefinitionRow(r.definition, r.isLatest, locale)),
    };
  });

  bind(app, gate, e.deploy, async ({ body, req }) =>
    toDefinitionRow(await flow.deploy(body.key, body.xml), true, requestLocale(req)),
  );

  bind(app, gate, e.runningPage, async ({ query, req }) => {
    const filter = { key: query.processDefinitionKey, keyword: query.keyword };
    const result = await flow.runningInstances(query, filter);
    const locale = requestLocale(req);
    return { total: result.total, list: result.list.map((row) => toInstanceRow(row, locale)) };
  });

  bind(app, gate, e.finishedPage, async ({ query, req }) => {
    const filter = { key: query.processDefinitionKey, keyword: query.keyword };
    const result = await flow.finishedInstances(query, filter);
    const locale = requestLocale(req);
    return { total: result.total, list: result.list.map((row) => toInstanceRow(row, locale)) };
  });

  bind(app, gate, e.suspend, async ({ body }) => {
    await flow.suspend(body.processInstanceId);
    return null;
  });

  bind(app, gate, e.activate, async ({ body }) => {
    await flow.activate(body.processInstanceId);
    return null;
  });
}

/** Whether the caller may open and handle tasks: every non-staff caller, staff holding the workflow area. */
async function mayHandleTasks(gate: Gatekeeper, actor: Actor): Promise<boolean> {
  return !actor.staff || (await gate.permissionsOf(actor)).has(STAFF_PERMISSIONS.workflow);
}

/** The caller, with whether their role holds the permission to terminate any process. */
async function withTerminateRight(gate: Gatekeeper, actor: Actor): Promise<WorkflowActor> {
  const permissions = await gate.permissionsOf(actor);
  return { ...actor, mayTerminateAny: permissions.has(workflow.TERMINATE_PERMISSION) };
}

/** Re-words a §5 workflow message (carried as `data.reason`) in the caller's language. */
function relocalize(locale: Locale) {
  return (error: unknown): never => {
    const data =
      error instanceof AppError ? (error.data as { reason?: string; detail?: string } | null) : null;
    const reason = data?.reason as workflow.WorkflowReason | undefined;
    if (!(error instanceof AppError) || !reason || !(reason in workflow.WORKFLOW_REASONS)) throw error;
    const detail = formatMessage(workflow.WORKFLOW_REASONS[reason][locale], { detail: data?.detail ?? '' });
    throw new AppError(error.code, { detail }, error.data);
  };
}
