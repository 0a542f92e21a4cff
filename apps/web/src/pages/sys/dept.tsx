import { DeptTreeTable } from '../../features/organization/components/dept-tree-table';

/** Menu url sys/dept: departments (a tree) with add child, edit and delete. */
export function Page() {
  return <DeptTreeTable />;
}
