import { Page as DataDetail } from './dataDetail';

/** Hidden menu url dev/tableList?id=: a listed asset on its tables tab (see dev/dataDetail). */
export function Page() {
  return <DataDetail initialTab="tables" />;
}
