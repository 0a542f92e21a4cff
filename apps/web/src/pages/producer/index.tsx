import { SupplierDashboard } from '../../features/statistics/components/supplier-dashboard';

/** Supplier home (menu url producer/index): the supplier's own figures, each opening the list it sums up. */
export function Page() {
  return <SupplierDashboard />;
}
