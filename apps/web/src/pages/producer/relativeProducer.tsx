import { RelationList } from '../../features/app-relations/components/relation-list';

/** Menu url producer/relativeProducer: applications that ask to use (or use) the supplier's data assets. */
export function Page() {
  return <RelationList party="supplier" />;
}
