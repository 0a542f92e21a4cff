import { z } from 'zod';
import { defineEndpoint, zId, zListQuery, zPage } from '../endpoint.js';
import type { Localized } from '../locales.js';

const zComment = z.string().trim().min(1).max(500);

/** Keys of the committed BPMN processes (apps/server/bpmn/<key>.bpmn). */
export const PROCESS_KEYS = [
  'user-registration',
  'identity-authentication',
  'source-audit',
  'goods-enable',
  'goods-disable',
  'goods-delete',
  'sku-audit',
  'price-change',
  'refund',
  'community-review',
] as const;
export type ProcessKey = (typeof PROCESS_KEYS)[number];

/** A process key: lowercase letters, digits and dashes; it is also the BPMN process id. */
export const PROCESS_KEY_PATTERN = /^[a-z][a-z0-9-]{1,63}$/;

/** Minimum time between two decisions (complete or reject) on one task (spec §9). */
export const DECISION_THROTTLE_MS = 3000;

export const zInstanceState = z.enum(['running', 'suspended', 'completed', 'terminated']);
export type InstanceState = z.infer<typeof zInstanceState>;
/** `rolled_back`: its assignee sent the process back to the step before; `terminated`: the process was ended. */
export const zTaskState = z.enum(['open', 'completed', 'rejected', 'delegated', 'rolled_back', 'terminated']);
export type TaskState = z.infer<typeof zTaskState>;
export const zDecision = z.enum(['approved', 'rejected']);
export type Decision = z.infer<typeof zDecision>;
/** What a history row records. */
/**
 * `withdraw`: the submitter took the object back while it was in review; the process ended without a decision.
 * `rollback`: the assignee sent the process back to the step before; `terminate`: the submitter or an operator
 * allowed to ended the process with a reason; `claim` / `unclaim`: a candidate took a group task or gave it back.
 */
export const zHistoryAction = z.enum([
  'start',
  'approve',
  'reject',
  'delegate',
  'end',
  'open',
  'withdraw',
  'rollback',
  'terminate',
  'claim',
  'unclaim',
]);
export type HistoryAction = z.infer<typeof zHistoryAction>;

/** Permission string of operators who may terminate any running process (the submitter always may). */
export const TERMINATE_PERMISSION = 'flow:process:terminate';

/**
 * Workflow messages of spec §5, by the `reason` a 400 answer carries in `data.reason`,
 * so the web can show them in the interface language.
 */
export const WORKFLOW_REASONS = {
  noBusinessKey: {
    'zh-CN': '业务标识为空，无法启动流程、办理任务或查看详情',
    'zh-TW': '業務標識為空，無法啟動流程、辦理任務或查看詳情',
    'en-US': 'The business key is empty: the process cannot start, be handled or be viewed',
  },
  noProcess: {
    'zh-CN': '未找到流程，请先设计流程',
    'zh-TW': '未找到流程，請先設計流程',
    'en-US': 'No process found, design the process first',
  },
  chooseDelegate: {
    'zh-CN': '请选择转办人（启用的运营方用户，且不是当前处理人）',
    'zh-TW': '請選擇轉辦人（啟用的營運方使用者，且不是目前處理人）',
    'en-US': 'Choose a delegate: an active operator other than the current assignee',
  },
  commentRequired: {
    'zh-CN': '审批意见不能为空',
    'zh-TW': '審批意見不能為空',
    'en-US': 'The comment is required',
  },
  reasonRequired: {
    'zh-CN': '终止原因不能为空',
    'zh-TW': '終止原因不能為空',
    'en-US': 'The reason for terminating is required',
  },
  invalidBpmn: {
    'zh-CN': '流程文件无效：{detail}',
    'zh-TW': '流程檔案無效：{detail}',
    'en-US': 'Invalid process file: {detail}',
  },
} as const satisfies Record<string, Localized>;
export type WorkflowReason = keyof typeof WORKFLOW_REASONS;

/** A row of the process history table (spec §3), plus the element id and what happened. */
export const zHistoricRow = z.object({
  activityId: z.string(),
  activityName: z.string(),
  action: zHistoryAction,
  assigneeName: z.string(),
  startTime: z.string(),
  /** Null while the step is open. */
  endTime: z.string().nullable(),
  comment: z.string(),
  durationInSeconds: z.number().int().nullable(),
});
export type HistoricRow = z.infer<typeof zHistoricRow>;

/** A to-do row: the task, its process (order-process fields of spec §3) and the business object. */
export const zTodoRow = z.object({
  taskId: z.string(),
  taskName: z.string(),
  /** BPMN element id of the user task. */
  taskDefinitionKey: z.string(),
  processInstanceId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  businessKey: z.string(),
  businessType: z.string(),
  objectName: z.string(),
  submitterId: z.string(),
  submitterName: z.string(),
  /** Null when any operator of the candidate role may handle it. */
  assigneeId: z.string().nullable(),
  /** Role type whose users may claim the task while it has no assignee (a group task). */
  candidateRoleType: z.number().int().nullable(),
  /** The assignee took it from the group by claiming it. */
  claimed: z.boolean(),
  createTime: z.string(),
  /** The process is suspended: the task cannot be handled until it is activated. */
  suspended: z.boolean(),
});
export type TodoRow = z.infer<typeof zTodoRow>;

