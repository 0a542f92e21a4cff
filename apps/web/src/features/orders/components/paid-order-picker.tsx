import { Alert, Card, Empty, Form, Select, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { usePaidOrders } from '../api/orders';

export interface PaidOrderPickerProps {
  /** Item type of the orders offered (5: API goods). */
  itemType: number;
  /** The chosen order id (e.g. from `?orderId=`). */
  value: string | undefined;
  onChange: (orderId: string) => void;
  /** The card's title; without one the picker sits bare in the caller's layout (e.g. a filter bar). */
  title?: ReactNode;
  /**
   * No order is a valid choice (a filter's "all orders"): the newest is not chosen for the user, the choice can be
   * cleared, and without paid orders the select stays (empty) instead of leading to the mall.
   */
  onClear?: () => void;
}

/**
 * The buyer's paid orders of one kind of goods (newest 100) to choose one from; the newest is chosen when none
 * is (unless no order is a valid choice). An order given by the address stays chosen even when it is older than
 * the list.
 */
export function PaidOrderPicker({ itemType, value, onChange, title, onClear }: PaidOrderPickerProps) {
  const { t } = useTranslation('orders');
  const orders = usePaidOrders('user', itemType);
  const newest = orders.data?.[0]?.id;

  useEffect(() => {
    if (!value && newest && !onClear) onChange(newest);
  }, [value, newest, onChange, onClear]);

  let body: ReactNode;
  if (orders.isPending) {
    body = <Skeleton.Input active style={{ width: 360 }} />;
  } else if (orders.isError) {
    body = <Alert type="error" showIcon message={t('picker.failed')} description={errorText(orders.error)} />;
  } else if (orders.data.length === 0 && !value && !onClear) {
    body = (
      <Empty description={t('picker.empty')} data-testid="paid-orders-empty">
        <Link to="/mall">{t('picker.toMall')}</Link>
      </Empty>
    );
  } else {
    body = (
      <Form.Item label={t('picker.label')} style={{ marginBottom: 0 }}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={onClear ? t('picker.all') : t('picker.placeholder')}
          allowClear={Boolean(onClear)}
          notFoundContent={orders.data.length === 0 ? t('picker.empty') : undefined}
          value={value}
          onChange={(orderId?: string) => (orderId ? onChange(orderId) : onClear?.())}
          options={orders.data.map((o) => ({
            value: o.id,
            label: `${o.orderNo} · ${o.itemName} · ${o.skuName}`,
          }))}
          style={title === undefined ? { width: 360, maxWidth: '100%' } : { width: '100%', maxWidth: 560 }}
          data-testid="paid-order-picker"
        />
      </Form.Item>
    );
  }
  if (title === undefined) return body;
  return (
    <Card title={title} data-testid="paid-orders">
      {body}
    </Card>
  );
}
