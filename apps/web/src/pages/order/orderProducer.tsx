import { Space } from 'antd';
import { NegotiationList } from '../../features/negotiation/components/negotiation-list';
import { OrderList } from '../../features/orders/components/order-list';

/** Menu url order/orderProducer: orders of the supplier's data packages. */
export function Page() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OrderList scope="seller" itemType={2} titleKey="producerDataPacket" />
      <NegotiationList party="seller" />
    </Space>
  );
}
