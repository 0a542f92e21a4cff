import { ClassificationTreeTable } from '../../features/catalog/components/classification-tree-table';

/** Menu url sys/zqgoodsclass: classification trees (data sources, goods, brands). */
export function Page() {
  return <ClassificationTreeTable />;
}
