import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { endpoints, TASK_ACTION_THROTTLE_MS } from '@datamall/contract';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecisionThrottle } from '../../../shared/hooks/use-decision-throttle';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type DecisionInput, useCompleteTask, useRejectTask } from '../api/decide-task';
import { isStaleTaskError, isThrottledError, workflowErrorText, workflowMessage } from '../messages';
import { DelegateModal } from './delegate-modal';

export type Decision = 'approved' | 'rejected';

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
}

interface CommentValues {
  comment: string;
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
}: TaskDecisionPanelProps) {
  const { t } = useTranslation('workflow');
  const [form] = Form.useForm<CommentValues>();
  const throttle = useDecisionThrottle(taskId);
  const complete = useCompleteTask();
  const reject = useRejectTask();
  const [delegating, setDelegating] = useState(false);
  const pending = complete.isPending || reject.isPending;

  const handleFailure = (error: unknown) => {
    const text = workflowErrorText(error);
    if (isStaleTaskError(error)) onStale(text ?? t('task.staleTitle'));
    else if (isThrottledError(error)) notify.warning(t('task.throttled'));
    else if (text) notify.error(text);
  };

  const send = async (decision: Decision, input: DecisionInput) => {
    // A second confirmation, or a click that slipped through, inside the 3000 ms is ignored.
    if (throttle.take() !== 'ok') return;
    try {
      await (decision === 'approved' ? complete : reject).mutateAsync(input);
      notify.success(t(decision === 'approved' ? 'task.completed' : 'task.rejected'));
      onDecided(decision);
    } catch (error) {
      handleFailure(error);
    }
  };

  const handleDecision = async (decision: Decision) => {
    const verdict = throttle.check();
    if (verdict === 'noTask') {
      notify.warning(workflowMessage('noBusinessKey'));
      return;
    }
    if (verdict === 'throttled' || disabled) return;
    let values: CommentValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const comment = values.comment.trim();
    const approve = decision === 'approved';
    notify.confirm({
      title: t(approve ? 'task.confirmCompleteTitle' : 'task.confirmRejectTitle'),
      content: t(approve ? 'task.confirmCompleteContent' : 'task.confirmRejectContent'),
      okText: t(approve ? 'task.complete' : 'task.reject'),
      danger: !approve,
      okTestId: 'task-confirm-ok',
      onOk: () => (taskId ? send(decision, { taskId, comment }) : undefined),
    });
  };

  const handleDelegateClick = () => {
    if (!taskId?.trim()) {
      notify.warning(workflowMessage('noBusinessKey'));
      return;
    }
    setDelegating(true);
  };

  const locked = disabled || throttle.coolingDown || pending;
  return (
    <>
      <Form<CommentValues> form={form} layout="vertical" data-testid="task-decision" disabled={disabled}>
        <Form.Item
          name="comment"
          label={t('task.comment')}
          rules={[{ required: true, whitespace: true, message: workflowMessage('commentRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={COMMENT_MAX}
            showCount
            placeholder={t('task.commentPlaceholder')}
            data-testid="task-comment"
          />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={locked}
            loading={complete.isPending}
            onClick={() => void handleDecision('approved')}
            data-testid="task-complete"
          >
            {t('task.complete')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            disabled={locked}
            loading={reject.isPending}
            onClick={() => void handleDecision('rejected')}
            data-testid="task-reject"
          >
            {t('task.reject')}
          </Button>
          <Button
            icon={<SwapOutlined />}
            disabled={disabled || pending}
            onClick={handleDelegateClick}
            data-testid="task-delegate"
          >
            {t('task.delegate')}
          </Button>
          {throttle.coolingDown ? (
            <Typography.Text type="secondary" data-testid="task-cooling">
              {t('task.coolingDown', { seconds: TASK_ACTION_THROTTLE_MS / 1000 })}
            </Typography.Text>
          ) : null}
        </Space>
      </Form>
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
