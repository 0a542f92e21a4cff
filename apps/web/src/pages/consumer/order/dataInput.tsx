import { useSearchParams } from 'react-router';
import { AppOrderList } from '../../../features/app-runs/components/app-order-list';
import { DataInputPanel } from '../../../features/app-runs/components/data-input-panel';

/** Menu url consumer/order/dataInput: the consumer's paid data-application orders; `?orderId=` opens one. */
export function Page() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  return orderId ? <DataInputPanel orderId={orderId} /> : <AppOrderList mode="dataInput" />;
}