/** A task with its business object, for the task handling page. */
export const zTaskInfo = zTodoRow.extend({
  state: zTaskState,
  assigneeName: z.string(),
  comment: z.string(),
  endTime: z.string().nullable(),
  instanceState: zInstanceState,
  /** The caller may complete, reject or delegate it now. */
  canHandle: z.boolean(),
  /** The caller may send the process back to the step before (handles it, and there is such a step). */
  canRollback: z.boolean(),
  /** A group task nobody has claimed, and the caller is one of its candidates. */
  canClaim: z.boolean(),
  /** The caller claimed this task and may give it back to the group. */
  canUnclaim: z.boolean(),
  /** The caller may terminate the process (its submitter, or an operator with the permission). */
  canTerminate: z.boolean(),
});
export type TaskInfo = z.infer<typeof zTaskInfo>;

export const zDefinitionRow = z.object({
  id: z.string(),
  key: z.string(),
  version: z.number().int(),
  name: z.string(),
  deployTime: z.string(),
  /** The version new processes of this key start on. */
  isLatest: z.boolean(),
});
export type DefinitionRow = z.infer<typeof zDefinitionRow>;

export const zInstanceRow = z.object({
  processInstanceId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionVersion: z.number().int(),
  processDefinitionName: z.string(),
  businessKey: z.string(),
  businessType: z.string(),
  objectName: z.string(),
  starterId: z.string(),
  starterName: z.string(),
  state: zInstanceState,
  /** Running process suspended: yes or no (spec §3.1). */
  suspended: z.boolean(),
  decision: zDecision.nullable(),
  startTime: z.string(),
  /** Process ended: done when set (spec §3.1). */
  endTime: z.string().nullable(),
});
export type InstanceRow = z.infer<typeof zInstanceRow>;

/** A process instance for its detail page, with what the caller may do to it. */
export const zProcessInfo = zInstanceRow.extend({
  /** The caller may terminate it (its submitter, or an operator with flow:process:terminate; live processes). */
  canTerminate: z.boolean(),
});
export type ProcessInfo = z.infer<typeof zProcessInfo>;

/** The outcome of a decision: the process may have ended or moved on to another task. */
export const zDecisionResult = z.object({
  processInstanceId: z.string(),
  state: zInstanceState,
  decision: zDecision.nullable(),
});

export const delegate = defineEndpoint({
  id: 'workflow.delegate',
  method: 'POST',
  path: '/flow/common/delegate',
  summary:
    'Delegate an open task to another active operator; the old task closes, the delegate gets a new one.',
  access: { roles: [0] },
  bodyType: 'form',
  body: z.object({ taskId: zId, userId: zId }),
  response: z.null(),
});

export const reject = defineEndpoint({
  id: 'workflow.reject',
  method: 'POST',
  path: '/flow/common/reject',
  summary: 'Reject an open task with a comment; at most one decision per task every 3000 ms.',
  access: { roles: [0] },
  bodyType: 'form',
  body: z.object({ taskId: zId, comment: zComment }),
  response: zDecisionResult,
});

export const complete = defineEndpoint({
  id: 'workflow.complete',
  method: 'POST',
  path: '/flow/common/complete',
  summary: 'Approve an open task with a comment; at most one decision per task every 3000 ms.',
  access: { roles: [0] },
  query: z.object({ taskId: zId, comment: zComment }),
  response: zDecisionResult,
});

export const historicList = defineEndpoint({
  id: 'workflow.historicList',
  method: 'GET',
  path: '/flow/common/historic/list',
  summary: 'History of a process, oldest first, with the open task last (operators, or the submitter).',
  access: 'user',
  query: z.object({ processInstanceId: zId }),
  response: z.array(zHistoricRow),
});

export const diagramImage = defineEndpoint({
  id: 'workflow.diagramImage',
  method: 'GET',
  path: '/flow/common/diagram/image',
  summary: 'SVG image of the process with the open task highlighted; the token may come as access_token.',
  access: 'user',
  query: z.object({
    processInstanceId: zId,
    access_token: z.string().optional(),
    /** Language of the step names (an image request carries the browser's Accept-Language). */
    language: z.string().max(10).optional(),
  }),
  response: z.null(),
  raw: true,
});

/** What a BPMN viewer in the browser needs to draw a process instance. */
export const zDiagramSource = z.object({
  /** The definition's BPMN 2.0 XML, its steps named in the caller's language. */
  xml: z.string(),
  /** Ids of the elements the process waits in now (its open tasks). */
  activeIds: z.array(z.string()),
  /** Ids of the elements the process has passed, without those it waits in. */
  completedIds: z.array(z.string()),
});
export type DiagramSource = z.infer<typeof zDiagramSource>;

export const diagramSource = defineEndpoint({
  id: 'workflow.diagramSource',
  method: 'GET',
  path: '/flow/common/diagram/source',
  summary:
    'The BPMN of the process with the ids of its open and passed steps, for drawing it in the browser.',
  access: 'user',
  query: z.object({ processInstanceId: zId }),
  response: zDiagramSource,
});

