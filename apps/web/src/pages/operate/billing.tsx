export { loadMonthlyChart as prefetch } from '../../features/billing/components/lazy-monthly-chart';

import { OperateBilling } from '../../features/billing/components/billing-home';

/** Menu url operate/billing: the operator's billing console. */
export function Page() {
  return <OperateBilling />;
}
