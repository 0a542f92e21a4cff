import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, ErrorCode, type Locale, workflow } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, forbidden, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import {
  type ActionOutcome,
  closeOpenTask,
  TaskActions,
  type TerminationContext,
  type TerminationHandler,
  taskHistory,
} from './workflow.actions.js';
import { BpmnProblem, inspectDefinition } from './workflow.bpmn.js';
import { type RunOutcome, resumeWithDecision, runNewProcess, type WaitingTask } from './workflow.engine.js';
import { reasonError } from './workflow.errors.js';
import {
  canClaimTask,
  canHandleTask,
  canTerminateInstance,
  canUnclaimTask,
  canViewInstance,
  type WorkflowActor,
} from './workflow.policy.js';
import {
  type DiagramSource,
  type HistoryEntry,
  ProcessView,
  type UserDirectory,
} from './workflow.process-view.js';
import * as repo from './workflow.repository.js';

export type {
  ActionOutcome,
  DiagramSource,
  HistoryEntry,
  TerminationContext,
  TerminationHandler,
  UserDirectory,
};

export type Decision = workflow.Decision;

/** What a decision handler gets: it applies the decision to its business object inside `tx`. */
export interface DecisionContext {
  businessKey: string;
  comment: string;
  actorUserId: number;
  tx: DbOrTx;
}
export type DecisionHandler = (decision: Decision, ctx: DecisionContext) => Promise<void>;

export interface StartInput {
  /** Id of the business object; required. */
  businessKey: string;
  businessType?: string;
  objectName?: string;
  starterUserId: number;
}

export interface WorkflowDeps {
  db: Db;
  clock: Clock;
  users: UserDirectory;
  /** Folder of the committed BPMN files; defaults to apps/server/bpmn. */
  bpmnDir?: string;
  /** Minimum time between two decisions on one task; default spec §9 (3000 ms). */
  throttleMs?: number;
}

export interface DecisionOutcome {
  instanceId: number;
  state: workflow.InstanceState;
  decision: Decision | null;
}

export const BPMN_DIR = path.resolve(import.meta.dirname, '../../../bpmn');

/**
 * Approval processes on bpmn-engine: deploys the BPMN files, starts processes by key, keeps the engine
 * state in the database and lets operators decide on tasks; the module that started a process applies
 * the decision through its registered handler, in the same transaction.
 */
export class WorkflowService {
  private readonly handlers = new Map<string, DecisionHandler>();
  private readonly terminationHandlers = new Map<string, TerminationHandler>();
  private readonly view: ProcessView;
  private readonly actions: TaskActions;

  constructor(private readonly deps: WorkflowDeps) {
    this.view = new ProcessView(deps);
    this.actions = new TaskActions(deps, this.terminationHandlers);
  }

  private get throttleMs() {
    return this.deps.throttleMs ?? workflow.DECISION_THROTTLE_MS;
  }

  /** Deploys every committed BPMN file: version 1, or a new version when the file changed. */
  async deployAll(): Promise<repo.DefinitionRecord[]> {
    const dir = this.deps.bpmnDir ?? BPMN_DIR;
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.bpmn'))
      .sort();
    const deployed: repo.DefinitionRecord[] = [];
    for (const file of files) {
      const xml = fs.readFileSync(path.join(dir, file), 'utf8');
      deployed.push(await this.deploy(path.basename(file, '.bpmn'), xml));
    }
    return deployed;
  }

  /** Deploys a BPMN file as the next version of its key; an unchanged file answers the latest version. */
  async deploy(key: string, xml: string): Promise<repo.DefinitionRecord> {
    if (!workflow.PROCESS_KEY_PATTERN.test(key)) throw reasonError('invalidBpmn', 'key', 'key');
    const { name } = await inspectDefinition(key, xml).catch((error: unknown) => {
      if (error instanceof BpmnProblem) throw reasonError('invalidBpmn', 'xml', error.message);
      throw error;
    });
    const hash = createHash('sha256').update(xml).digest('hex');
    return this.deps.db.transaction(async (tx) => {
      await repo.lockDefinitionKey(tx, key);
      const latest = await repo.findLatestDefinition(tx, key);
      if (latest?.hash === hash) return latest;
      const version = (latest?.version ?? 0) + 1;
      const deployedAt = this.deps.clock.now();
      return repo.insertDefinition(tx, { key, version, name, bpmnXml: xml, hash, deployedAt });
    });
  }

