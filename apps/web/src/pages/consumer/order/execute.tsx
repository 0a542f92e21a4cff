import { useSearchParams } from 'react-router';
import { AppOrderList } from '../../../features/app-runs/components/app-order-list';
import { RunPanel } from '../../../features/app-runs/components/run-panel';

/** Menu url consumer/order/execute: the consumer's paid data-application orders; `?orderId=` opens one. */
export function Page() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  return orderId ? <RunPanel orderId={orderId} /> : <AppOrderList mode="execute" />;
}
