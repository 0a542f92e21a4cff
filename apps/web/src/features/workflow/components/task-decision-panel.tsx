import { SwapOutlined } from '@ant-design/icons';
import { endpoints, TASK_ACTION_THROTTLE_MS } from '@datamall/contract';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type Decision, DecisionForm } from '../../../shared/ui/decision-form';
import { useCompleteTask, useRejectTask } from '../api/decide-task';
import { isStaleTaskError, isThrottledError, workflowErrorText, workflowMessage } from '../messages';
import { DelegateModal } from './delegate-modal';

export type { Decision };

export interface TaskDecisionPanelProps {
  /** Undefined or empty: complete and reject are ignored (§5) and say why. */
  taskId: string | undefined;
  /** The current assignee, who cannot be the delegate. */
  assigneeId?: string | null;
  /** The caller may not act on the task now (suspended process, someone else's task). */
  disabled?: boolean;
  onDecided: (decision: Decision) => void;
  onDelegated: (userName: string) => void;
  /** The task closed meanwhile (409/404): the server's message. */
  onStale: (message: string) => void;
  /** More buttons beside 转办 (e.g. 退回). */
  moreActions?: ReactNode;
}

const COMMENT_MAX = zodMaxLength(endpoints.workflow.complete, 'comment');

/** The comment box and 通过 / 驳回 / 转办 of the task page: comment required, confirmation, 3000 ms throttle. */
export function TaskDecisionPanel({
  taskId,
  assigneeId,
  disabled,
  onDecided,
  onDelegated,
  onStale,
  moreActions,
}: TaskDecisionPanelProps) {
  const { t } = useTranslation('workflow');
  const complete = useCompleteTask();
  const reject = useRejectTask();
  const [delegating, setDelegating] = useState(false);
  const sending = complete.isPending ? 'approved' : reject.isPending ? 'rejected' : undefined;

  const handleFailure = (error: unknown) => {
    const text = workflowErrorText(error);
    if (isStaleTaskError(error)) onStale(text ?? t('task.staleTitle'));
    else if (isThrottledError(error)) notify.warning(t('task.throttled'));
    else if (text) notify.error(text);
  };

  const handleDelegateClick = () => {
    if (!taskId?.trim()) {
      notify.warning(workflowMessage('noBusinessKey'));
      return;
    }
    setDelegating(true);
  };

  return (
    <>
      <DecisionForm
        subjectId={taskId}
        field="comment"
        rules={[{ required: true, whitespace: true, message: workflowMessage('commentRequired') }]}
        maxLength={COMMENT_MAX}
        texts={{
          label: t('task.comment'),
          placeholder: t('task.commentPlaceholder'),
          coolingDown: t('task.coolingDown', { seconds: TASK_ACTION_THROTTLE_MS / 1000 }),
          approved: {
            action: t('task.complete'),
            confirmTitle: t('task.confirmCompleteTitle'),
            confirmContent: t('task.confirmCompleteContent'),
            done: t('task.completed'),
          },
          rejected: {
            action: t('task.reject'),
            confirmTitle: t('task.confirmRejectTitle'),
            confirmContent: t('task.confirmRejectContent'),
            done: t('task.rejected'),
          },
        }}
        testIds={{
          form: 'task-decision',
          field: 'task-comment',
          approve: 'task-complete',
          reject: 'task-reject',
          cooling: 'task-cooling',
          confirmOk: 'task-confirm-ok',
        }}
        disabled={disabled}
        sending={sending}
        send={(decision, comment, id) =>
          (decision === 'approved' ? complete : reject).mutateAsync({ taskId: id, comment })
        }
        onDecided={onDecided}
        onFailure={handleFailure}
        onNoSubject={() => notify.warning(workflowMessage('noBusinessKey'))}
        extraActions={
          <>
            <Button
              icon={<SwapOutlined />}
              disabled={disabled || sending !== undefined}
              onClick={handleDelegateClick}
              data-testid="task-delegate"
            >
              {t('task.delegate')}
            </Button>
            {moreActions}
          </>
        }
      />
      {taskId ? (
        <DelegateModal
          open={delegating}
          taskId={taskId}
          assigneeId={assigneeId}
          onClose={() => setDelegating(false)}
          onDelegated={(name) => {
            setDelegating(false);
            onDelegated(name);
          }}
          onStale={(message) => {
            setDelegating(false);
            onStale(message);
          }}
        />
      ) : null}
    </>
  );
}
