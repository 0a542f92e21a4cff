import type { SessionUser } from '@datamall/contract';
import { useMenuNav } from '../api/menu-nav';
import { WelcomeDashboard } from './welcome-dashboard';

/** A role's home page: the welcome dashboard for the given menu url. */
export function RoleHome({ homeUrl, user }: { homeUrl: string; user: SessionUser | undefined }) {
  const menus = useMenuNav();
  return <WelcomeDashboard user={user} menus={menus.data} homeUrl={homeUrl} />;
}
