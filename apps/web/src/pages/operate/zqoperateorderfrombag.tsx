import { DATA_KINDS, OrderList } from '../../features/orders/components/order-list';

/** Menu url operate/zqoperateorderfrombag: every order of data packages, data-asset and data-table goods (operator). */
export function Page() {
  return <OrderList scope="operate" itemType={DATA_KINDS} titleKey="operateDataPacket" />;
}
