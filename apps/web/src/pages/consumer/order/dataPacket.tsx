import { Space } from 'antd';
import { NegotiationList } from '../../../features/negotiation/components/negotiation-list';
import { OrderList } from '../../../features/orders/components/order-list';

/** Menu url consumer/order/dataPacket: the consumer's data packet orders. */
export function Page() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OrderList scope="user" itemType={2} titleKey="consumerDataPacket" />
      <NegotiationList party="buyer" />
    </Space>
  );
}
