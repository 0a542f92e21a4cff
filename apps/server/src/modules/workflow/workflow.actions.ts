import { ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, forbidden, illegalState, notFound } from '../../platform/errors.js';
import { waitingIn } from './workflow.engine.js';
import { reasonError } from './workflow.errors.js';
import {
  canClaimTask,
  canHandleTask,
  canTerminateInstance,
  canUnclaimTask,
  isActiveOperator,
  type WorkflowActor,
} from './workflow.policy.js';
import { displayName, type HistoryEntry, type UserDirectory } from './workflow.process-view.js';
import * as repo from './workflow.repository.js';

/** What a termination handler gets: it returns its business object to its state before the review, in `tx`. */
export interface TerminationContext {
  businessKey: string;
  /** Why the process was terminated (required). */
  reason: string;
  actorUserId: number;
  tx: DbOrTx;
}
export type TerminationHandler = (ctx: TerminationContext) => Promise<void>;

/** Where a roll back or a termination left the process. */
export interface ActionOutcome {
  instanceId: number;
  state: 'running' | 'terminated';
}

const LIVE_STATES = ['running', 'suspended'];

/**
 * Delegate, roll back, terminate, claim, unclaim and withdraw: the task actions beside the decisions. Each
 * checks who may act on the server, changes rows with conditional updates (the loser of a race changes
 * nothing) and writes its history row in the same transaction.
 */
export class TaskActions {
  constructor(
    private readonly deps: { db: Db; clock: Clock; users: UserDirectory },
    private readonly terminationHandlers: ReadonlyMap<string, TerminationHandler>,
  ) {}

