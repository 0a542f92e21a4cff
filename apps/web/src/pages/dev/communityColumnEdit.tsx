import { ColumnEditForm } from '../../features/community/dev/column-edit-form';

/** Menu url dev/communityColumnEdit (hidden): create or edit a community column. */
export function Page() {
  return <ColumnEditForm />;
}
