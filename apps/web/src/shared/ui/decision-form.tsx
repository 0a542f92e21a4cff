import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useDecisionThrottle } from '../hooks/use-decision-throttle';
import { notify } from '../notify';

export type Decision = 'approved' | 'rejected';

/** What one of 通过 / 驳回 says: its button (and the confirmation's OK), the confirmation, the success. */
export interface DecisionTexts {
  action: string;
  confirmTitle: string;
  confirmContent: string;
  done: string;
}

export interface DecisionFormTexts extends Record<Decision, DecisionTexts> {
  label: string;
  placeholder: string;
  coolingDown: string;
  /** The confirmation's cancel button; antd's own when left out. */
  cancel?: string;
}

export interface DecisionFormTestIds {
  form: string;
  field: string;
  approve: string;
  reject: string;
  cooling: string;
  confirmOk: string;
}

export interface DecisionFormProps {
  /** What is decided on (a task, an account's review); empty: a click calls `onNoSubject` and sends nothing. */
  subjectId: string | undefined;
  /** Name of the text field (the comment or reason sent with the decision). */
  field: string;
  rules: Rule[];
  maxLength: number | undefined;
  texts: DecisionFormTexts;
  testIds: DecisionFormTestIds;
  /** The caller may not decide now: the form is disabled and clicks do nothing. */
  disabled?: boolean;
  /** The decision on its way to the server (its button spins, both are locked). */
  sending: Decision | undefined;
  /** Sends the decision on the subject with the trimmed text; a rejection goes to `onFailure`. */
  send: (decision: Decision, text: string, subjectId: string) => Promise<unknown>;
  onDecided: (decision: Decision) => void;
  onFailure: (error: unknown) => void;
  onNoSubject?: () => void;
  /** Further buttons after 通过 / 驳回 (e.g. 转办). */
  extraActions?: ReactNode;
}

/**
 * A required text and 通过 / 驳回: the text is checked before a confirmation, and §5's throttle lets one
 * decision through per 3000 ms (the buttons stay disabled meanwhile).
 */
export function DecisionForm({
  subjectId,
  field,
  rules,
  maxLength,
  texts,
  testIds,
  disabled,
  sending,
  send,
  onDecided,
  onFailure,
  onNoSubject,
  extraActions,
}: DecisionFormProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const throttle = useDecisionThrottle(subjectId);

  const sendOnce = async (decision: Decision, text: string) => {
    // A second confirmation, or a click that slipped through, inside the 3000 ms is ignored.
    if (throttle.take() !== 'ok' || !subjectId) return;
    try {
      await send(decision, text, subjectId);
      notify.success(texts[decision].done);
      onDecided(decision);
    } catch (error) {
      onFailure(error);
    }
  };

  const handleDecision = async (decision: Decision) => {
    const verdict = throttle.check();
    if (verdict === 'noTask') {
      onNoSubject?.();
      return;
    }
    if (verdict === 'throttled' || disabled) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const text = String(values[field] ?? '').trim();
    const decisionTexts = texts[decision];
    notify.confirm({
      title: decisionTexts.confirmTitle,
      content: decisionTexts.confirmContent,
      okText: decisionTexts.action,
      cancelText: texts.cancel,
      danger: decision === 'rejected',
      okTestId: testIds.confirmOk,
      onOk: () => sendOnce(decision, text),
    });
  };

  const locked = disabled || throttle.coolingDown || sending !== undefined;
  return (
    <Form<Record<string, string>>
      form={form}
      layout="vertical"
      data-testid={testIds.form}
      disabled={disabled}
    >
      <Form.Item name={field} label={texts.label} rules={rules}>
        <Input.TextArea
          rows={4}
          maxLength={maxLength}
          showCount
          placeholder={texts.placeholder}
          data-testid={testIds.field}
        />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={locked}
          loading={sending === 'approved'}
          onClick={() => void handleDecision('approved')}
          data-testid={testIds.approve}
        >
          {texts.approved.action}
        </Button>
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={locked}
          loading={sending === 'rejected'}
          onClick={() => void handleDecision('rejected')}
          data-testid={testIds.reject}
        >
          {texts.rejected.action}
        </Button>
        {extraActions}
        {throttle.coolingDown ? (
          <Typography.Text type="secondary" data-testid={testIds.cooling}>
            {texts.coolingDown}
          </Typography.Text>
        ) : null}
      </Space>
    </Form>
  );
}
