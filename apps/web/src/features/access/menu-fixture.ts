import type { MenuNode } from '@datamall/contract';

let seq = 0;

/** A menu entry for tests: a shown page (type 0) sorted after the ones made before it, unless `extra` says otherwise. */
export function menuNode(url: string, extra: Partial<MenuNode> = {}): MenuNode {
  seq += 1;
  return {
    id: String(seq),
    pid: '0',
    children: [],
    name: url || `group ${seq}`,
    url,
    type: 0,
    icon: '',
    permissions: '',
    isshow: 1,
    sort: seq * 10,
    createDate: '',
    parentName: '',
    ...extra,
  };
}
