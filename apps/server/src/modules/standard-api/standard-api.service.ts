import { checkJsonSchema, ErrorCode, goods, RoleType, type standardApi as sa } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { GoodsService } from '../goods/goods.service.js';
import * as repo from './standard-api.repository.js';

type ApiInput = z.output<typeof sa.zStandardApiInput>;
type VersionInput = z.output<typeof sa.zStandardApiVersionInput>;

export interface StandardApiServiceDeps {
  db: Db;
  clock: Clock;
  goods: GoodsService;
}

const isOperator = (actor: Actor) => actor.roleType === RoleType.OPERATOR;
const ENABLED = 1;

/**
 * The standard API catalogue: the operator defines APIs and their versions; developers read enabled ones
 * and bind their API goods to a version (routers).
 */
export class StandardApiService {
  constructor(private readonly deps: StandardApiServiceDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** An API the caller may read (developers: enabled only); else 404. */
  async getApi(actor: Actor, id: number, db: DbOrTx = this.deps.db): Promise<repo.ApiRow> {
    const api = await repo.findApi(db, id);
    if (!api || (!isOperator(actor) && api.status !== ENABLED)) throw notFound();
    return api;
  }

  async page(actor: Actor, page: PageRequest, name?: string) {
    const result = await repo.pageApis(this.deps.db, page, {
      name,
      ...(isOperator(actor) ? {} : { status: ENABLED }),
    });
    return {
      ...result,
      stats: await repo.apiStats(
        this.deps.db,
        result.list.map((a) => a.id),
      ),
    };
  }

  async info(actor: Actor, id: number) {
    const api = await this.getApi(actor, id);
    return { api, stats: await repo.apiStats(this.deps.db, [api.id]) };
  }

  async save(input: ApiInput, id?: number) {
    return this.deps.db.transaction(async (tx) => {
      if (id !== undefined && !(await repo.findApi(tx, id))) throw notFound();
      if (await repo.findApiByName(tx, input.name, id)) {
        throw new AppError(ErrorCode.STANDARD_API_NAME_TAKEN, { name: input.name }, { field: 'name' });
      }
      const now = this.now();
      const api =
        id === undefined
          ? await repo.insertApi(tx, { ...input, createdAt: now, updatedAt: now })
          : await repo.updateApi(tx, id, { ...input, updatedAt: now });
      return { api, stats: await repo.apiStats(tx, [api.id]) };
    });
  }

  async remove(id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.findApi(tx, id))) throw notFound();
      if ((await repo.countRouters(tx, id)) > 0) throw new AppError(ErrorCode.STANDARD_API_IN_USE);
      await repo.deleteApi(tx, id);
    });
  }

  async versions(actor: Actor, apiId: number, page: PageRequest) {
    const api = await this.getApi(actor, apiId);
    return { api, ...(await repo.pageVersions(this.deps.db, page, api.id)) };
  }

  async getVersion(actor: Actor, id: number) {
    const version = await repo.findVersion(this.deps.db, id);
    if (!version) throw notFound();
    return { version, api: await this.getApi(actor, version.apiId) };
  }

  async saveVersion(input: VersionInput) {
    for (const field of ['requestSchema', 'responseSchema'] as const) {
      const schema = input[field];
      if (schema === null) continue;
      const [issue] = checkJsonSchema(schema);
      if (issue) {
        throw new AppError(
          ErrorCode.INTERFACE_SCHEMA_INVALID,
          { field, path: issue.path || '/', rule: issue.rule },
          { field: issue.path ? `${field}.${issue.path}` : field, rule: issue.rule },
        );
      }
    }
    return this.deps.db.transaction(async (tx) => {
      const api = await repo.findApi(tx, input.apiId);
      if (!api) throw notFound();
      if (await repo.findVersionNo(tx, api.id, input.version)) {
        throw new AppError(
          ErrorCode.STANDARD_API_VERSION_TAKEN,
          { version: input.version },
          { field: 'version' },
        );
      }
      const now = this.now();
      const version = await repo.insertVersion(tx, {
        apiId: api.id,
        version: input.version,
        description: input.description,
        requestSchema: input.requestSchema,
        responseSchema: input.responseSchema,
        createdAt: now,
        updatedAt: now,
      });
      return { version, api };
    });
  }

  /** Implementations of an API: the operator sees all, developers listed goods and their own. */
  async routers(actor: Actor, apiId: number) {
    const api = await this.getApi(actor, apiId);
    const rows = await repo.listRouters(this.deps.db, api.id);
    const versions = new Map(
      (await repo.findVersionsByIds(this.deps.db, [...new Set(rows.map((r) => r.versionId))])).map((v) => [
        v.id,
        v.version,
      ]),
    );
    const out: sa.StandardApiRouter[] = [];
    for (const row of rows) {
      const item = await this.deps.goods.findLive(row.itemId);
      if (!item) continue;
      const listed = item.publishType === goods.PublishType.LISTED;
      const mine = item.ownerId === actor.userId;
      if (!isOperator(actor) && !listed && !mine) continue;
      out.push(toRouter(row, versions.get(row.versionId) ?? '', item.name, listed, mine));
    }
    return out;
  }

  async bind(actor: Actor, versionId: number, itemId: number): Promise<sa.StandardApiRouter> {
    return this.deps.db.transaction(async (tx) => {
      const version = await repo.findVersion(tx, versionId);
      if (!version) throw notFound();
      await this.getApi(actor, version.apiId, tx);
      const item = await this.deps.goods.findLive(itemId, tx);
      if (!item || item.ownerId !== actor.userId) throw notFound();
      if (item.itemType !== goods.ItemType.API) {
        throw badParam('itemId', 'itemNotApi');
      }
      const now = this.now();
      const row = await repo.upsertRouter(tx, {
        apiId: version.apiId,
        versionId: version.id,
        itemId: item.id,
        ownerId: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      return toRouter(row, version.version, item.name, item.publishType === goods.PublishType.LISTED, true);
    });
  }

  async unbind(actor: Actor, id: number): Promise<void> {
    const row = await repo.findRouter(this.deps.db, id);
    if (!row || row.ownerId !== actor.userId) throw notFound();
    await repo.deleteRouter(this.deps.db, id);
  }
}

function toRouter(row: repo.RouterRow, version: string, itemName: string, listed: boolean, mine: boolean) {
  return {
    id: String(row.id),
    apiId: String(row.apiId),
    versionId: String(row.versionId),
    version,
    itemId: String(row.itemId),
    itemName,
    listed,
    mine,
    createDate: row.createdAt.toISOString(),
  };
}
