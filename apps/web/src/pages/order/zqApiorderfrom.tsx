import { OrderList } from '../../features/orders/components/order-list';

/** Menu url order/zqApiorderfrom: orders of the developer's API goods. */
export function Page() {
  return <OrderList scope="seller" itemType={5} titleKey="developerApi" />;
}
