import { OrderList } from '../../../features/orders/components/order-list';

/** Menu url consumer/order/dataApp: the consumer's data application orders. */
export function Page() {
  return <OrderList scope="user" itemType={1} titleKey="consumerDataApp" />;
}
