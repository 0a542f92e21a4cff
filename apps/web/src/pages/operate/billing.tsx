import { OperateBilling } from '../../features/billing/components/billing-home';

/** Menu url operate/billing: the operator's billing console. */
export function Page() {
  return <OperateBilling />;
}
