import type { Locale, organization } from '@datamall/contract';

/** A node of an antd Tree / TreeSelect. */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

export interface MenuNode extends organization.MenuEntry {
  children: MenuNode[];
}

const NAME_FIELD = { 'zh-CN': 'nameZhCn', 'zh-TW': 'nameZhTw', 'en-US': 'nameEnUs' } as const;

/** A menu entry's name in the interface language (zh-CN when that one is empty). */
export function menuName(entry: organization.MenuEntry, locale: Locale): string {
  return entry[NAME_FIELD[locale]] || entry.nameZhCn;
}

/** The flat menu list as a tree by pid (an entry whose parent is missing becomes a root), in list order. */
export function buildMenuTree(entries: readonly organization.MenuEntry[]): MenuNode[] {
  const nodes = new Map(entries.map((entry) => [entry.id, { ...entry, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid !== '0' ? nodes.get(node.pid) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of the entries without children. */
export function leafIds(nodes: readonly MenuNode[]): Set<string> {
  const leaves = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.children.length) walk(node.children);
      else leaves.add(node.id);
    }
  };
  walk(nodes);
  return leaves;
}

/** Tree options of the menu tree, names in `locale`; `disabledId` and its descendants cannot be picked. */
export function menuOptions(nodes: readonly MenuNode[], locale: Locale, disabledId?: string): TreeOption[] {
  return nodes.map((node) => {
    const disabled = node.id === disabledId;
    const children = node.children.length ? menuOptions(node.children, locale, disabledId) : undefined;
    return {
      key: node.id,
      value: node.id,
      title: menuName(node, locale),
      disabled,
      children: disabled ? children?.map(disableAll) : children,
    };
  });
}

/** Tree options of the departments; `disabledId` and its descendants cannot be picked (never a move below itself). */
export function deptOptions(nodes: readonly organization.DeptNode[], disabledId?: string): TreeOption[] {
  return nodes.map((node) => {
    const disabled = node.id === disabledId;
    const children = node.children.length ? deptOptions(node.children, disabledId) : undefined;
    return {
      key: node.id,
      value: node.id,
      title: node.name,
      disabled,
      children: disabled ? children?.map(disableAll) : children,
    };
  });
}

function disableAll(option: TreeOption): TreeOption {
  return { ...option, disabled: true, children: option.children?.map(disableAll) };
}

/** antd shows an expander for `children: []`; leaves of a tree table must have none. */
export function withoutEmptyChildren<T extends { children: T[] }>(nodes: readonly T[]): T[] {
  return nodes.map((node) =>
    node.children.length
      ? { ...node, children: withoutEmptyChildren(node.children) }
      : ({ ...node, children: undefined } as unknown as T),
  );
}

/** Ids of the nodes that have children (a tree table opens them all). */
export function parentIds<T extends { id: string; children?: T[] }>(nodes: readonly T[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}
