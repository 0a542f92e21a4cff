import { RegionTreeTable } from '../../features/sys-admin/components/region-tree-table';

/** Menu url sys/region. */
export function Page() {
  return <RegionTreeTable />;
}
