import { ErrorCode, formatMessage, workflow } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';

/**
 * A 400 naming the field, with a §5 workflow message. The message is zh-CN here; the routes re-word it in
 * the caller's language from `data.reason`.
 */
export function reasonError(reason: workflow.WorkflowReason, field: string, detail = ''): AppError {
  const text = formatMessage(workflow.WORKFLOW_REASONS[reason]['zh-CN'], { detail });
  return new AppError(ErrorCode.BAD_PARAMS, { detail: text }, { field, reason, detail });
}
