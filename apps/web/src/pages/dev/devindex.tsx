import { RoleHome } from '../../features/access/components/role-home';
import { useUserInfo } from '../../features/identity/api/user-info';

/** Developer home (menu url dev/devindex): welcome dashboard with quick links to the role's menu. */
export function Page() {
  const user = useUserInfo();
  return <RoleHome homeUrl="dev/devindex" user={user.data} />;
}
