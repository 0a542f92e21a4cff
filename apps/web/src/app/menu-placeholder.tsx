import { useLocation, useMatches } from 'react-router';
import { useMenuNav } from '../features/access/api/menu-nav';
import { findTrail } from '../features/access/menu';
import { ComingSoon } from '../shared/ui/coming-soon';
import type { MenuRouteHandle } from './menu-routes';

/** Any menu url without a page yet: the entry's localized name and a "coming soon" note; a later release replaces it. */
export function MenuPlaceholder() {
  const { pathname } = useLocation();
  const menus = useMenuNav();
  const handle = useMatches().at(-1)?.handle as MenuRouteHandle | undefined;
  const entry = findTrail(menus.data ?? [], pathname).at(-1);
  return (
    <div style={{ background: '#fff', borderRadius: 8, padding: '24px 0' }}>
      <ComingSoon name={entry?.name} url={entry?.url ?? handle?.menuUrl ?? pathname} />
    </div>
  );
}
