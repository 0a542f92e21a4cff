import { checkJsonSchema, ErrorCode, goods, type interfaces } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import * as goodsRepo from '../goods/goods.repository.js';
import type { GoodsService } from '../goods/goods.service.js';
import { encryptSecret } from '../supply/credential-cipher.js';
import { checkHost, type Lookup } from '../supply/host-policy.js';
import * as repo from './interface.repository.js';

type InterfaceRow = repo.InterfaceRow;
type Input = interfaces.InterfaceValues;

export interface InterfaceServiceDeps {
  db: Db;
  clock: Clock;
  goods: GoodsService;
  /** Key of the upstream secrets (the connector key). */
  key: Buffer;
  /** Lets upstreams be loopback, private or link-local hosts (tests, demo), as for connectors. */
  allowPrivate: boolean;
  lookup?: Lookup;
}

/**
 * Interfaces of the SKUs of API goods. Reads: the owner or the operator. Changes: the owner, while the good may
 * be edited (goods-states `edit`); a change of an enabled good sends it back to not enabled.
 */
export class InterfaceService {
  constructor(private readonly deps: InterfaceServiceDeps) {}

  /** A SKU the caller may read (owner or operator; else 404). */
  private async readableSku(actor: Actor, skuId: number) {
    const sku = await goodsRepo.findSku(this.deps.db, skuId);
    if (!sku) throw notFound();
    await this.deps.goods.getReadable(actor, sku.itemId);
    return sku;
  }

  async get(actor: Actor, id: number): Promise<InterfaceRow> {
    const row = await repo.findInterface(this.deps.db, id);
    if (!row) throw notFound();
    await this.readableSku(actor, row.skuId);
    return row;
  }

  async listOfSku(actor: Actor, skuId: number): Promise<InterfaceRow[]> {
    const sku = await this.readableSku(actor, skuId);
    return repo.listBySku(this.deps.db, sku.id);
  }

  async create(actor: Actor, skuId: number, input: Input): Promise<InterfaceRow> {
    const values = await this.valuesOf(input);
    return this.deps.db.transaction(async (tx) => {
      const sku = await goodsRepo.findSku(tx, skuId);
      if (!sku) throw notFound();
      await this.lockGoodForChange(tx, actor, sku.itemId);
      await this.assertRouteFree(tx, sku.id, values.method, values.path);
      const now = this.deps.clock.now();
      return repo.insertInterface(tx, {
        ...values,
        secretCipher: input.secret ? encryptSecret(this.deps.key, input.secret) : null,
        itemId: sku.itemId,
        skuId: sku.id,
        ownerId: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  async update(actor: Actor, id: number, input: Input): Promise<InterfaceRow> {
    const values = await this.valuesOf(input);
    return this.deps.db.transaction(async (tx) => {
      const current = await repo.findInterface(tx, id);
      if (!current) throw notFound();
      await this.lockGoodForChange(tx, actor, current.itemId);
      await this.assertRouteFree(tx, current.skuId, values.method, values.path, current.id);
      const secret =
        input.secret === undefined || input.secret === null
          ? {}
          : { secretCipher: input.secret === '' ? null : encryptSecret(this.deps.key, input.secret) };
      return repo.updateInterface(tx, current.id, { ...values, ...secret, updatedAt: this.deps.clock.now() });
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.findInterface(tx, id);
      if (!current) throw notFound();
      await this.lockGoodForChange(tx, actor, current.itemId);
      await repo.deleteInterface(tx, current.id);
    });
  }

  /** 404 unless the caller's good; 10305 unless API goods; 409 while the good may not be edited. */
  private lockGoodForChange(tx: DbOrTx, actor: Actor, itemId: number) {
    return this.deps.goods.editOwnedPart(tx, actor, itemId, (item) => {
      if (item.itemType !== goods.ItemType.API) throw new AppError(ErrorCode.INTERFACE_NOT_API_GOODS);
    });
  }

  private async assertRouteFree(tx: DbOrTx, skuId: number, method: string, path: string, exceptId?: number) {
    if (await repo.findRoute(tx, skuId, method, path, exceptId))
      throw new AppError(ErrorCode.INTERFACE_PATH_TAKEN, { method, path }, { field: 'path' });
  }

  /** Checked and normalised fields of an input (everything but the secret). */
  private async valuesOf(input: Input) {
    const parsed = input;
    const names = parsed.params.map((p) => `${p.place}:${p.name}`);
    const dup = names.findIndex((n, i) => names.indexOf(n) !== i);
    if (dup >= 0)
      throw new AppError(
        ErrorCode.BAD_PARAMS,
        { detail: `params.${dup}.name` },
        { field: `params.${dup}.name` },
      );
    for (const field of ['requestSchema', 'responseSchema'] as const) {
      const schema = parsed[field];
      if (schema === null) continue;
      const [issue] = checkJsonSchema(schema);
      if (issue) {
        const at = issue.path ? `${field}.${issue.path}` : field;
        throw new AppError(
          ErrorCode.INTERFACE_SCHEMA_INVALID,
          { field, path: issue.path || '/', rule: issue.rule },
          { field: at, rule: issue.rule },
        );
      }
    }
    return {
      name: parsed.name,
      method: parsed.method,
      path: parsed.path,
      upstreamUrl: await this.checkUpstream(parsed.upstreamUrl),
      authHeader: parsed.authHeader,
      params: parsed.params,
      requestSchema: parsed.requestSchema,
      responseSchema: parsed.responseSchema,
      description: parsed.description,
    };
  }

  /** An http(s) URL without credentials whose host passes the connectors' SSRF policy. */
  private async checkUpstream(url: string): Promise<string> {
    const invalid = () => new AppError(ErrorCode.INTERFACE_URL_INVALID, {}, { field: 'upstreamUrl' });
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw invalid();
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password)
      throw invalid();
    const host = parsed.hostname;
    const decision = await checkHost(host, this.deps.allowPrivate, this.deps.lookup);
    if (!decision.ok) {
      throw decision.reason === 'policy'
        ? new AppError(ErrorCode.INTERFACE_HOST_REFUSED, { host }, { field: 'upstreamUrl' })
        : new AppError(ErrorCode.INTERFACE_HOST_UNKNOWN, { host }, { field: 'upstreamUrl' });
    }
    return parsed.toString();
  }
}
