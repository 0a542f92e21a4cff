import { useSearchParams } from 'react-router';
import { AppOrderList } from '../../../features/app-runs/components/app-order-list';
import { OutputConfigForm } from '../../../features/app-runs/components/output-config-form';

/** Menu url consumer/order/outputConfig: the consumer's paid data-application orders; `?orderId=` opens one. */
export function Page() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  return orderId ? <OutputConfigForm orderId={orderId} /> : <AppOrderList mode="outputConfig" />;
}
