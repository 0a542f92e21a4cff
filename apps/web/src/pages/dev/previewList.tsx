import { Page as DataDetail } from './dataDetail';

/** Hidden menu url dev/previewList?id=: a listed asset on its preview tab (see dev/dataDetail). */
export function Page() {
  return <DataDetail initialTab="preview" />;
}