  /** Registers what a decision on a process key does to its business object. */
  registerHandler(key: string, handler: DecisionHandler): void {
    if (this.handlers.has(key)) throw new Error(`A decision handler for "${key}" is already registered.`);
    this.handlers.set(key, handler);
  }

  /**
   * Registers how a terminated process of `key` returns its business object to its state before the
   * review; only processes with such a handler can be terminated.
   */
  registerTerminationHandler(key: string, handler: TerminationHandler): void {
    if (this.terminationHandlers.has(key)) {
      throw new Error(`A termination handler for "${key}" is already registered.`);
    }
    this.terminationHandlers.set(key, handler);
  }

  /**
   * Starts the latest version of a process for a business object and runs it to its first user task.
   * Pass `tx` to start it together with the caller's own writes. Answers the process instance id.
   */
  async start(key: string, input: StartInput, tx?: DbOrTx): Promise<number> {
    const db = tx ?? this.deps.db;
    const businessKey = (input.businessKey ?? '').trim();
    if (!businessKey || businessKey.length > 64) throw reasonError('noBusinessKey', 'businessKey');
    const definition = await repo.findLatestDefinition(db, key);
    if (!definition) throw reasonError('noProcess', 'key');
    const outcome = await runNewProcess(`${key}:${businessKey}`, definition.bpmnXml);
    const now = this.deps.clock.now();
    const instance = await db
      .transaction(async (t) => {
        const created = await repo.insertInstance(t, {
          definitionKey: definition.key,
          definitionVersion: definition.version,
          businessKey,
          businessType: (input.businessType ?? '').slice(0, 50),
          objectName: (input.objectName ?? '').slice(0, 200),
          starterUserId: input.starterUserId,
          state: 'running',
          engineState: outcome.engineState,
          startedAt: now,
        });
        await this.recordStart(t, created, outcome, now);
        await this.applyOutcome(t, created, outcome, null, now);
        return created;
      })
      .catch((error: unknown) => {
        // The live-instance index decides between two racing submissions of one object.
        if (isUniqueViolation(error)) throw illegalState();
        throw error;
      });
    return instance.id;
  }

  private async recordStart(db: DbOrTx, instance: repo.InstanceRecord, outcome: RunOutcome, now: Date) {
    const startEvent = outcome.passed.find((a) => a.type === 'bpmn:StartEvent');
    await repo.insertHistory(db, [
      {
        instanceId: instance.id,
        activityId: startEvent?.id ?? 'start',
        activityName: startEvent?.name ?? 'start',
        action: 'start',
        assigneeUserId: instance.starterUserId,
        startedAt: now,
        endedAt: now,
      },
    ]);
  }

  /** Stores where the engine stopped: new open tasks, or the end of the process. */
  private async applyOutcome(
    db: DbOrTx,
    instance: repo.InstanceRecord,
    outcome: RunOutcome,
    decision: Decision | null,
    now: Date,
  ): Promise<DecisionOutcome> {
    if (outcome.kind === 'wait') {
      await this.openTasks(db, instance.id, outcome, now);
      await repo.updateInstance(db, instance.id, { engineState: outcome.engineState }, now);
      return { instanceId: instance.id, state: 'running', decision: null };
    }
    const endEvent = outcome.passed.findLast((a) => a.type === 'bpmn:EndEvent');
    await repo.updateInstance(
      db,
      instance.id,
      { state: 'completed', decision, engineState: outcome.engineState, endedAt: now },
      now,
    );
    await repo.insertHistory(db, [
      {
        instanceId: instance.id,
        activityId: endEvent?.id ?? 'end',
        activityName: endEvent?.name ?? 'end',
        action: 'end',
        startedAt: now,
        endedAt: now,
      },
    ]);
    return { instanceId: instance.id, state: 'completed', decision };
  }

  private async openTasks(
    db: DbOrTx,
    instanceId: number,
    outcome: { tasks: WaitingTask[]; engineState: string },
    now: Date,
  ) {
    // Parallel branches keep their open tasks while the engine lists them again.
    const open = new Set((await repo.openTasksOf(db, instanceId)).map((t) => t.elementId));
    // Each new step keeps the state it opened in: a roll back to it restores that state.
    const openedEngineState = outcome.engineState;
    await repo.insertTasks(
      db,
      outcome.tasks
        .filter((t) => !open.has(t.elementId))
        .map((t) => ({ instanceId, ...t, openedEngineState, state: 'open', createdAt: now, updatedAt: now })),
    );
  }

