import { RoleHome } from '../../features/access/components/role-home';
import { useUserInfo } from '../../features/identity/api/user-info';

/** Operator home (menu url operate/index): welcome dashboard with quick links to the role's menu. */
export function Page() {
  const user = useUserInfo();
  return <RoleHome homeUrl="operate/index" user={user.data} />;
}
