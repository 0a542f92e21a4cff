import { ClassificationEditPage } from '../../features/catalog/components/classification-edit-page';

/** Menu url sys/zqgoodsclass-add-or-update (hidden): add or edit a goods classification. */
export function Page() {
  return <ClassificationEditPage defaultClassify={2} />;
}
