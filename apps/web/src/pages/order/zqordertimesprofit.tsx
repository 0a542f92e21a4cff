import { useSearchParams } from 'react-router';
import { currentViewer } from '../../features/billing/components/bits';
import { UsageList } from '../../features/billing/components/usage-list';
import { idParam } from '../../features/billing/paths';

/** Hidden menu url order/zqordertimesprofit (permission timeProfit:zqordertimesprofit:page): per-use bill detail. */
export function Page() {
  const [params] = useSearchParams();
  return <UsageList viewer={currentViewer()} orderId={idParam(params.get('orderId'))} />;
}
