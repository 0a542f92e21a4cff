export { loadMonthlyChart as prefetch } from '../../features/billing/components/lazy-monthly-chart';

import { BillingHome } from '../../features/billing/components/billing-home';
import { currentViewer } from '../../features/billing/components/bits';

/** Menu url dev/billing (consumers, suppliers, developers): bills, statements, invoices, refunds, monthly chart. */
export function Page() {
  const viewer = currentViewer();
  return <BillingHome viewer={viewer === 'operator' ? 'seller' : viewer} />;
}
