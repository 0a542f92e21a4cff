import { RegisteredTables } from '../../features/connections/components/registered-tables';

/** Menu url consumer/zqdatatable: the tables of the consumer's connections registered for its orders. */
export function Page() {
  return <RegisteredTables base="consumer" />;
}
