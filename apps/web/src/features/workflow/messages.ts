import { ErrorCode, workflow } from '@datamall/contract';
import { errorText, isApiError } from '../../shared/api/api-error';
import { t } from '../../shared/i18n';

/** The workflow messages of §5, keys of `workflow:messages`. */
export type WorkflowMessage =
  | workflow.WorkflowReason
  | 'formRouteMissing'
  | 'saveUrlMissing'
  | 'processKeyMissing'
  | 'formNameMissing'
  | 'selectOne';

export const workflowMessage = (key: WorkflowMessage, detail = '') =>
  t(`workflow:messages.${key}`, { detail });

/** The §5 reason a workflow 400 answer carries in `data.reason`. */
export function reasonOf(error: unknown): workflow.WorkflowReason | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const { reason } = error.data as { reason?: unknown };
  return typeof reason === 'string' && reason in workflow.WORKFLOW_REASONS
    ? (reason as workflow.WorkflowReason)
    : undefined;
}

/**
 * The text to show for a failed workflow call (§8: its msg shown as an error): a §5 reason in the interface
 * language, else the server's message; undefined when the request client already showed it.
 */
export function workflowErrorText(error: unknown): string | undefined {
  const reason = reasonOf(error);
  if (!reason) return errorText(error);
  const { detail } = (error as { data: { detail?: unknown } }).data;
  return workflowMessage(reason, typeof detail === 'string' ? detail : '');
}

/** The task or process changed state meanwhile (already decided, delegated or suspended). */
export function isStaleTaskError(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.ILLEGAL_STATE || error.code === ErrorCode.NOT_FOUND);
}

/** The server's throttle answered: a decision on this task was taken less than 3000 ms ago. */
export function isThrottledError(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.TOO_MANY_REQUESTS;
}
