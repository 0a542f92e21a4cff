import { OrderList } from '../../features/orders/components/order-list';

/** Menu url operate/zqoperateorderfrom: every data application order (operator). */
export function Page() {
  return <OrderList scope="operate" itemType={1} titleKey="operateDataApp" />;
}
