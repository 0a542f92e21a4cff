import { Space } from 'antd';
import { NegotiationList } from '../../../features/negotiation/components/negotiation-list';
import { DATA_KINDS, OrderList } from '../../../features/orders/components/order-list';

/** Menu url consumer/order/dataPacket: the consumer's orders of data packages, data-asset and data-table goods. */
export function Page() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OrderList scope="user" itemType={DATA_KINDS} titleKey="consumerDataPacket" />
      <NegotiationList party="buyer" />
    </Space>
  );
}
