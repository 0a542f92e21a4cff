import { ConnectionList } from '../../features/connections/components/connection-list';

/** Menu url producer/zqdatalink: the supplier's database connections. */
export function Page() {
  return <ConnectionList />;
}