export const todoPage = defineEndpoint({
  id: 'workflow.todoPage',
  method: 'GET',
  path: '/flow/todo/page',
  summary: "The caller's open tasks (assigned, or unassigned for their role), newest first.",
  access: 'user',
  query: zListQuery.extend({
    businessType: z.string().trim().max(50).optional(),
    /** Matches the object name or the business key. */
    keyword: z.string().trim().max(100).optional(),
  }),
  response: zPage(zTodoRow),
});

export const taskInfo = defineEndpoint({
  id: 'workflow.taskInfo',
  method: 'GET',
  path: '/flow/task/info',
  summary: 'A task with its process and business object, for the task handling page.',
  access: 'user',
  query: z.object({ taskId: zId }),
  response: zTaskInfo,
});

export const definitionPage = defineEndpoint({
  id: 'workflow.definitionPage',
  method: 'GET',
  path: '/flow/process/definitions',
  summary: 'Deployed process definitions, every version, by key then newest version first.',
  access: { roles: [0] },
  query: zListQuery.extend({ key: z.string().trim().max(64).optional() }),
  response: zPage(zDefinitionRow),
});

export const deploy = defineEndpoint({
  id: 'workflow.deploy',
  method: 'POST',
  path: '/flow/process/deploy',
  summary: 'Deploy a BPMN 2.0 XML as the next version of a key (the process id must equal the key).',
  access: { roles: [0] },
  body: z.object({
    key: z.string().trim().regex(PROCESS_KEY_PATTERN),
    xml: z.string().min(1).max(1_000_000),
  }),
  response: zDefinitionRow,
});

const zInstanceQuery = zListQuery.extend({
  processDefinitionKey: z.string().trim().max(64).optional(),
  /** Matches the object name or the business key. */
  keyword: z.string().trim().max(100).optional(),
});

export const runningPage = defineEndpoint({
  id: 'workflow.runningPage',
  method: 'GET',
  path: '/flow/process/running/page',
  summary: 'Running and suspended process instances, newest first.',
  access: { roles: [0] },
  query: zInstanceQuery,
  response: zPage(zInstanceRow),
});

export const finishedPage = defineEndpoint({
  id: 'workflow.finishedPage',
  method: 'GET',
  path: '/flow/process/finished/page',
  summary: 'Completed and terminated process instances, most recently ended first.',
  access: { roles: [0] },
  query: zInstanceQuery,
  response: zPage(zInstanceRow),
});

export const suspend = defineEndpoint({
  id: 'workflow.suspend',
  method: 'POST',
  path: '/flow/process/suspend',
  summary: 'Suspend a running process: its task stays listed but cannot be handled.',
  access: { roles: [0] },
  bodyType: 'form',
  body: z.object({ processInstanceId: zId }),
  response: z.null(),
});

export const activate = defineEndpoint({
  id: 'workflow.activate',
  method: 'POST',
  path: '/flow/process/activate',
  summary: 'Activate a suspended process again.',
  access: { roles: [0] },
  bodyType: 'form',
  body: z.object({ processInstanceId: zId }),
  response: z.null(),
});

export const rollback = defineEndpoint({
  id: 'workflow.rollback',
  method: 'POST',
  path: '/flow/common/rollback',
  summary:
    "Send the process back to the previous user task with a comment (the task's handler only); the one who " +
    'completed that step gets it again. Refused at the first step.',
  access: { roles: [0] },
  bodyType: 'form',
  body: z.object({ taskId: zId, comment: zComment }),
  response: zDecisionResult,
});

export const terminate = defineEndpoint({
  id: 'workflow.terminate',
  method: 'POST',
  path: '/flow/common/terminate',
  summary:
    'End a running or suspended process with a reason (its submitter, or an operator with flow:process:terminate); ' +
    'its open tasks close and its business object returns to its state before the review.',
  access: 'user',
  bodyType: 'form',
  body: z.object({ processInstanceId: zId, reason: zComment }),
  response: zDecisionResult,
});

export const claim = defineEndpoint({
  id: 'workflow.claim',
  method: 'POST',
  path: '/flow/common/claim',
  summary:
    'Claim a group task (one of its candidates): from then on only the claimer sees and handles it. ' +
    'Of two racing claims exactly one wins.',
  access: 'user',
  bodyType: 'form',
  body: z.object({ taskId: zId }),
  response: z.null(),
});

export const unclaim = defineEndpoint({
  id: 'workflow.unclaim',
  method: 'POST',
  path: '/flow/common/unclaim',
  summary: 'Give a claimed task back to its group (the claimer only).',
  access: 'user',
  bodyType: 'form',
  body: z.object({ taskId: zId }),
  response: z.null(),
});

export const processInfo = defineEndpoint({
  id: 'workflow.processInfo',
  method: 'GET',
  path: '/flow/process/info',
  summary:
    'A process instance with its state and whether the caller may terminate it (operators, or the submitter).',
  access: 'user',
  query: z.object({ processInstanceId: zId }),
  response: zProcessInfo,
});
