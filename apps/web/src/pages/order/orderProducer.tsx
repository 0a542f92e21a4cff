import { Space } from 'antd';
import { NegotiationList } from '../../features/negotiation/components/negotiation-list';
import { DATA_KINDS, OrderList } from '../../features/orders/components/order-list';

/** Menu url order/orderProducer: orders of the supplier's data packages, data-asset and data-table goods. */
export function Page() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OrderList scope="seller" itemType={DATA_KINDS} titleKey="producerDataPacket" />
      <NegotiationList party="seller" />
    </Space>
  );
}
