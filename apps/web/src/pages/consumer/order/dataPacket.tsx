import { OrderList } from '../../../features/orders/components/order-list';

/** Menu url consumer/order/dataPacket: the consumer's data packet orders. */
export function Page() {
  return <OrderList scope="user" itemType={2} titleKey="consumerDataPacket" />;
}
