import { Space } from 'antd';
import { NegotiationList } from '../../features/negotiation/components/negotiation-list';
import { OrderList } from '../../features/orders/components/order-list';

/** Menu url order/zqorderfrom: orders of the developer's data applications. */
export function Page() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OrderList scope="seller" itemType={1} titleKey="developerDataApp" />
      <NegotiationList party="seller" />
    </Space>
  );
}