  /**
   * Sends the process back to the user task before the current one: the open tasks close as rolled back,
   * the engine returns to the state that step opened in and the one who completed it gets it again.
   */
  async rollback(taskId: number, comment: string, actor: WorkflowActor): Promise<ActionOutcome> {
    const text = requiredText(comment);
    const task = await this.getTask(taskId);
    if (!canHandleTask(actor, task)) throw new AppError(ErrorCode.WORKFLOW_NOT_HANDLER);
    if (task.state !== 'open') throw new AppError(ErrorCode.WORKFLOW_TASK_CLOSED);
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const closing = { state: 'rolled_back', actorUserId: actor.userId, endedAt: now };
      // The task row first, then the instance: the order complete and reject lock them in. Only one of a
      // roll back and a racing decision finds the task still open.
      if (!(await repo.closeTask(tx, task.id, { ...closing, comment: text }))) {
        throw new AppError(ErrorCode.WORKFLOW_TASK_CLOSED);
      }
      const instance = await this.lockRunning(tx, task.instanceId);
      const previous = await repo.findPreviousStep(tx, instance.id, task.elementId);
      if (!previous?.openedEngineState) throw new AppError(ErrorCode.WORKFLOW_NO_PREVIOUS_STEP);
      // Other branches of a parallel process wait in the restored state again, or not at all.
      await repo.closeOpenTasksOf(tx, instance.id, { ...closing, comment: '' });
      const outcome = await waitingIn(previous.openedEngineState);
      if (outcome.kind !== 'wait') throw illegalState();
      await repo.insertTasks(
        tx,
        outcome.tasks.map((t) => ({
          instanceId: instance.id,
          elementId: t.elementId,
          name: t.name,
          candidateRoleType: t.candidateRoleType,
          // The step's last handler gets it again; other branches get their BPMN assignment.
          assigneeUserId: t.elementId === previous.elementId ? previous.actorUserId : t.assigneeUserId,
          openedEngineState: outcome.engineState,
          state: 'open',
          createdAt: now,
          updatedAt: now,
        })),
      );
      await repo.updateInstance(tx, instance.id, { engineState: outcome.engineState }, now);
      await repo.insertHistory(tx, [
        {
          instanceId: instance.id,
          taskId: task.id,
          activityId: task.elementId,
          activityName: task.name,
          action: 'rollback',
          assigneeUserId: actor.userId,
          comment: text,
          startedAt: task.createdAt,
          endedAt: now,
        },
      ]);
      return { instanceId: instance.id, state: 'running' as const };
    });
  }

  /** True when a roll back from this open task would find a step to return to. */
  async hasPreviousStep(task: repo.TaskRecord): Promise<boolean> {
    return (await repo.findPreviousStep(this.deps.db, task.instanceId, task.elementId)) !== null;
  }

  /**
   * Ends a running or suspended process with a reason: its open tasks close as terminated, the flow's
   * termination handler returns the business object to its state before the review, in the same transaction.
   */
  async terminate(instanceId: number, reason: string, actor: WorkflowActor): Promise<ActionOutcome> {
    const text = requiredText(reason, 'reasonRequired');
    const found = await repo.findInstance(this.deps.db, instanceId);
    if (!found) throw notFound();
    if (!canTerminateInstance(actor, found)) throw new AppError(ErrorCode.WORKFLOW_NOT_TERMINATOR);
    const handler = this.terminationHandlers.get(found.definitionKey);
    if (!handler) throw new AppError(ErrorCode.WORKFLOW_NOT_TERMINABLE);
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const closing = { state: 'terminated', comment: text, actorUserId: actor.userId, endedAt: now };
      // Task rows before the instance, as a decision locks them; a decision that committed meanwhile may
      // have opened a next task, which the second pass (a new snapshot) closes too.
      const closed = await repo.closeOpenTasksOf(tx, instanceId, closing);
      const instance = await repo.lockInstance(tx, instanceId);
      if (!instance || !LIVE_STATES.includes(instance.state)) {
        throw new AppError(ErrorCode.WORKFLOW_PROCESS_ENDED);
      }
      closed.push(...(await repo.closeOpenTasksOf(tx, instanceId, closing)));
      await repo.updateInstance(tx, instance.id, { state: 'terminated', endedAt: now }, now);
      const step = closed[0];
      await repo.insertHistory(tx, [
        {
          instanceId: instance.id,
          taskId: step?.id ?? null,
          activityId: step?.elementId ?? 'terminate',
          activityName: step?.name ?? 'terminate',
          action: 'terminate',
          assigneeUserId: actor.userId,
          comment: text,
          startedAt: step?.createdAt ?? now,
          endedAt: now,
        },
      ]);
      await handler({ businessKey: instance.businessKey, reason: text, actorUserId: actor.userId, tx });
      return { instanceId: instance.id, state: 'terminated' as const };
    });
  }

  /** A candidate takes a group task: from then on only they see and handle it. Claiming one's own claim is a no-op. */
  async claim(taskId: number, actor: WorkflowActor): Promise<void> {
    const task = await this.getTask(taskId);
    if (task.state === 'open' && task.assigneeUserId === actor.userId && task.claimedAt) return;
    if (task.state !== 'open') throw new AppError(ErrorCode.WORKFLOW_TASK_CLOSED);
    if (task.candidateRoleType === null || task.candidateRoleType !== actor.roleType) {
      throw new AppError(ErrorCode.WORKFLOW_NOT_CANDIDATE);
    }
    if (!canClaimTask(actor, task)) throw new AppError(ErrorCode.WORKFLOW_TASK_CLAIMED);
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const claimed = await repo.claimTask(tx, task.id, actor.userId, now);
      if (!claimed) throw await this.whyNotClaimed(tx, task.id);
      await this.lockRunning(tx, task.instanceId);
      await repo.insertHistory(tx, [actionRow(claimed, 'claim', actor.userId, now)]);
    });
  }

  /** The claimer gives the task back to its group. */
  async unclaim(taskId: number, actor: WorkflowActor): Promise<void> {
    const task = await this.getTask(taskId);
    if (!canUnclaimTask(actor, task)) throw new AppError(ErrorCode.WORKFLOW_NOT_CLAIMER);
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const released = await repo.unclaimTask(tx, task.id, actor.userId, now);
      if (!released) throw new AppError(ErrorCode.WORKFLOW_NOT_CLAIMER);
      await this.lockRunning(tx, task.instanceId);
      await repo.insertHistory(tx, [actionRow(released, 'unclaim', actor.userId, now)]);
    });
  }

  /**
   * Ends the live process of a business object without a decision, because its submitter withdrew the object:
   * the open tasks leave every to-do list, the instance is `terminated` and the history says who withdrew it.
   * Answers false when the object has no live process. Runs inside the caller's transaction.
   */
  async withdraw(key: string, businessKey: string, actorUserId: number, tx: DbOrTx): Promise<boolean> {
    const instance = await repo.lockLiveInstanceOf(tx, key, businessKey);
    if (!instance) return false;
    const now = this.deps.clock.now();
    const tasks = await repo.deleteOpenTasks(tx, instance.id);
    await repo.updateInstance(tx, instance.id, { state: 'terminated', endedAt: now }, now);
    const entries = tasks.map((task) => withdrawRow(task, actorUserId, now));
    await repo.insertHistory(
      tx,
      entries.length > 0
        ? entries
        : [
            {
              instanceId: instance.id,
              activityId: 'start',
              activityName: 'start',
              action: 'withdraw',
              assigneeUserId: actorUserId,
              comment: '',
              startedAt: now,
              endedAt: now,
            },
          ],
    );
    return true;
  }

  /** Hands an open task to another active operator: the task closes as delegated, the delegate gets a new one. */
  async delegate(taskId: number, userId: number, actor: WorkflowActor): Promise<number> {
    const task = await this.getTask(taskId);
    if (!canHandleTask(actor, task)) throw forbidden();
    if (task.state !== 'open') throw illegalState();
    const target = await this.deps.users.getUser(userId);
    if (!isActiveOperator(target) || target.id === task.assigneeUserId) {
      throw reasonError('chooseDelegate', 'userId');
    }
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const changes = { state: 'delegated', comment: '', actorUserId: actor.userId, endedAt: now };
      await closeOpenTask(tx, task, changes);
      const { instanceId, elementId, name, candidateRoleType, openedEngineState } = task;
      const [created] = await repo.insertTasks(tx, [
        {
          instanceId,
          elementId,
          name,
          candidateRoleType,
          openedEngineState,
          assigneeUserId: target.id,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      const note = `→ ${displayName(target)}`;
      await repo.insertHistory(tx, [taskHistory(task, 'delegate', actor.userId, note, now)]);
      return created!.id;
    });
  }

  private async whyNotClaimed(tx: DbOrTx, taskId: number): Promise<AppError> {
    const now = await repo.findTask(tx, taskId);
    return new AppError(
      now?.state === 'open' ? ErrorCode.WORKFLOW_TASK_CLAIMED : ErrorCode.WORKFLOW_TASK_CLOSED,
    );
  }

  /** Locks the instance; a suspended process answers 409, an ended one says so. */
  private async lockRunning(tx: DbOrTx, instanceId: number): Promise<repo.InstanceRecord> {
    const instance = await repo.lockInstance(tx, instanceId);
    if (instance?.state === 'running') return instance;
    if (instance?.state === 'suspended') throw illegalState();
    throw new AppError(ErrorCode.WORKFLOW_PROCESS_ENDED);
  }

  private async getTask(taskId: number): Promise<repo.TaskRecord> {
    const task = await repo.findTask(this.deps.db, taskId);
    if (!task) throw notFound();
    return task;
  }
}

