import { OrderList } from '../../../features/orders/components/order-list';

/** Menu url consumer/order/apiApp: the consumer's API goods orders. */
export function Page() {
  return <OrderList scope="user" itemType={5} titleKey="consumerApi" />;
}
