import { billing, enumLabel, enumValues, formatMoney } from '@datamall/contract';
import { Form, type FormInstance, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useApplyRefund } from '../api/refunds';
import { confirmAsync, dismissed } from './confirm';

export interface RefundFormValues {
  reasonType: number;
  reason?: string;
}

/** The fields of a refund request: the reason (reasonType) and words, required when the reason is "other". */
export function RefundFields({ form }: { form: FormInstance<RefundFormValues> }) {
  const { t } = useTranslation(['billing', 'validation']);
  const locale = useLocale();
  const f = useZodRules(billing.refundApply);
  const reasonType = Form.useWatch('reasonType', form);
  const isOther = reasonType === billing.ReasonType.OTHER;
  return (
    <>
      <Form.Item
        name="reasonType"
        label={t('refund.reasonType')}
        rules={[{ required: true, message: t('validation:required', { field: t('refund.reasonType') }) }]}
      >
        <Radio.Group data-testid="refund-reason-type">
          {enumValues('reasonType').map((v) => (
            <Radio key={v} value={Number(v)} data-testid={`refund-reason-${v}`}>
              {enumLabel('reasonType', v, locale)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('refund.reason')}
        rules={[
          { required: isOther, whitespace: true, message: t('refund.reasonRequired') },
          ...f.rules('reason', t('refund.reason')),
        ]}
      >
        <Input.TextArea rows={4} maxLength={f.maxLength('reason')} showCount data-testid="refund-reason" />
      </Form.Item>
    </>
  );
}

/** Sends a refund request after a confirmation naming the order and its amount; resolves to the refund. */
export function useSubmitRefund() {
  const { t } = useTranslation('billing');
  const apply = useApplyRefund();
  return async (
    order: { id: string; orderNo: string; amount: string },
    values: RefundFormValues,
  ): Promise<billing.Refund> => {
    const ok = await confirmAsync({
      title: t('refund.confirmTitle'),
      content: t('refund.confirmContent', {
        orderNo: order.orderNo,
        amount: `¥${formatMoney(BigInt(order.amount))}`,
      }),
      okText: t('refund.submit'),
      danger: true,
      okTestId: 'confirm-refund',
    });
    if (!ok) throw dismissed();
    const refund = await apply.mutateAsync({
      orderId: order.id,
      reasonType: values.reasonType,
      reason: values.reason?.trim() ?? '',
    });
    notify.success(t('refund.done'));
    return refund;
  };
}
