import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, goods, gateway as gw, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { markGatewayConfigChanged } from './config-change.js';
import * as repo from './gateway.repository.js';

const TEST_KEY_PREFIX = 'dmt_';

interface GoodRef {
  id: number;
  ownerId: number;
  name: string;
  itemType: number;
  publishType: number;
}

export interface GatewayPluginDeps {
  db: Db;
  clock: Clock;
  /** A good the caller may read (owner or operator; else 404). */
  readable: (actor: Actor, itemId: number) => Promise<GoodRef>;
  /** A good anyone may see in the mall (listed); null otherwise. */
  listed: (itemId: number) => Promise<GoodRef | null>;
  /** API goods the caller may read (own, or all for the operator), with owner names and interface counts. */
  apiGoods: (
    actor: Actor,
    page: { page: number; limit: number },
    name?: string,
  ) => Promise<{
    list: { id: number; name: string; ownerName: string; interfaces: number }[];
    total: number;
  }>;
  usernames: (ids: number[]) => Promise<Map<number, string>>;
  baseUrl: string | null;
}

const toVersion = (
  itemId: number,
  row: repo.PluginVersionRow | null,
  names: Map<number, string>,
): gw.PluginVersion =>
  row
    ? {
        id: String(row.id),
        itemId: String(itemId),
        version: row.version,
        config: gw.zPluginConfig.parse(row.config),
        note: row.note,
        createdBy: names.get(row.createdBy) ?? String(row.createdBy),
        createDate: row.createdAt.toISOString(),
      }
    : {
        id: '0',
        itemId: String(itemId),
        version: 0,
        config: gw.DEFAULT_PLUGINS,
        note: '',
        createdBy: '',
        createDate: null,
      };

/**
 * Plugins of API goods (versioned per good; the newest is in force at every gateway) and sandbox keys for the
 * test consoles.
 */
export class GatewayPluginService {
  constructor(private readonly deps: GatewayPluginDeps) {}

  private async apiGood(actor: Actor, itemId: number, ownerOnly: boolean) {
    const item = await this.deps.readable(actor, itemId);
    if (ownerOnly && item.ownerId !== actor.userId) throw notFound();
    if (item.itemType !== goods.ItemType.API) throw new AppError(ErrorCode.INTERFACE_NOT_API_GOODS);
    return item;
  }

  private async present(itemId: number, row: repo.PluginVersionRow | null) {
    return toVersion(itemId, row, await this.deps.usernames(row ? [row.createdBy] : []));
  }

  async get(actor: Actor, itemId: number): Promise<gw.PluginVersion> {
    const item = await this.apiGood(actor, itemId, false);
    return this.present(item.id, await repo.currentPlugins(this.deps.db, item.id));
  }

  async goods(actor: Actor, page: { page: number; limit: number }, name?: string) {
    const result = await this.deps.apiGoods(actor, page, name);
    const current = await repo.currentPluginsOf(
      this.deps.db,
      result.list.map((g) => g.id),
    );
    return {
      total: result.total,
      list: result.list.map((g) => {
        const row = current.get(g.id) ?? null;
        return {
          itemId: String(g.id),
          itemName: g.name,
          ownerName: g.ownerName,
          interfaces: g.interfaces,
          version: row?.version ?? 0,
          updatedAt: row ? row.createdAt.toISOString() : null,
          config: row ? gw.zPluginConfig.parse(row.config) : gw.DEFAULT_PLUGINS,
        };
      }),
    };
  }

  async save(actor: Actor, itemId: number, config: gw.PluginConfig, note: string): Promise<gw.PluginVersion> {
    const item = await this.apiGood(actor, itemId, true);
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertPluginVersion(tx, {
        itemId: item.id,
        config: gw.zPluginConfig.parse(config),
        note,
        createdBy: actor.userId,
        createdAt: this.deps.clock.now(),
      });
      await markGatewayConfigChanged(tx);
      return inserted;
    });
    return this.present(item.id, row);
  }

  async restore(actor: Actor, itemId: number, version: number): Promise<gw.PluginVersion> {
    const item = await this.apiGood(actor, itemId, true);
    const old = await repo.pluginVersion(this.deps.db, item.id, version);
    if (!old) throw notFound();
    return this.save(actor, item.id, gw.zPluginConfig.parse(old.config), `restore v${version}`);
  }

  async versions(actor: Actor, itemId: number, page: number, limit: number) {
    const item = await this.apiGood(actor, itemId, false);
    const result = await repo.pagePluginVersions(this.deps.db, item.id, page, limit);
    const names = await this.deps.usernames([...new Set(result.list.map((r) => r.createdBy))]);
    return { total: result.total, list: result.list.map((r) => toVersion(item.id, r, names)) };
  }

  /** The plugins in force of each good (defaults for goods never configured), for the gateway snapshot. */
  async pluginsOf(itemIds: number[]): Promise<Map<number, gw.PluginConfig>> {
    const rows = await repo.currentPluginsOf(this.deps.db, itemIds);
    return new Map(
      itemIds.map((id) => [
        id,
        rows.has(id) ? gw.zPluginConfig.parse(rows.get(id)!.config) : gw.DEFAULT_PLUGINS,
      ]),
    );
  }

  /**
   * A sandbox key for an API good: the operator tests any good (3), a developer its own (2), a consumer a listed
   * good (1); anyone else 404.
   */
  async issueTestKey(actor: Actor, itemId: number): Promise<gw.TestKey> {
    let item: GoodRef | null;
    let testType = 0;
    if (actor.roleType === RoleType.OPERATOR) {
      item = await this.deps.readable(actor, itemId);
      testType = gw.TestType.OPERATOR;
    } else if (actor.roleType === RoleType.DEVELOPER) {
      item = await this.deps.readable(actor, itemId);
      testType = gw.TestType.DEVELOPER;
    } else if (actor.roleType === RoleType.CONSUMER) {
      item = await this.deps.listed(itemId);
      testType = gw.TestType.CONSUMER;
    } else item = null;
    if (!item) throw notFound();
    if (item.itemType !== goods.ItemType.API) throw new AppError(ErrorCode.INTERFACE_NOT_API_GOODS);
    const key = `${TEST_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + gw.TEST_KEY_SECONDS * 1000);
    await this.deps.db.transaction(async (tx) => {
      await repo.deleteExpiredTestKeys(tx, now);
      await repo.insertTestKey(tx, {
        keyHash: createHash('sha256').update(key, 'utf8').digest('hex'),
        userId: actor.userId,
        itemId: item.id,
        testType,
        expiresAt,
        createdAt: now,
      });
      await markGatewayConfigChanged(tx);
    });
    const plugins = (await this.pluginsOf([item.id])).get(item.id)!;
    return {
      key,
      itemId: String(item.id),
      testType,
      expiresAt: expiresAt.toISOString(),
      callBase: this.deps.baseUrl ? `${this.deps.baseUrl}/${item.id}/${gw.LATEST_VERSION}` : null,
      mock: plugins.mock.enabled,
    };
  }

  /** Unexpired test keys, for the gateway snapshot. */
  async liveTestKeys(): Promise<gw.RouteTestKey[]> {
    const rows = await repo.liveTestKeys(this.deps.db, this.deps.clock.now());
    return rows.map((r) => ({
      keyHash: r.keyHash,
      itemId: r.itemId,
      testType: r.testType,
      expiresAt: r.expiresAt.toISOString(),
    }));
  }
}