function withdrawRow(task: repo.TaskRecord, actorUserId: number, now: Date): repo.NewHistory {
  return {
    instanceId: task.instanceId,
    taskId: task.id,
    activityId: task.elementId,
    activityName: task.name,
    action: 'withdraw',
    assigneeUserId: actorUserId,
    comment: '',
    startedAt: task.createdAt,
    endedAt: now,
  };
}

function actionRow(
  task: repo.TaskRecord,
  action: 'claim' | 'unclaim',
  actorUserId: number,
  now: Date,
): repo.NewHistory {
  return {
    instanceId: task.instanceId,
    taskId: task.id,
    activityId: task.elementId,
    activityName: task.name,
    action,
    assigneeUserId: actorUserId,
    comment: '',
    startedAt: now,
    endedAt: now,
  };
}

function requiredText(value: string, reason: 'commentRequired' | 'reasonRequired' = 'commentRequired') {
  const text = (value ?? '').trim();
  if (!text || text.length > 500)
    throw reasonError(reason, reason === 'commentRequired' ? 'comment' : 'reason');
  return text;
}

/** Closes a task that is still open and locks its running instance; 409 when either changed meanwhile. */
export async function closeOpenTask(
  tx: DbOrTx,
  task: repo.TaskRecord,
  changes: { state: string; comment: string; actorUserId: number; endedAt: Date },
): Promise<repo.InstanceRecord> {
  // Only one of two racing requests finds the task still open.
  if (!(await repo.closeTask(tx, task.id, changes))) throw illegalState();
  const instance = await repo.lockInstance(tx, task.instanceId);
  if (instance?.state !== 'running') throw illegalState();
  return instance;
}

export function taskHistory(
  task: repo.TaskRecord,
  action: HistoryEntry['action'],
  actorUserId: number,
  comment: string,
  now: Date,
): repo.NewHistory {
  return {
    instanceId: task.instanceId,
    taskId: task.id,
    activityId: task.elementId,
    activityName: task.name,
    action,
    assigneeUserId: actorUserId,
    comment,
    startedAt: task.createdAt,
    endedAt: now,
  };
}
