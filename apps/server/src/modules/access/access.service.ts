import type { Locale, MenuNode, RoleType } from '@datamall/contract';
import { dictTypes, ROLE_TYPES } from '@datamall/contract';
import type { Db, DbOrTx } from '../../platform/db.js';
import * as repo from './access.repository.js';
import type { MenuSeed } from './menu-data.js';
import { FORMER_MENU_NAMES, MENU_TREES } from './menu-data.js';

const NAME_COLUMN: Record<Locale, 'nameZhCn' | 'nameZhTw' | 'nameEnUs'> = {
  'zh-CN': 'nameZhCn',
  'zh-TW': 'nameZhTw',
  'en-US': 'nameEnUs',
};

/** Role menus, permission strings and dictionaries. */
export class AccessService {
  private readonly permissionCache = new Map<RoleType, ReadonlySet<string>>();

  constructor(private readonly db: Db) {}

  /**
   * Inserts the seed entries a role does not have yet (by key); existing entries are left as edited, except that
   * an entry still carrying a name the seed has since changed (FORMER_MENU_NAMES) takes the seed's new name.
   * Returns the number of entries inserted.
   */
  async syncMenus(): Promise<number> {
    let inserted = 0;
    for (const roleType of ROLE_TYPES) {
      const rows = await repo.listMenusOfRole(this.db, roleType);
      const existing = new Map(rows.map((m) => [m.key, m.id]));
      inserted += await this.db.transaction(async (tx) => {
        await renameFormerNames(tx, roleType, rows);
        return insertMissing(tx, roleType, MENU_TREES[roleType], 0, existing);
      });
    }
    this.permissionCache.clear();
    return inserted;
  }

  /** The role's menu tree, sorted, named in `locale`. */
  async nav(roleType: RoleType, locale: Locale): Promise<MenuNode[]> {
    const rows = await repo.listMenusOfRole(this.db, roleType);
    const nodes = new Map<number, MenuNode>();
    for (const row of rows) {
      nodes.set(row.id, {
        id: String(row.id),
        pid: String(row.pid),
        children: [],
        name: row[NAME_COLUMN[locale]],
        url: row.url,
        type: row.type,
        icon: row.icon,
        permissions: row.permissions,
        isshow: row.isshow,
        sort: row.sort,
        createDate: row.createdAt.toISOString(),
        parentName: '',
      });
    }
    const roots: MenuNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = nodes.get(row.pid);
      if (parent) {
        node.parentName = parent.name;
        parent.children.push(node);
      } else {
        roots.push(node);
      }
    }
    sortTree(roots);
    return roots;
  }

  async permissionsOf(roleType: RoleType): Promise<ReadonlySet<string>> {
    const cached = this.permissionCache.get(roleType);
    if (cached) return cached;
    const rows = await repo.listMenusOfRole(this.db, roleType);
    const permissions = new Set(
      rows
        .flatMap((r) => r.permissions.split(','))
        .map((p) => p.trim())
        .filter(Boolean),
    );
    this.permissionCache.set(roleType, permissions);
    return permissions;
  }

  dictionaries(locale: Locale) {
    return dictTypes(locale);
  }
}

function seedNamesByKey(seeds: readonly MenuSeed[], into = new Map<string, MenuSeed['name']>()) {
  for (const seed of seeds) {
    into.set(seed.key, seed.name);
    if (seed.children) seedNamesByKey(seed.children, into);
  }
  return into;
}

/** Entries still named as the seed named them before get the seed's current names (FORMER_MENU_NAMES). */
async function renameFormerNames(tx: DbOrTx, roleType: RoleType, rows: readonly repo.MenuRow[]) {
  const former = FORMER_MENU_NAMES[roleType];
  if (!former) return;
  const current = seedNamesByKey(MENU_TREES[roleType]);
  for (const row of rows) {
    const name = current.get(row.key);
    const wasSeeded = former[row.key]?.some(
      (old) =>
        row.nameZhCn === old['zh-CN'] && row.nameZhTw === old['zh-TW'] && row.nameEnUs === old['en-US'],
    );
    if (!name || !wasSeeded) continue;
    await repo.renameMenu(tx, row.id, {
      nameZhCn: name['zh-CN'],
      nameZhTw: name['zh-TW'],
      nameEnUs: name['en-US'],
    });
  }
}

async function insertMissing(
  tx: DbOrTx,
  roleType: RoleType,
  seeds: MenuSeed[],
  pid: number,
  existing: Map<string, number>,
): Promise<number> {
  let inserted = 0;
  for (const seed of seeds) {
    let id = existing.get(seed.key);
    if (id === undefined) {
      const row = await repo.insertMenu(tx, {
        roleType,
        key: seed.key,
        pid,
        nameZhCn: seed.name['zh-CN'],
        nameZhTw: seed.name['zh-TW'],
        nameEnUs: seed.name['en-US'],
        url: seed.url,
        type: seed.type,
        icon: seed.icon,
        permissions: seed.permissions,
        isshow: seed.isshow,
        sort: seed.sort,
      });
      id = row.id;
      existing.set(seed.key, id);
      inserted++;
    }
    if (seed.children) inserted += await insertMissing(tx, roleType, seed.children, id, existing);
  }
  return inserted;
}

function sortTree(nodes: MenuNode[]) {
  nodes.sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
  for (const node of nodes) sortTree(node.children);
}
