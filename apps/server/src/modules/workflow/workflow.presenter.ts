import { DEFAULT_LOCALE, type Locale, type workflow } from '@datamall/contract';
import { elementName, processName } from './workflow.names.js';
import type { DefinitionRecord, InstanceRecord, TaskRecord } from './workflow.repository.js';
import type { ActionOutcome, DecisionOutcome, HistoryEntry } from './workflow.service.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** A history row with its step named in zh-CN (the BPMN names); see `historicRowIn` for other languages. */
export function toHistoricRow(entry: HistoryEntry): workflow.HistoricRow {
  return historicRowIn(DEFAULT_LOCALE)(entry);
}

/** History rows with their steps named in `locale` (the deployed name when a step is not catalogued). */
export const historicRowIn =
  (locale: Locale) =>
  (entry: HistoryEntry): workflow.HistoricRow => {
    const duration = entry.endedAt ? entry.endedAt.getTime() - entry.startedAt.getTime() : null;
    return {
      activityId: entry.activityId,
      activityName: elementName(entry.processKey, entry.activityId, entry.activityName, locale),
      action: entry.action,
      assigneeName: entry.assigneeName,
      startTime: entry.startedAt.toISOString(),
      endTime: iso(entry.endedAt),
      comment: entry.comment,
      durationInSeconds: duration === null ? null : Math.round(duration / 1000),
    };
  };

interface TaskWithProcess {
  task: TaskRecord;
  instance: InstanceRecord;
  definitionName: string;
  submitterName: string;
}

export function toTodoRow(
  { task, instance, definitionName, submitterName }: TaskWithProcess,
  locale: Locale = DEFAULT_LOCALE,
): workflow.TodoRow {
  return {
    taskId: String(task.id),
    taskName: elementName(instance.definitionKey, task.elementId, task.name, locale),
    taskDefinitionKey: task.elementId,
    processInstanceId: String(instance.id),
    processDefinitionKey: instance.definitionKey,
    processDefinitionName: processName(instance.definitionKey, definitionName, locale),
    businessKey: instance.businessKey,
    businessType: instance.businessType,
    objectName: instance.objectName,
    submitterId: String(instance.starterUserId),
    submitterName,
    assigneeId: idOrNull(task.assigneeUserId),
    candidateRoleType: task.candidateRoleType,
    claimed: task.claimedAt !== null,
    createTime: task.createdAt.toISOString(),
    suspended: instance.state === 'suspended',
  };
}

export function toTaskInfo(
  detail: TaskWithProcess & {
    assigneeName: string;
    canHandle: boolean;
    canRollback: boolean;
    canClaim: boolean;
    canUnclaim: boolean;
    canTerminate: boolean;
  },
  locale: Locale = DEFAULT_LOCALE,
): workflow.TaskInfo {
  const { task, instance } = detail;
  return {
    ...toTodoRow(detail, locale),
    state: task.state as workflow.TaskState,
    assigneeName: detail.assigneeName,
    comment: task.comment,
    endTime: iso(task.endedAt),
    instanceState: instance.state as workflow.InstanceState,
    canHandle: detail.canHandle,
    canRollback: detail.canRollback,
    canClaim: detail.canClaim,
    canUnclaim: detail.canUnclaim,
    canTerminate: detail.canTerminate,
  };
}

export function toDefinitionRow(
  definition: DefinitionRecord,
  isLatest: boolean,
  locale: Locale = DEFAULT_LOCALE,
): workflow.DefinitionRow {
  return {
    id: String(definition.id),
    key: definition.key,
    version: definition.version,
    name: processName(definition.key, definition.name, locale),
    deployTime: definition.deployedAt.toISOString(),
    isLatest,
  };
}

export function toInstanceRow(
  row: { instance: InstanceRecord; definitionName: string; starterName: string },
  locale: Locale = DEFAULT_LOCALE,
): workflow.InstanceRow {
  const { instance } = row;
  return {
    processInstanceId: String(instance.id),
    processDefinitionKey: instance.definitionKey,
    processDefinitionVersion: instance.definitionVersion,
    processDefinitionName: processName(instance.definitionKey, row.definitionName, locale),
    businessKey: instance.businessKey,
    businessType: instance.businessType,
    objectName: instance.objectName,
    starterId: String(instance.starterUserId),
    starterName: row.starterName,
    state: instance.state as workflow.InstanceState,
    suspended: instance.state === 'suspended',
    decision: instance.decision as workflow.Decision | null,
    startTime: instance.startedAt.toISOString(),
    endTime: iso(instance.endedAt),
  };
}

export function toDecisionResult(outcome: DecisionOutcome | ActionOutcome) {
  return {
    processInstanceId: String(outcome.instanceId),
    state: outcome.state,
    decision: 'decision' in outcome ? outcome.decision : null,
  };
}
