import { RoleHome } from '../../../features/access/components/role-home';
import { useUserInfo } from '../../../features/identity/api/user-info';

/** Consumer home (menu url consumer/dashboard/index): welcome dashboard with quick links to the role's menu. */
export function Page() {
  const user = useUserInfo();
  return <RoleHome homeUrl="consumer/dashboard/index" user={user.data} />;
}
