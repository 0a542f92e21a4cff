import { ColumnPage } from '../../../features/community/mall/column-page';

/** /community/column/list?id=: one column and its articles. */
export function Page() {
  return <ColumnPage />;
}
