import { ColumnListPage } from '../../features/community/mall/column-list-page';

/** /community/column: the published columns. */
export function Page() {
  return <ColumnListPage />;
}
