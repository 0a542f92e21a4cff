import { ConnectionList } from '../../features/connections/components/connection-list';

/** Menu url consumer/zqdatalink: the consumer's database connections (the supplier's pages under `consumer`). */
export function Page() {
  return <ConnectionList base="consumer" />;
}
