import { RoleType } from '@datamall/contract';
import type { InstanceRecord, TaskRecord } from './workflow.repository.js';

/** The caller as this module needs it. */
export interface WorkflowActor {
  userId: number;
  roleType: number;
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
