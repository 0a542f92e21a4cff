import { Page as DataDetail } from './dataDetail';

/** Hidden menu url dev/fieldList?id=: a listed asset on its dictionary tab (see dev/dataDetail). */
export function Page() {
  return <DataDetail initialTab="dictionary" />;
}
