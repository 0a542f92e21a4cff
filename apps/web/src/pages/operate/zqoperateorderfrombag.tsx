import { OrderList } from '../../features/orders/components/order-list';

/** Menu url operate/zqoperateorderfrombag: every data packet order (operator). */
export function Page() {
  return <OrderList scope="operate" itemType={2} titleKey="operateDataPacket" />;
}
