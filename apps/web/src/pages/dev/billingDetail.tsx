import { useSearchParams } from 'react-router';
import { currentViewer } from '../../features/billing/components/bits';
import { StatementDetail } from '../../features/billing/components/statement-detail';
import { idParam } from '../../features/billing/paths';

/** Hidden menu url dev/billingDetail?party=&id=: one statement of the consumer or seller, with its lines. */
export function Page() {
  const [params] = useSearchParams();
  const viewer = currentViewer();
  const party = viewer === 'consumer' ? 'consumer' : 'seller';
  return <StatementDetail party={party} id={idParam(params.get('id'))} viewer={viewer} />;
}
