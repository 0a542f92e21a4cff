import { ClassificationEditPage } from '../../features/catalog/components/classification-edit-page';

/** Menu url sys/zqdataclass-add-or-update (hidden): add or edit a data-source classification. */
export function Page() {
  return <ClassificationEditPage defaultClassify={1} />;
}
