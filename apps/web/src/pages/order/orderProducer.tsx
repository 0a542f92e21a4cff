import { OrderList } from '../../features/orders/components/order-list';

/** Menu url order/orderProducer: orders of the supplier's data packages. */
export function Page() {
  return <OrderList scope="seller" itemType={2} titleKey="producerDataPacket" />;
}
