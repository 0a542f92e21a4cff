import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { ErrorCode, endpoints, TASK_ACTION_THROTTLE_MS } from '@datamall/contract';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useDecisionThrottle } from '../../../shared/hooks/use-decision-throttle';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useUpdateAuditStatus } from '../api/update-audit-status';

export type RegistrationDecision = 'approved' | 'rejected';

export interface RegistrationDecisionPanelProps {
  /** The pending account (sp_type 0). */
  userId: string;
  /** Named in the confirmation. */
  username: string;
  onDecided: (decision: RegistrationDecision) => void;
}

interface ReasonValues {
  reason: string;
}

/**
 * 通过 / 驳回 of a pending registration on the account page: a reason of 2-500 characters for both, a
 * confirmation, and the task page's 3000 ms throttle. The server decides the account's open review task, so
 * the to-do list and the process history record the same decision.
 */
export function RegistrationDecisionPanel({ userId, username, onDecided }: RegistrationDecisionPanelProps) {
  const { t } = useTranslation(['users', 'common', 'validation']);
  const f = useZodRules(endpoints.users.updateAuditStatus);
  const [form] = Form.useForm<ReasonValues>();
  const throttle = useDecisionThrottle(userId);
  const decide = useUpdateAuditStatus();

  const handleFailure = (error: unknown) => {
    const text = errorText(error);
    if (isApiError(error) && error.code === ErrorCode.ILLEGAL_STATE) {
      // Decided meanwhile (here or in the to-do list): the detail refetches and shows the outcome.
      notify.error(text || t('users:register.stale'));
    } else if (isApiError(error) && error.code === ErrorCode.TOO_MANY_REQUESTS) {
      notify.warning(t('users:register.throttled'));
    } else if (text) {
      notify.error(text);
    }
  };

  const send = async (decision: RegistrationDecision, reason: string) => {
    // A second confirmation, or a click that slipped through, inside the 3000 ms is ignored.
    if (throttle.take() !== 'ok') return;
    try {
      await decide.mutateAsync({ userId, spType: decision === 'approved' ? 1 : 2, reason });
      notify.success(t(decision === 'approved' ? 'users:register.passed' : 'users:register.rejected'));
      onDecided(decision);
    } catch (error) {
      handleFailure(error);
    }
  };

  const handleDecision = async (decision: RegistrationDecision) => {
    if (throttle.check() !== 'ok') return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const reason = values.reason.trim();
    const approve = decision === 'approved';
    notify.confirm({
      title: t(approve ? 'users:register.confirmPassTitle' : 'users:register.confirmRejectTitle'),
      content: t(approve ? 'users:register.confirmPassContent' : 'users:register.confirmRejectContent', {
        username,
      }),
      okText: t(approve ? 'users:register.pass' : 'users:register.reject'),
      cancelText: t('common:actions.cancel'),
      danger: !approve,
      okTestId: 'approve-confirm-ok',
      onOk: () => send(decision, reason),
    });
  };

  const reasonLabel = t('users:register.reason');
  const locked = throttle.coolingDown || decide.isPending;
  return (
    <Form<ReasonValues> form={form} layout="vertical" data-testid="approve-form">
      <Form.Item name="reason" label={reasonLabel} rules={f.rules('reason', reasonLabel)}>
        <Input.TextArea
          rows={4}
          maxLength={f.maxLength('reason')}
          showCount
          placeholder={t('users:register.reasonPlaceholder')}
          data-testid="approve-reason"
        />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={locked}
          loading={decide.isPending && decide.variables?.spType === 1}
          onClick={() => void handleDecision('approved')}
          data-testid="approve-pass"
        >
          {t('users:register.pass')}
        </Button>
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={locked}
          loading={decide.isPending && decide.variables?.spType === 2}
          onClick={() => void handleDecision('rejected')}
          data-testid="approve-reject"
        >
          {t('users:register.reject')}
        </Button>
        {throttle.coolingDown ? (
          <Typography.Text type="secondary" data-testid="approve-cooling">
            {t('users:register.coolingDown', { seconds: TASK_ACTION_THROTTLE_MS / 1000 })}
          </Typography.Text>
        ) : null}
      </Space>
    </Form>
  );
}