  /** Approves a task (complete) with a required comment. */
  complete(taskId: number, comment: string, actor: WorkflowActor): Promise<DecisionOutcome> {
    return this.decide(taskId, 'approved', comment, actor);
  }

  /** Rejects a task with a required comment. */
  reject(taskId: number, comment: string, actor: WorkflowActor): Promise<DecisionOutcome> {
    return this.decide(taskId, 'rejected', comment, actor);
  }

  private async decide(
    taskId: number,
    decision: Decision,
    comment: string,
    actor: WorkflowActor,
  ): Promise<DecisionOutcome> {
    const text = (comment ?? '').trim();
    if (!text || text.length > 500) throw reasonError('commentRequired', 'comment');
    const task = await this.getTask(taskId);
    if (!canHandleTask(actor, task)) throw forbidden();
    const { db, clock } = this.deps;
    if (!(await repo.takeDecisionSlot(db, task.id, clock.now(), this.throttleMs))) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
    }
    if (task.state !== 'open') throw illegalState();
    return db.transaction((tx) => this.applyDecision(tx, task, decision, text, actor));
  }

  private async applyDecision(
    tx: DbOrTx,
    task: repo.TaskRecord,
    decision: Decision,
    comment: string,
    actor: WorkflowActor,
  ): Promise<DecisionOutcome> {
    const now = this.deps.clock.now();
    const state = decision === 'approved' ? 'completed' : 'rejected';
    const instance = await closeOpenTask(tx, task, {
      state,
      comment,
      actorUserId: actor.userId,
      endedAt: now,
    });
    const outcome = await resumeWithDecision(instance.engineState, task.elementId, decision);
    const action = decision === 'approved' ? 'approve' : 'reject';
    await repo.insertHistory(tx, [taskHistory(task, action, actor.userId, comment, now)]);
    const result = await this.applyOutcome(tx, instance, outcome, decision, now);
    if (result.state === 'completed') {
      const ctx = { businessKey: instance.businessKey, comment, actorUserId: actor.userId, tx };
      await this.handlers.get(instance.definitionKey)?.(decision, ctx);
    }
    return result;
  }

  /** Hands an open task to another active operator: the task closes as delegated, the delegate gets a new one. */
  delegate(taskId: number, userId: number, actor: WorkflowActor): Promise<number> {
    return this.actions.delegate(taskId, userId, actor);
  }

  /**
   * Sends the process back to the previous user task with a comment (the task's handler only); the one who
   * completed that step gets it again. Refused at the first step.
   */
  rollback(taskId: number, comment: string, actor: WorkflowActor): Promise<ActionOutcome> {
    return this.actions.rollback(taskId, comment, actor);
  }

  /**
   * Ends a live process with a reason (its submitter, or an operator allowed to); the flow's termination
   * handler returns the business object to its state before the review, in the same transaction.
   */
  terminate(instanceId: number, reason: string, actor: WorkflowActor): Promise<ActionOutcome> {
    return this.actions.terminate(instanceId, reason, actor);
  }

  /** A candidate claims a group task: from then on only they see and handle it. */
  claim(taskId: number, actor: WorkflowActor): Promise<void> {
    return this.actions.claim(taskId, actor);
  }

  /** The claimer gives a claimed task back to its group. */
  unclaim(taskId: number, actor: WorkflowActor): Promise<void> {
    return this.actions.unclaim(taskId, actor);
  }

  /** Id of the open task of a business object's live process, or null (e.g. to decide from the object's page). */
  async openTaskOf(key: string, businessKey: string): Promise<number | null> {
    return (await repo.findOpenTaskOf(this.deps.db, key, businessKey))?.id ?? null;
  }

  /** The caller's open tasks with their business object and submitter. */
  async todo(
    actor: WorkflowActor,
    filter: { businessType?: string; keyword?: string; order?: 'asc' | 'desc' },
    page: PageRequest,
  ) {
    const result = await repo.pageTodo(this.deps.db, page, { ...filter, ...actor });
    const names = await this.view.namesOf(result.list.map((r) => r.instance.starterUserId));
    return {
      total: result.total,
      list: result.list.map((r) => ({ ...r, submitterName: names.get(r.instance.starterUserId) ?? '' })),
    };
  }

  /** A task with its process, for the handling page: operators, or the submitter of the process. */
  async taskInfo(taskId: number, actor: WorkflowActor) {
    const detail = await repo.findTaskDetail(this.deps.db, taskId);
    if (!detail) throw notFound();
    if (!canViewInstance(actor, detail.instance)) throw forbidden();
    const names = await this.view.namesOf([detail.instance.starterUserId, detail.task.assigneeUserId]);
    const { task, instance } = detail;
    const running = task.state === 'open' && instance.state === 'running';
    const canHandle = running && canHandleTask(actor, task);
    const live = instance.state === 'running' || instance.state === 'suspended';
    return {
      ...detail,
      submitterName: names.get(instance.starterUserId) ?? '',
      assigneeName: names.get(task.assigneeUserId ?? 0) ?? '',
      canHandle,
      canRollback: canHandle && (await this.actions.hasPreviousStep(task)),
      canClaim: running && canClaimTask(actor, task),
      canUnclaim: running && canUnclaimTask(actor, task),
      canTerminate:
        live && canTerminateInstance(actor, instance) && this.terminationHandlers.has(instance.definitionKey),
    };
  }

  /** A process for its detail page (operators, or its submitter), with whether the caller may terminate it. */
  async processInfo(instanceId: number, actor: WorkflowActor) {
    const instance = await this.view.getViewableInstance(instanceId, actor);
    const { definitionKey, definitionVersion, starterUserId } = instance;
    const [definition, names] = await Promise.all([
      repo.findDefinition(this.deps.db, definitionKey, definitionVersion),
      this.view.namesOf([starterUserId]),
    ]);
    const live = instance.state === 'running' || instance.state === 'suspended';
    return {
      instance,
      definitionName: definition?.name ?? definitionKey,
      starterName: names.get(starterUserId) ?? '',
      canTerminate:
        live && canTerminateInstance(actor, instance) && this.terminationHandlers.has(definitionKey),
    };
  }

  /** The history of a process, oldest first; open tasks come last without an end time. */
  history(instanceId: number, actor: WorkflowActor): Promise<HistoryEntry[]> {
    return this.view.history(instanceId, actor);
  }

  /** The process drawn as SVG with its open tasks highlighted, its steps named in `locale`. */
  diagram(instanceId: number, actor: WorkflowActor, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    return this.view.diagram(instanceId, actor, locale);
  }

  /** The process's BPMN for a viewer in the browser, with the same marks as the SVG. */
  diagramSource(
    instanceId: number,
    actor: WorkflowActor,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<DiagramSource> {
    return this.view.diagramSource(instanceId, actor, locale);
  }

  /** Suspends a running process: its tasks cannot be decided until it is activated. */
  suspend(instanceId: number): Promise<void> {
    return this.transition(instanceId, 'running', 'suspended');
  }

  activate(instanceId: number): Promise<void> {
    return this.transition(instanceId, 'suspended', 'running');
  }

  private async transition(instanceId: number, from: string, to: string) {
    const { db, clock } = this.deps;
    if (await repo.transitionInstance(db, instanceId, from, to, clock.now())) return;
    if (!(await repo.findInstance(db, instanceId))) throw notFound();
    throw illegalState();
  }

  definitions(page: PageRequest, filter: { key?: string }) {
    return repo.pageDefinitions(this.deps.db, page, filter);
  }

  runningInstances(page: PageRequest, filter: { key?: string; keyword?: string }) {
    return this.pageInstances(page, { ...filter, states: ['running', 'suspended'], finished: false });
  }

  finishedInstances(page: PageRequest, filter: { key?: string; keyword?: string }) {
    return this.pageInstances(page, { ...filter, states: ['completed', 'terminated'], finished: true });
  }

  private async pageInstances(page: PageRequest, filter: Parameters<typeof repo.pageInstances>[2]) {
    const result = await repo.pageInstances(this.deps.db, page, filter);
    const names = await this.view.namesOf(result.list.map((r) => r.instance.starterUserId));
    return {
      total: result.total,
      list: result.list.map((r) => ({ ...r, starterName: names.get(r.instance.starterUserId) ?? '' })),
    };
  }

  findInstance(instanceId: number) {
    return repo.findInstance(this.deps.db, instanceId);
  }

  /**
   * Ends the live process of a business object without a decision, because its submitter withdrew the object:
   * the open tasks leave every to-do list, the instance is `terminated` and the history says who withdrew it.
   * Answers false when the object has no live process. Runs inside the caller's transaction.
   */
  withdraw(key: string, businessKey: string, actorUserId: number, tx: DbOrTx): Promise<boolean> {
    return this.actions.withdraw(key, businessKey, actorUserId, tx);
  }

  private async getTask(taskId: number): Promise<repo.TaskRecord> {
    const task = await repo.findTask(this.deps.db, taskId);
    if (!task) throw notFound();
    return task;
  }
}
