import type { DictType, Locale, MenuEntry, MenuNode, RoleType } from '@datamall/contract';
import { dictTypes, ErrorCode, ROLE_TYPES } from '@datamall/contract';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './access.repository.js';
import type { MenuSeed } from './menu-data.js';
import { FORMER_MENU_NAMES, MENU_TREES } from './menu-data.js';

const NAME_COLUMN: Record<Locale, 'nameZhCn' | 'nameZhTw' | 'nameEnUs'> = {
  'zh-CN': 'nameZhCn',
  'zh-TW': 'nameZhTw',
  'en-US': 'nameEnUs',
};

/** The menus a staff account's roles grant (the organization module). */
export type StaffMenuGrants = (userId: number) => Promise<readonly number[]>;

/** How long permissions are kept before the menus and grants are read again (other processes' edits). */
const GRANTS_TTL_MS = 5_000;

/** Personal pages every account has, whatever its roles (§2.4). */
const PERSONAL_GROUP_KEY = 'group:subpages';

/** Role menus, permission strings, the menu editor and dictionaries. */
export class AccessService {
  private readonly permissionCache = new LRUCache<RoleType, ReadonlySet<string>>({
    max: 8,
    ttl: GRANTS_TTL_MS,
  });
  private readonly staffCache = new LRUCache<
    number,
    { menuIds: ReadonlySet<number>; permissions: ReadonlySet<string> }
  >({ max: 1000, ttl: GRANTS_TTL_MS });

  /**
   * `storedDictionaries`: the dictionaries as the operator edited them (settings module); without it, the
   * contract's enumerations.
   */
  constructor(
    private readonly db: Db,
    private readonly storedDictionaries?: (locale: Locale) => Promise<DictType[]>,
    private readonly staffMenuGrants: StaffMenuGrants = async () => [],
  ) {}

  /** Cached permissions and grants are read again (a role or menu changed). */
  grantsChanged(): void {
    this.permissionCache.clear();
    this.staffCache.clear();
  }

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
        await addSeedPermissions(tx, roleType, rows);
        return insertMissing(tx, roleType, MENU_TREES[roleType], 0, existing);
      });
    }
    this.grantsChanged();
    return inserted;
  }

  /** The caller's menu tree, sorted, named in `locale`: a staff account's only the entries its roles grant. */
  async nav(actor: Pick<Actor, 'roleType' | 'userId' | 'staff'>, locale: Locale): Promise<MenuNode[]> {
    let rows = await repo.listMenusOfRole(this.db, actor.roleType);
    if (actor.staff) {
      const { menuIds } = await this.staffGrants(actor.userId, rows);
      rows = rows.filter((r) => menuIds.has(r.id));
    }
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

  /** The caller's permission strings: its role type's, or for a staff account those of the menus it is granted. */
  async permissionsOf(actor: Pick<Actor, 'roleType' | 'userId' | 'staff'>): Promise<ReadonlySet<string>> {
    if (actor.staff) return (await this.staffGrants(actor.userId)).permissions;
    const cached = this.permissionCache.get(actor.roleType);
    if (cached) return cached;
    const permissions = permissionSet(await repo.listMenusOfRole(this.db, actor.roleType));
    this.permissionCache.set(actor.roleType, permissions);
    return permissions;
  }

  /** The granted operator entries with their ancestors, plus the personal pages every account has. */
  private async staffGrants(userId: number, operatorRows?: repo.MenuRow[]) {
    const cached = this.staffCache.get(userId);
    if (cached) return cached;
    const rows = operatorRows ?? (await repo.listMenusOfRole(this.db, 0));
    const granted = new Set(await this.staffMenuGrants(userId));
    const personal = rows.find((r) => r.key === PERSONAL_GROUP_KEY);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const menuIds = new Set<number>();
    for (const row of rows) {
      const own =
        granted.has(row.id) ||
        (personal !== undefined && (row.id === personal.id || row.pid === personal.id));
      if (!own) continue;
      for (let at: repo.MenuRow | undefined = row; at && !menuIds.has(at.id); at = byId.get(at.pid))
        menuIds.add(at.id);
    }
    const grants = { menuIds, permissions: permissionSet(rows.filter((r) => menuIds.has(r.id))) };
    this.staffCache.set(userId, grants);
    return grants;
  }

  /** The menus a staff account may pass on to roles it edits or assigns: its own; undefined for anyone else. */
  async grantableMenus(actor: Pick<Actor, 'userId' | 'staff'>): Promise<ReadonlySet<number> | undefined> {
    return actor.staff ? (await this.staffGrants(actor.userId)).menuIds : undefined;
  }

  /** Every operator menu entry's id and parent (for role grants). */
  async operatorMenuTree(): Promise<Array<{ id: number; pid: number }>> {
    return (await repo.listMenusOfRole(this.db, 0)).map((r) => ({ id: r.id, pid: r.pid }));
  }

  // The menu editor

  async menuList(roleType: RoleType): Promise<MenuEntry[]> {
    const rows = await repo.listMenusOfRole(this.db, roleType);
    return rows.sort((a, b) => a.sort - b.sort || a.id - b.id).map(toMenuEntry);
  }

  async menuInfo(id: number): Promise<MenuEntry> {
    return toMenuEntry(await this.requireMenu(id));
  }

  async createMenu(actor: StaffActor, input: MenuInput & { roleType: RoleType }): Promise<{ id: string }> {
    refuseOwnMenus(actor, input.roleType);
    if (input.pid) await this.requireParent(input.pid, input.roleType);
    const row = await repo.insertMenu(this.db, { ...input, key: `custom:${crypto.randomUUID()}` });
    this.grantsChanged();
    return { id: String(row.id) };
  }

  async updateMenu(actor: StaffActor, { id, ...input }: MenuInput & { id: number }): Promise<null> {
    const menu = await this.requireMenu(id);
    refuseOwnMenus(actor, menu.roleType);
    if (input.pid) {
      await this.requireParent(input.pid, menu.roleType as RoleType);
      const rows = await repo.listMenusOfRole(this.db, menu.roleType);
      for (let at = rows.find((r) => r.id === input.pid); at; at = rows.find((r) => r.id === at!.pid))
        if (at.id === id) throw new AppError(ErrorCode.MENU_PARENT_INVALID);
    }
    await repo.updateMenu(this.db, id, input);
    this.grantsChanged();
    return null;
  }

  async deleteMenu(actor: StaffActor, id: number): Promise<null> {
    const menu = await this.requireMenu(id);
    refuseOwnMenus(actor, menu.roleType);
    const rows = await repo.listMenusOfRole(this.db, menu.roleType);
    if (rows.some((r) => r.pid === id)) throw new AppError(ErrorCode.MENU_HAS_CHILDREN);
    await repo.deleteMenu(this.db, id);
    this.grantsChanged();
    return null;
  }

  private async requireMenu(id: number) {
    const menu = await repo.findMenu(this.db, id);
    if (!menu) throw new AppError(ErrorCode.MENU_NOT_FOUND);
    return menu;
  }

  private async requireParent(pid: number, roleType: RoleType) {
    const parent = await repo.findMenu(this.db, pid);
    if (parent?.roleType !== roleType) throw new AppError(ErrorCode.MENU_PARENT_INVALID);
  }

  async dictionaries(locale: Locale): Promise<DictType[]> {
    return this.storedDictionaries ? this.storedDictionaries(locale) : dictTypes(locale);
  }
}

