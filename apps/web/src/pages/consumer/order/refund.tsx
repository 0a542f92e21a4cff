import { useSearchParams } from 'react-router';
import { currentViewer } from '../../../features/billing/components/bits';
import { RefundPage } from '../../../features/billing/components/refund-page';
import { idParam } from '../../../features/billing/paths';

/** Hidden menu url consumer/order/refund?orderId=: request a refund of a paid order; the refunds and their status. */
export function Page() {
  const [params] = useSearchParams();
  return <RefundPage orderId={idParam(params.get('orderId'))} viewer={currentViewer()} />;
}
