import { type billing, endpoints, formatMoney } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { billingKey } from '../api/bills';
import { YUAN_INPUT_PATTERN, yuanToUnits } from '../money';
import { confirmAsync, dismissed } from './confirm';

interface AdjustForm {
  amount: string;
  reason: string;
}

/**
 * The operator adjusts the consumer charge of a line's order by a signed amount with a reason; the server splits
 * it between seller and platform at the order's rate. Confirmed before it is written (money).
 */
export function AdjustModal({
  line,
  onClose,
  onDone,
}: {
  line: billing.BillLine;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const f = useZodRules(endpoints.billing.adjust);
  const adjust = useMutation({
    mutationFn: (body: { orderId: string; amount: string; reason: string }) =>
      api(endpoints.billing.adjust, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });

  const handleSubmit = async (values: AdjustForm) => {
    const units = yuanToUnits(values.amount) ?? '0';
    const ok = await confirmAsync({
      title: t('adjust.confirmTitle'),
      content: t('adjust.confirmContent', {
        orderNo: line.orderNo,
        amount: `${units.startsWith('-') ? '-' : '+'}¥${formatMoney(BigInt(units.replace('-', '')))}`,
      }),
      okText: t('adjust.action'),
      okTestId: 'confirm-adjust',
    });
    if (!ok) throw dismissed();
    await adjust.mutateAsync({ orderId: line.orderId, amount: units, reason: values.reason.trim() });
    notify.success(t('adjust.done'));
    onDone();
  };

  return (
    <FormModal<AdjustForm>
      title={t('adjust.title')}
      onSubmit={handleSubmit}
      onClose={onClose}
      okTestId="adjust-ok"
    >
      {() => (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('fields.orderNo')}>{line.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('fields.item')}>{line.itemName}</Descriptions.Item>
          </Descriptions>
          <Form.Item
            name="amount"
            label={t('adjust.amount')}
            extra={t('adjust.amountHint')}
            rules={[
              { required: true, whitespace: true, message: t('adjust.amountRequired') },
              {
                validator: (_r, value: string | undefined) =>
                  !value || (YUAN_INPUT_PATTERN.test(value.trim()) && yuanToUnits(value) !== '0')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('adjust.amountFormat'))),
              },
            ]}
          >
            <Input prefix="¥" maxLength={17} data-testid="adjust-amount" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('adjust.reason')}
            rules={[
              { required: true, whitespace: true, message: t('adjust.reasonRequired') },
              ...f.rules('reason', t('adjust.reason'), { required: false }),
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={f.maxLength('reason')}
              showCount
              data-testid="adjust-reason"
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
