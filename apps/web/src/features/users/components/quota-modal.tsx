import { endpoints, formatMoney } from '@datamall/contract';
import { Descriptions, Form, Input, Modal, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { MoneyText } from '../../../shared/ui/money-text';
import { useConsumerDetail } from '../api/query-consumer-detail';
import { useUpdateQuota } from '../api/update-quota';
import {
  creditUsed,
  isWithinQuotaMax,
  normalizeYuanInput,
  QUOTA_MAX_DISPLAY,
  unitsToYuanInput,
  YUAN_INPUT_PATTERN,
  yuanInputToDisplay,
} from '../quota';

interface QuotaValues {
  creditLimit: string;
  reason: string;
}

export interface QuotaModalProps {
  /** The consumer whose limit is adjusted; undefined closes the modal. */
  consumer: { id: string; username: string } | undefined;
  onClose: () => void;
}

/**
 * 调整额度: the new limit in yuan (≤ 2 decimals) and a reason (2-200 characters). Shows the current limit,
 * available and used credit; asks for confirmation with old -> new before saving.
 */
export function QuotaModal({ consumer, onClose }: QuotaModalProps) {
  const { t } = useTranslation(['users', 'common', 'validation']);
  const rules = useFormRules();
  const f = useZodRules(endpoints.users.updateQuota);
  const [form] = Form.useForm<QuotaValues>();
  const detail = useConsumerDetail(consumer?.id);
  const update = useUpdateQuota();
  const current = detail.data;

  useEffect(() => {
    if (current && !form.isFieldTouched('creditLimit')) {
      form.setFieldValue('creditLimit', unitsToYuanInput(current.creditLimit));
    }
  }, [current, form]);

  const handleOk = async () => {
    if (!consumer) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const creditLimit = normalizeYuanInput(values.creditLimit);
    const reason = values.reason.trim();
    notify.confirm({
      title: t('users:quota.confirmTitle'),
      content: t('users:quota.confirmContent', {
        username: consumer.username,
        from: current ? formatMoney(BigInt(current.creditLimit)) : '-',
        to: yuanInputToDisplay(creditLimit),
      }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'quota-confirm',
      onOk: async () => {
        try {
          await update.mutateAsync({ userId: consumer.id, creditLimit, reason });
          notify.success(t('users:quota.success'));
          onClose();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });
  };

  const limitLabel = t('users:quota.newLimit');
  const reasonLabel = t('users:quota.reason');
  return (
    <Modal
      open={Boolean(consumer)}
      title={t('users:quota.title')}
      okText={t('common:actions.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={update.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'quota-submit' } as Record<string, string>}
    >
      {detail.isPending && consumer ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : current ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }} data-testid="quota-current">
          <Descriptions.Item label={t('users:quota.user')}>{consumer?.username}</Descriptions.Item>
          <Descriptions.Item label={t('users:fields.creditLimit')}>
            <MoneyText value={current.creditLimit} />
          </Descriptions.Item>
          <Descriptions.Item label={t('users:fields.creditAvailable')}>
            <MoneyText value={current.creditAvailable} />
          </Descriptions.Item>
          <Descriptions.Item label={t('users:fields.creditUsed')}>
            <MoneyText value={creditUsed(current.creditLimit, current.creditAvailable)} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form<QuotaValues> form={form} layout="vertical" preserve={false} data-testid="quota-form">
        <Form.Item
          name="creditLimit"
          label={limitLabel}
          extra={t('users:quota.newLimitHint')}
          normalize={normalizeYuanInput}
          rules={[
            rules.required(limitLabel),
            { pattern: YUAN_INPUT_PATTERN, message: t('users:quota.moneyFormat') },
            {
              validator: (_rule, value: string | undefined) =>
                isWithinQuotaMax(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('users:quota.tooBig', { max: QUOTA_MAX_DISPLAY }))),
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" maxLength={16} autoComplete="off" data-testid="quota-limit" />
        </Form.Item>
        <Form.Item name="reason" label={reasonLabel} rules={f.rules('reason', reasonLabel)}>
          <Input.TextArea
            rows={3}
            maxLength={f.maxLength('reason')}
            showCount
            placeholder={t('users:quota.reasonPlaceholder')}
            data-testid="quota-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
