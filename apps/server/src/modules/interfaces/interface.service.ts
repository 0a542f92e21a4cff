import { checkJsonSchema, ErrorCode, goods, type interfaces } from '@datamall/contract';
import { checkHost, type Lookup, normalizeHost } from '@datamall/net-guard';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { rewrapSecrets, type SecretBox } from '../../platform/secret-box.js';
import { markGatewayConfigChanged } from '../gateway/config-change.js';
import type { GoodsService } from '../goods/goods.service.js';
import * as repo from './interface.repository.js';
import { callUpstream } from './interface.test-call.js';
import { checkTestQuery, shownAnswer, testBody, testHeaders } from './interface.test-request.js';

type InterfaceRow = repo.InterfaceRow;
type Input = interfaces.InterfaceValues;
type TestInput = z.output<typeof interfaces.zInterfaceTestInput>;

export interface InterfaceServiceDeps {
  db: Db;
  clock: Clock;
  goods: GoodsService;
  /** Seals the upstream secrets. */
  secrets: SecretBox;
  /** Lets upstreams be loopback, private or link-local hosts (tests, demo), as for connectors. */
  allowPrivate: boolean;
  /** Origins exempt from the address policy (the demo upstream on loopback). */
  trustedUpstreams?: ReadonlySet<string>;
  lookup?: Lookup;
}

/**
 * Interfaces of the SKUs of API goods. Reads: the owner or the operator. Changes: the owner, while the good may
 * be edited (goods-states `edit`); a change of an enabled good sends it back to not enabled.
 */
export class InterfaceService {
  constructor(private readonly deps: InterfaceServiceDeps) {}

  /** The documentation of the good's interfaces sold in these SKUs, without upstream or secrets (the mall). */
  publicDocsOfSkus(itemId: number, skuIds: number[]) {
    return repo.listPublicBySkus(this.deps.db, itemId, skuIds);
  }

