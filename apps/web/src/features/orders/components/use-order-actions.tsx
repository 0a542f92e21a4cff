import type { orders } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useCancelOrder } from '../api/orders';

/** Cancelling an unpaid order, after a confirmation that names it. */
export function useOrderActions() {
  const { t } = useTranslation('orders');
  const canceller = useCancelOrder();
  const confirmCancel = (order: Pick<orders.Order, 'id' | 'orderNo' | 'itemName'>, after?: () => void) =>
    notify.confirm({
      title: t('cancel.title'),
      content: t('cancel.content', { orderNo: order.orderNo, itemName: order.itemName }),
      danger: true,
      okText: t('cancel.ok'),
      cancelText: t('cancel.keep'),
      okTestId: 'confirm-cancel-order',
      onOk: () =>
        canceller
          .mutateAsync(order.id)
          .then(() => {
            notify.success(t('cancel.done'));
            after?.();
          })
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });
  return { confirmCancel, cancelling: canceller.isPending };
}