type StaffActor = Pick<Actor, 'staff'>;

/**
 * The operator's menus carry the permission strings staff hold: a staff account may edit the other role types'
 * menus, never the operator's (it could write itself any permission).
 */
function refuseOwnMenus(actor: StaffActor, roleType: number) {
  if (actor.staff && roleType === 0) throw new AppError(ErrorCode.FORBIDDEN);
}

export interface MenuInput {
  pid: number;
  nameZhCn: string;
  nameZhTw: string;
  nameEnUs: string;
  url: string;
  type: number;
  icon: string;
  permissions: string;
  isshow: number;
  sort: number;
}

function permissionSet(rows: readonly repo.MenuRow[]): ReadonlySet<string> {
  return new Set(
    rows
      .flatMap((r) => r.permissions.split(','))
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

function toMenuEntry(row: repo.MenuRow): MenuEntry {
  return {
    id: String(row.id),
    pid: String(row.pid),
    roleType: row.roleType,
    key: row.key,
    nameZhCn: row.nameZhCn,
    nameZhTw: row.nameZhTw,
    nameEnUs: row.nameEnUs,
    url: row.url,
    type: row.type,
    icon: row.icon,
    permissions: row.permissions,
    isshow: row.isshow,
    sort: row.sort,
  };
}

function seedPermissionsByKey(seeds: readonly MenuSeed[], into = new Map<string, string>()) {
  for (const seed of seeds) {
    into.set(seed.key, seed.permissions);
    if (seed.children) seedPermissionsByKey(seed.children, into);
  }
  return into;
}

/**
 * Seeded entries get the permission strings the seed has added since they were stored (a staff area's string):
 * an entry whose strings are all among the seed's takes the seed's list; an entry edited to hold other strings
 * is left as edited.
 */
async function addSeedPermissions(tx: DbOrTx, roleType: RoleType, rows: readonly repo.MenuRow[]) {
  const seeded = seedPermissionsByKey(MENU_TREES[roleType]);
  for (const row of rows) {
    const wanted = seeded.get(row.key);
    if (wanted === undefined || wanted === row.permissions) continue;
    const want = new Set(wanted.split(',').filter(Boolean));
    const have = row.permissions.split(',').filter(Boolean);
    if (have.length >= want.size || !have.every((p) => want.has(p))) continue;
    await repo.updateMenu(tx, row.id, { permissions: wanted });
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
