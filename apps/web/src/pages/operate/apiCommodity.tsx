import { OrderList } from '../../features/orders/components/order-list';

/** Menu url operate/apiCommodity: every API goods order (operator). */
export function Page() {
  return <OrderList scope="operate" itemType={5} titleKey="operateApi" />;
}
