import { RoleHome } from '../../features/access/components/role-home';
import { useUserInfo } from '../../features/identity/api/user-info';

/** Supplier home (menu url producer/index): welcome dashboard with quick links to the role's menu. */
export function Page() {
  const user = useUserInfo();
  return <RoleHome homeUrl="producer/index" user={user.data} />;
}
