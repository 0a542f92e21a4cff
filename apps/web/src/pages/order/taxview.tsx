import { useSearchParams } from 'react-router';
import { currentViewer } from '../../features/billing/components/bits';
import { InvoiceView } from '../../features/billing/components/invoice-view';
import { idParam } from '../../features/billing/paths';

/** Hidden menu url order/taxview?id=: one invoice application, its status and the issued PDF. */
export function Page() {
  const [params] = useSearchParams();
  return <InvoiceView id={idParam(params.get('id'))} viewer={currentViewer()} />;
}
