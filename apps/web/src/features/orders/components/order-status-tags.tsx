import type { orders } from '@datamall/contract';
import { Space } from 'antd';
import { StatusTag } from '../../../shared/ui/status-tag';

/** order_status and pay_status of §3.1 as tags with the tones of §4. */
export function OrderStatusTags({ order }: { order: Pick<orders.Order, 'orderStatus' | 'payStatus'> }) {
  return (
    <Space size={4} wrap data-testid="order-status">
      <StatusTag dictType="order_status" value={order.orderStatus} />
      <StatusTag dictType="pay_status" value={order.payStatus} />
    </Space>
  );
}
