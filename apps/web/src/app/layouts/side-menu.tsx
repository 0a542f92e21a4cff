import type { MenuNode } from '@datamall/contract';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findTrail, menuEntryPath, shownTree } from '../../features/access/menu';
import { MenuIcon } from '../../shared/ui/menu-icon';
import { prefetchPage } from '../page-prefetch';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], depth = 0): Item[] {
  return nodes.map((node) => {
    const icon = node.icon || depth === 0 ? <MenuIcon key={node.id} name={node.icon} /> : undefined;
    if (!node.url) {
      return { key: `group:${node.id}`, icon, label: node.name, children: toItems(node.children, depth + 1) };
    }
    return {
      key: menuEntryPath(node),
      icon,
      label: <span data-menu-url={node.url}>{node.name}</span>,
      onMouseEnter: () => void prefetchPage(node.url),
    };
  });
}

/** §2.10 side menu: shown entries only (isshow 1), groups with icons, the current page's group open. */
export function SideMenu({
  menus,
  collapsed,
  onNavigate,
}: {
  menus: readonly MenuNode[];
  collapsed: boolean;
  /** Called when an entry is clicked, also the current page's (the phone overlay closes). */
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toItems(shownTree(menus)), [menus]);
  const trail = useMemo(() => findTrail(menus, pathname), [menus, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    const groups = trail.filter((node) => !node.url).map((node) => `group:${node.id}`);
    if (groups.length) setOpenKeys((keys) => [...new Set([...keys, ...groups])]);
  }, [trail]);

  // A hidden sub-page highlights the shown entry it belongs to, when there is one.
  const selected = trail.findLast((node) => node.url && node.isshow === 1);

  return (
    <Menu
      data-testid="side-menu"
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selected ? menuEntryPath(selected) : pathname]}
      // Explicit rather than the Sider's state: on a phone the hidden (0 px) Sider keeps an expanded menu.
      inlineCollapsed={collapsed}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        if (key.startsWith('group:')) return;
        onNavigate?.();
        navigate(key);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
