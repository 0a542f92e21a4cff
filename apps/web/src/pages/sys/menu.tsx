import { MenuTreeTable } from '../../features/organization/components/menu-tree-table';

/** Menu url sys/menu: the menus of every role type. */
export function Page() {
  return <MenuTreeTable />;
}
