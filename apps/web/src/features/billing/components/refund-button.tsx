import { RollbackOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/form-modal';
import { RefundFields, type RefundFormValues, useSubmitRefund } from './refund-form';

export interface RefundButtonProps {
  /** A paid order of the consumer (the server refuses others: 409 not paid or already refunded, 404 not theirs). */
  order: { id: string; orderNo: string; amount: string; payStatus: number };
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  onDone?: () => void;
}

/**
 * "Request refund" for a paid order: a modal with the reason, a confirmation, then the `refund` review decides.
 * Renders nothing for an order that is not paid. For the consumer's order detail and order lists.
 */
export function RefundButton({ order, size, type = 'default', onDone }: RefundButtonProps) {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState(false);
  const submit = useSubmitRefund();
  if (order.payStatus !== 1) return null;
  return (
    <>
      <Button
        size={size}
        type={type}
        icon={<RollbackOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`refund-button-${order.orderNo}`}
      >
        {t('refund.action')}
      </Button>
      {open ? (
        <FormModal<RefundFormValues>
          title={t('refund.titleFor', { orderNo: order.orderNo })}
          onClose={() => setOpen(false)}
          onSubmit={(values) => submit(order, values).then(() => onDone?.())}
          okTestId="refund-modal-ok"
        >
          {(form) => <RefundFields form={form} />}
        </FormModal>
      ) : null}
    </>
  );
}
