import { RoleList } from '../../features/organization/components/role-list';

/** Menu url sys/role: roles of the staff accounts with their data scope and menu grants. */
export function Page() {
  return <RoleList />;
}
