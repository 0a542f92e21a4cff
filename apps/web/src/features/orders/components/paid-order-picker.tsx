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
  title: ReactNode;
}

/**
 * The buyer's paid orders of one kind of goods (newest 100) to choose one from; the newest is chosen when none
 * is. An order given by the address stays chosen even when it is older than the list.
 */
export function PaidOrderPicker({ itemType, value, onChange, title }: PaidOrderPickerProps) {
  const { t } = useTranslation('orders');
  const orders = usePaidOrders('user', itemType);
  const newest = orders.data?.[0]?.id;

  useEffect(() => {
    if (!value && newest) onChange(newest);
  }, [value, newest, onChange]);

  let body: ReactNode;
  if (orders.isPending) {
    body = <Skeleton.Input active style={{ width: 360 }} />;
  } else if (orders.isError) {
    body = <Alert type="error" showIcon message={t('picker.failed')} description={errorText(orders.error)} />;
  } else if (orders.data.length === 0 && !value) {
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
          placeholder={t('picker.placeholder')}
          value={value}
          onChange={onChange}
          options={orders.data.map((o) => ({
            value: o.id,
            label: `${o.orderNo} · ${o.itemName} · ${o.skuName}`,
          }))}
          style={{ width: '100%', maxWidth: 560 }}
          data-testid="paid-order-picker"
        />
      </Form.Item>
    );
  }
  return (
    <Card title={title} data-testid="paid-orders">
      {body}
    </Card>
  );
}