  /** A SKU the caller may read (owner or operator; else 404). */
  private readableSku(actor: Actor, skuId: number) {
    return this.deps.goods.skus.getSku(actor, skuId);
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

  /** A page of the interfaces of a good the caller may read (owner or operator; else 404). */
  async page(actor: Actor, itemId: number, skuId: number | undefined, page: number, limit: number) {
    const item = await this.deps.goods.getReadable(actor, itemId);
    return repo.pageByItem(this.deps.db, item.id, skuId, page, limit);
  }

  /**
   * A test call of an interface by its owner or the operator (else 404): the saved upstream URL, method, auth
   * header and secret, with the caller's query, extra headers and body. Checks first (required parameters,
   * JSON body, headers, host policy), then one request; the secret is never answered (masked if echoed).
   */
  async testCall(actor: Actor, input: TestInput): Promise<interfaces.InterfaceTestResult> {
    const row = await this.get(actor, input.interfaceId);
    const method = row.method === 'GET' ? 'GET' : 'POST';
    const params = row.params ?? [];
    checkTestQuery(params, input.query);
    const headers = testHeaders(input.headers);
    const body = testBody(row, params, method, input.body ?? '', headers);

    const url = new URL(row.upstreamUrl);
    for (const [name, value] of Object.entries(input.query)) url.searchParams.set(name, value);
    const decision = await checkHost(url.hostname, this.allowsPrivate(url), this.deps.lookup);
    if (!decision.ok) {
      throw decision.reason === 'policy'
        ? new AppError(ErrorCode.INTERFACE_TEST_HOST_REFUSED, { host: normalizeHost(url.hostname) })
        : new AppError(ErrorCode.INTERFACE_TEST_HOST_UNKNOWN, { host: url.host });
    }

    const secret = await this.upstreamSecret(row);
    if (secret && row.authHeader) headers[row.authHeader.toLowerCase()] = secret;
    headers['user-agent'] ??= 'datamall-interface-test/1';
    headers.accept ??= '*/*';
    headers['accept-encoding'] = 'identity';

    const answer = await callUpstream({
      method,
      url,
      address: decision.address,
      family: decision.family,
      headers,
      body,
    });
    const shown = shownAnswer(secret, answer);
    return {
      method,
      url: url.toString(),
      status: answer.status,
      ms: answer.ms,
      headers: shown.headers,
      body: shown.body,
      truncated: answer.truncated,
    };
  }

  /** The interface's upstream secret in clear ('' when it has none). */
  private async upstreamSecret(row: InterfaceRow): Promise<string> {
    if (!row.authHeader || !row.secretCipher) return '';
    try {
      return await this.deps.secrets.open(row.secretCipher);
    } catch {
      throw new AppError(ErrorCode.INTERFACE_TEST_SECRET_UNREADABLE);
    }
  }

  /** Seals again, under the current key, the upstream secrets saved before the KMS held it; answers how many. */
  async rewrapSecrets(): Promise<number> {
    const { db, secrets } = this.deps;
    return rewrapSecrets(secrets, await repo.legacySecrets(db), (id, from, to) =>
      repo.replaceSecret(db, id, from, to),
    );
  }

  async create(actor: Actor, skuId: number, input: Input): Promise<InterfaceRow> {
    const values = await this.valuesOf(input);
    // Sealed before the transaction: the KMS reads and logs through its own statements.
    const secretCipher = input.secret ? await this.deps.secrets.seal(input.secret) : null;
    return this.deps.db.transaction(async (tx) => {
      const sku = await this.deps.goods.skus.findSku(tx, skuId);
      if (!sku) throw notFound();
      await this.lockGoodForChange(tx, actor, sku.itemId);
      await this.assertRouteFree(tx, sku.id, values.method, values.path);
      const now = this.deps.clock.now();
      await markGatewayConfigChanged(tx);
      return repo.insertInterface(tx, {
        ...values,
        secretCipher,
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
    const secret =
      input.secret === undefined || input.secret === null
        ? {}
        : { secretCipher: input.secret === '' ? null : await this.deps.secrets.seal(input.secret) };
    return this.deps.db.transaction(async (tx) => {
      const current = await repo.findInterface(tx, id);
      if (!current) throw notFound();
      await this.lockGoodForChange(tx, actor, current.itemId);
      await this.assertRouteFree(tx, current.skuId, values.method, values.path, current.id);
      await markGatewayConfigChanged(tx);
      return repo.updateInterface(tx, current.id, { ...values, ...secret, updatedAt: this.deps.clock.now() });
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.findInterface(tx, id);
      if (!current) throw notFound();
      await this.lockGoodForChange(tx, actor, current.itemId);
      await repo.deleteInterface(tx, current.id);
      await markGatewayConfigChanged(tx);
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
    if (dup >= 0) {
      const { name, place } = parsed.params[dup]!;
      throw badParam(`params.${dup}.name`, 'duplicateParam', { name, place });
    }
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

  private allowsPrivate(url: URL): boolean {
    return this.deps.allowPrivate || (this.deps.trustedUpstreams?.has(url.origin) ?? false);
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
    const decision = await checkHost(host, this.allowsPrivate(parsed), this.deps.lookup);
    if (!decision.ok) {
      throw decision.reason === 'policy'
        ? new AppError(ErrorCode.INTERFACE_HOST_REFUSED, { host }, { field: 'upstreamUrl' })
        : new AppError(ErrorCode.INTERFACE_HOST_UNKNOWN, { host }, { field: 'upstreamUrl' });
    }
    return parsed.toString();
  }

  /**
   * Every interface of every API good with its upstream secret in clear, for the gateway configuration (sent only
   * over the authenticated control channel).
   */
  async gatewayInterfaces() {
    const rows = await repo.listAllForGateway(this.deps.db);
    const sealed = rows.map((r) => r.secretCipher ?? '');
    const opened = await this.deps.secrets.openMany(sealed, 'gateway configuration');
    return rows.map((r, i) => {
      const secret = r.secretCipher ? (opened[i] ?? null) : null;
      return {
        id: r.id,
        itemId: r.itemId,
        skuId: r.skuId,
        method: (r.method === 'GET' ? 'GET' : 'POST') as 'GET' | 'POST',
        path: r.path,
        upstreamUrl: r.upstreamUrl,
        authHeader: r.authHeader,
        secret,
        requestSchema: r.requestSchema ?? null,
        responseSchema: r.responseSchema ?? null,
      };
    });
  }

  /** How many interfaces each good has. */
  countByItems(itemIds: number[]) {
    return repo.countByItems(this.deps.db, itemIds);
  }
}
