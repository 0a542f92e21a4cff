import { useSearchParams } from 'react-router';
import { StatementDetail } from '../../features/billing/components/statement-detail';
import { idParam } from '../../features/billing/paths';

/** Hidden menu url operate/billingDetail?party=consumer|seller&id=: a statement seen by the operator. */
export function Page() {
  const [params] = useSearchParams();
  const party = params.get('party') === 'seller' ? 'seller' : 'consumer';
  return <StatementDetail party={party} id={idParam(params.get('id'))} viewer="operator" />;
}
