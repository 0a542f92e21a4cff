import { RoleType } from '@datamall/contract';
import type { InstanceRecord, TaskRecord } from './workflow.repository.js';

/** The caller as this module needs it. */
export interface WorkflowActor {
  userId: number;
  roleType: number;
  /** The caller's role holds flow:process:terminate (the routes look it up): may terminate any process. */
  mayTerminateAny?: boolean;
}

/** A user as the workflow needs it; the identity module's AccountService provides it. */
export interface WorkflowUser {
  id: number;
  username: string;
  realName: string;
  roleType: number;
  /** user_status: disabled 0, normal 1 */
  status: number;
  /** sp_type: approved 1 */
  spType: number;
}

/** Decisions are an operator's: the assignee, or any operator of the candidate role while unassigned. */
export function canHandleTask(actor: WorkflowActor, task: TaskRecord): boolean {
  if (actor.roleType !== RoleType.OPERATOR) return false;
  if (task.assigneeUserId !== null) return task.assigneeUserId === actor.userId;
  return task.candidateRoleType === actor.roleType;
}

/** Operators see every process; other users only the ones they submitted. */
export function canViewInstance(actor: WorkflowActor, instance: InstanceRecord): boolean {
  return actor.roleType === RoleType.OPERATOR || instance.starterUserId === actor.userId;
}

export function isActiveOperator(user: WorkflowUser): boolean {
  return user.roleType === RoleType.OPERATOR && user.status === 1 && user.spType === 1;
}

/** A group task nobody holds, offered to the caller's role. */
export function canClaimTask(actor: WorkflowActor, task: TaskRecord): boolean {
  return (
    task.state === 'open' &&
    task.assigneeUserId === null &&
    task.candidateRoleType !== null &&
    task.candidateRoleType === actor.roleType
  );
}

/** The claimer may give a claimed task back to its group. */
export function canUnclaimTask(actor: WorkflowActor, task: TaskRecord): boolean {
  return task.state === 'open' && task.claimedAt !== null && task.assigneeUserId === actor.userId;
}

/** The submitter may end their own process; operators need the terminate permission. */
export function canTerminateInstance(actor: WorkflowActor, instance: InstanceRecord): boolean {
  if (instance.starterUserId === actor.userId) return true;
  return actor.roleType === RoleType.OPERATOR && actor.mayTerminateAny === true;
}
