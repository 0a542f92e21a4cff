import type { MenuNode } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  findTrail,
  firstShownEntry,
  flattenMenu,
  hasPermission,
  isExternalUrl,
  menuEntryPath,
  menuUrlToPath,
  shownTree,
} from './menu';
import { menuNode } from './menu-fixture';

const tree: MenuNode[] = [
  menuNode('', { sort: 5, isshow: 0, children: [menuNode('sys/userinfo', { isshow: 0 })] }),
  menuNode('producer/index', { sort: 10 }),
  menuNode('', {
    sort: 20,
    name: 'Nodes',
    children: [
      menuNode('producer/nodeinfo', { sort: 2 }),
      menuNode('producer/nodeinfo-add-or-update', { isshow: 0, sort: 1 }),
    ],
  }),
  menuNode('https://example.com/docs', { sort: 30 }),
  menuNode('', { sort: 40, children: [menuNode('x/button', { type: 1 })] }),
];

describe('menu helpers', () => {
  it('maps urls to routes with slashes turned into dashes', () => {
    expect(menuUrlToPath('producer/nodeinfo')).toBe('/producer-nodeinfo');
    expect(menuUrlToPath('operate/zqAsset/zqdataGrade')).toBe('/operate-zqAsset-zqdataGrade');
    expect(menuUrlToPath('/sys/userinfo')).toBe('/sys-userinfo');
  });

  it('sends external entries to the frame page', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('HTTP://example.com')).toBe(true);
    expect(isExternalUrl('producer/index')).toBe(false);
    expect(menuEntryPath({ id: '9', url: 'https://example.com' })).toBe('/iframe-9');
  });

  it('keeps only shown menu entries and drops empty groups', () => {
    const shown = shownTree(tree);
    expect(shown.map((n) => n.url || n.name)).toEqual([
      'producer/index',
      'Nodes',
      'https://example.com/docs',
    ]);
    expect(shown[1]?.children.map((n) => n.url)).toEqual(['producer/nodeinfo']);
  });

  it('finds the first shown entry for /home', () => {
    expect(firstShownEntry(tree)?.url).toBe('producer/index');
    expect(firstShownEntry([tree[2] as MenuNode])?.url).toBe('producer/nodeinfo');
    expect(firstShownEntry([])).toBeUndefined();
  });

  it('lists every page entry, hidden ones included, but not buttons', () => {
    expect(flattenMenu(tree).map((n) => n.url)).toEqual([
      'sys/userinfo',
      'producer/index',
      'producer/nodeinfo-add-or-update',
      'producer/nodeinfo',
      'https://example.com/docs',
    ]);
  });

  it('finds the breadcrumb trail of a route', () => {
    expect(findTrail(tree, '/producer-nodeinfo').map((n) => n.name)).toEqual(['Nodes', 'producer/nodeinfo']);
    expect(findTrail(tree, '/nowhere')).toEqual([]);
  });

  it('leaves hidden groups out of the breadcrumb, keeping the page and its shown group', () => {
    const personal = menuNode('', {
      name: '个人中心子页面',
      isshow: 0,
      children: [menuNode('order/customerInfo', { name: '消费方订单详情', isshow: 0 })],
    });
    const menus = [...tree, personal];
    expect(findTrail(menus, '/order-customerInfo').map((n) => n.name)).toEqual([
      '个人中心子页面',
      '消费方订单详情',
    ]);
    expect(breadcrumbTrail(menus, '/order-customerInfo').map((n) => n.name)).toEqual(['消费方订单详情']);
    expect(breadcrumbTrail(menus, '/producer-nodeinfo-add-or-update').map((n) => n.name)).toEqual([
      'Nodes',
      'producer/nodeinfo-add-or-update',
    ]);
    expect(breadcrumbTrail(menus, '/sys-userinfo').map((n) => n.name)).toEqual(['sys/userinfo']);
  });

  it('checks permission strings', () => {
    expect(hasPermission(['a:b:page'], 'a:b:page')).toBe(true);
    expect(hasPermission(['a:b:page'], 'a:b:page,a:b:delete')).toBe(false);
    expect(hasPermission([], '')).toBe(true);
  });
});
