import { OrderList } from '../../features/orders/components/order-list';

/** Menu url order/zqorderfrom: orders of the developer's data applications. */
export function Page() {
  return <OrderList scope="seller" itemType={1} titleKey="developerDataApp" />;
}
