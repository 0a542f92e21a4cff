import { useSearchParams } from 'react-router';
import { AppOrderList } from '../../../features/app-runs/components/app-order-list';
import { InputConfigForm } from '../../../features/app-runs/components/input-config-form';

/** Menu url consumer/order/inputConfig: the consumer's paid data-application orders; `?orderId=` opens one. */
export function Page() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  return orderId ? <InputConfigForm orderId={orderId} /> : <AppOrderList mode="inputConfig" />;
}
