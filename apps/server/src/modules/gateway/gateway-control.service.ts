import { ErrorCode, formatMoney, gateway as gw } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { CredentialRow } from '../delivery/delivery.service.js';
import * as repo from './gateway.repository.js';

/** A lease whose gateway has not reported for this long is released (gateways drop theirs sooner). */
export const LEASE_TTL_MS = 5 * 60_000;
/** Recently expired credentials stay in the snapshot, so their callers hear "expired" rather than "unknown". */
const EXPIRED_GRACE_MS = 30 * 86_400_000;
/** How often a long poll checks for a new configuration. */
const CHANGE_POLL_MS = 250;

export interface GatewayControlDeps {
  db: Db;
  clock: Clock;
  credentials: {
    list: (graceMs: number) => Promise<CredentialRow[]>;
    find: (db: DbOrTx, id: number, lock?: boolean) => Promise<CredentialRow | null>;
    addQuotaUsed: (tx: DbOrTx, id: number, calls: number) => Promise<void>;
  };
  interfaces: () => Promise<(gw.RouteInterface & { itemId: number })[]>;
  versions: (
    itemIds: number[],
    orderIds: number[],
  ) => Promise<{ listed: Map<number, string[]>; pinned: Map<number, string> }>;
  plugins: (itemIds: number[]) => Promise<Map<number, gw.PluginConfig>>;
  testKeys: () => Promise<gw.RouteTestKey[]>;
  orderOf: (
    tx: DbOrTx,
    orderId: number,
  ) => Promise<{ sellerId: number; orderNo: string; itemName: string } | null>;
  /** A notice to one user (quota alerts), inside `tx`. */
  notify: (tx: DbOrTx, userId: number, notice: { title: string; content: string }) => Promise<void>;
  /** The buyer's mail and SMS of a quota alert (written inside `tx`, sent after the commit). */
  alertQuota: (tx: DbOrTx, userId: number, alert: QuotaAlert) => Promise<void>;
  /**
   * Rates billed calls into the order's per-use bill lines (once per reference) at `unitPrice` (0 for the calls
   * of a prepaid pack).
   */
  recordUsage: (
    tx: DbOrTx,
    use: { orderId: number; reference: string; uses: number; unitPrice: bigint },
  ) => Promise<void>;
  /** The buyer's credit, for pay-as-you-go plans (CreditService). */
  credit: {
    hold: (
      tx: DbOrTx,
      userId: number,
      unitPrice: bigint,
      want: number,
      cause: CreditCause,
    ) => Promise<{ granted: number; coverable: number }>;
    releaseHold: (tx: DbOrTx, userId: number, amount: bigint, cause: CreditCause) => Promise<void>;
    chargeUpTo: (tx: DbOrTx, userId: number, amount: bigint, cause: CreditCause) => Promise<bigint>;
  };
  log: (error: unknown, what: string) => void;
}

/** A quota alert: `percent` of the `total` calls of the order are used, `remaining` are left. */
export interface QuotaAlert {
  percent: number;
  orderNo: string;
  itemName: string;
  total: number;
  remaining: number;
}

/** A credit move of a pay-as-you-go plan in the quota ledger: `api:<orderNo>`, worded by the pages. */
export interface CreditCause {
  reason: string;
  reference: string;
}

/** The ledger cause of a plan's credit moves. */
const creditCause = (orderNo: string): CreditCause => ({ reason: orderNo, reference: `api:${orderNo}` });

/** Shares of a call pack at which the buyer is told (once each). */
export const QUOTA_ALERTS = [80, 100] as const;

/** The highest alert threshold (percent) the used calls crossed from `before` to `after`; null: none. */
export function quotaAlert(total: number, before: number, after: number): number | null {
  if (total <= 0) return null;
  let crossed: number | null = null;
  for (const pct of QUOTA_ALERTS) {
    const at = Math.ceil((total * pct) / 100);
    if (before < at && after >= at) crossed = pct;
  }
  return crossed;
}

/** The notice of a quota alert, in the three languages (a notice has one text for every reader). */
function quotaNotice(pct: number, order: { orderNo: string; itemName: string }, total: number) {
  const full = pct >= 100;
  return {
    title: full
      ? `API 调用次数已用完 / API 呼叫次數已用完 / API calls used up: ${order.itemName}`
      : `API 调用次数已用 ${pct}% / API 呼叫次數已用 ${pct}% / ${pct}% of API calls used: ${order.itemName}`,
    content: [
      `<p>订单 ${order.orderNo}（${order.itemName}）的 ${total} 次调用已用${full ? '完，后续调用将被拒绝，请续购' : ` ${pct}%`}。</p>`,
      `<p>訂單 ${order.orderNo}（${order.itemName}）的 ${total} 次呼叫已用${full ? '完，後續呼叫將被拒絕，請續購' : ` ${pct}%`}。</p>`,
      `<p>Order ${order.orderNo} (${order.itemName}): ${full ? `all ${total} calls are used; further calls are refused until you buy a new pack` : `${pct}% of ${total} calls are used`}.</p>`,
    ].join(''),
  };
}

/**
 * The control plane of the API gateways: the configuration snapshot (built once per change, waited for by long
 * polls), quota leases, and the journal batches each gateway reports, applied exactly once in sequence.
 */
export class GatewayControlService {
  private cached: { version: string; json: string } | null = null;
  private building: Promise<{ version: string; json: string }> | null = null;

  constructor(private readonly deps: GatewayControlDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /**
   * The configuration's version: the newest change and how many change rows there are (a change committed after
   * a newer one, with a smaller id, still moves the count).
   */
  private async currentVersion(): Promise<string> {
    const [latest, count] = await Promise.all([
      repo.latestConfigChange(this.deps.db),
      repo.countConfigChanges(this.deps.db),
    ]);
    return `${latest}.${count}`;
  }

  /** The snapshot as JSON text, rebuilt only when the configuration changed. */
  async snapshot(): Promise<{ version: string; json: string }> {
    const version = await this.currentVersion();
    if (this.cached?.version === version) return this.cached;
    this.building ??= this.build(version).finally(() => {
      this.building = null;
    });
    const built = await this.building;
    this.cached = built;
    return built;
  }

  private async build(version: string) {
    const [credentials, interfaces] = await Promise.all([
      this.deps.credentials.list(EXPIRED_GRACE_MS),
      this.deps.interfaces(),
    ]);
    const itemIds = [...new Set(interfaces.map((i) => i.itemId))];
    const [{ listed, pinned }, plugins, testKeys] = await Promise.all([
      this.deps.versions(
        itemIds,
        credentials.map((c) => c.orderId),
      ),
      this.deps.plugins(itemIds),
      this.deps.testKeys(),
    ]);
    const goods = new Map<number, gw.RouteGood>();
    for (const { itemId, requestSchema, responseSchema, ...route } of interfaces) {
      const config = plugins.get(itemId) ?? gw.DEFAULT_PLUGINS;
      const good = goods.get(itemId) ?? {
        itemId,
        versions: listed.get(itemId) ?? [],
        interfaces: [],
        plugins: config,
      };
      // Schemas travel only to the plugins that read them.
      good.interfaces.push({
        ...route,
        requestSchema: config.validator.enabled ? (requestSchema ?? null) : null,
        responseSchema: config.mock.enabled ? (responseSchema ?? null) : null,
      });
      goods.set(itemId, good);
    }
    const snapshot: gw.GatewaySnapshot = {
      version,
      issuedAt: this.now().toISOString(),
      goods: [...goods.values()],
      credentials: credentials.map((c) => ({
        id: c.id,
        orderId: c.orderId,
        consumerId: c.consumerId,
        itemId: c.itemId,
        skuId: c.skuId,
        keyHashes: [c.keyHash, c.key2Hash, c.serviceKeyHash].filter((h): h is string => h !== null),
        validFrom: c.validFrom.toISOString(),
        validUntil: c.validUntil ? c.validUntil.toISOString() : null,
        quotaTotal: c.quotaTotal,
        postpaidPrice: c.postpaidPrice === null ? null : formatMoney(c.postpaidPrice),
        pinnedVersion: pinned.get(c.orderId) ?? null,
      })),
      testKeys,
    };
    return { version, json: JSON.stringify(snapshot) };
  }

  /**
   * Answers the snapshot once its version differs from `since`, waiting up to `waitMs` (long poll); null when
   * nothing changed in that time (or the caller went away: `isGone`).
   */
  async awaitSnapshot(since: string | undefined, waitMs: number, isGone: () => boolean) {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const version = await this.currentVersion();
      if (version !== since) return this.snapshot();
      if (Date.now() >= deadline || isGone()) return null;
      await new Promise((resolve) => setTimeout(resolve, CHANGE_POLL_MS));
    }
  }

  /** A gateway starts: answers the last journal sequence number applied for it. */
  async hello(gatewayId: string): Promise<{ lastSeq: number }> {
    const node = await this.deps.db.transaction((tx) => repo.ensureNode(tx, gatewayId, this.now()));
    await repo.pruneConfigChanges(this.deps.db, await repo.latestConfigChange(this.deps.db));
    return { lastSeq: node.lastSeq };
  }

  /**
   * Reserves up to `want` calls of a credential for a gateway: calls of its pack, or, for a pay-as-you-go plan,
   * calls the buyer's credit covers (the credit is held until the calls are billed or handed back).
   */
  async lease(input: { gatewayId: string; credentialId: number; want: number }): Promise<gw.LeaseAnswer> {
    return this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const credential = await this.deps.credentials.find(tx, input.credentialId, true);
      if (!credential) throw notFound();
      const total = credential.quotaTotal;
      const metered = total !== null || credential.postpaidPrice !== null;
      if (!metered || credential.revokedAt) return { granted: 0, unleased: 0, quotaTotal: total ?? 0 };
      const dropped = await repo.dropStaleLeases(tx, credential.id, new Date(now.getTime() - LEASE_TTL_MS));
      if (credential.postpaidPrice !== null) {
        const cause = await this.creditCauseOf(tx, credential);
        await this.releaseCredit(tx, credential, dropped, cause);
        const { granted, coverable } = await this.deps.credit.hold(
          tx,
          credential.consumerId,
          credential.postpaidPrice,
          input.want,
          cause,
        );
        if (granted > 0) await repo.addToLease(tx, input.gatewayId, credential.id, granted, now);
        return { granted, unleased: coverable - granted, quotaTotal: 0 };
      }
      const unleased = Math.max(
        total! - credential.quotaUsed - (await repo.reservedOf(tx, credential.id)),
        0,
      );
      const granted = Math.min(input.want, unleased);
      if (granted > 0) await repo.addToLease(tx, input.gatewayId, credential.id, granted, now);
      return { granted, unleased: unleased - granted, quotaTotal: total! };
    });
  }

  /** The quota ledger's cause of a plan's credit moves: its order. */
  private async creditCauseOf(tx: DbOrTx, credential: CredentialRow) {
    return creditCause(
      (await this.deps.orderOf(tx, credential.orderId))?.orderNo ?? String(credential.orderId),
    );
  }

  /** Gives the credit of `calls` reserved for a pay-as-you-go plan back to its buyer. */
  private async releaseCredit(tx: DbOrTx, credential: CredentialRow, calls: number, cause?: CreditCause) {
    if (credential.postpaidPrice === null || calls <= 0) return;
    await this.deps.credit.releaseHold(
      tx,
      credential.consumerId,
      credential.postpaidPrice * BigInt(calls),
      cause ?? (await this.creditCauseOf(tx, credential)),
    );
  }

  /** Unused calls handed back (or every lease of the gateway at its start), with the credit they held. */
  async release(input: {
    gatewayId: string;
    leases: { credentialId: number; count: number }[];
    all: boolean;
  }) {
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const held = new Map<number, number>();
      if (input.all) {
        for (const l of await repo.releaseAllLeases(tx, input.gatewayId))
          held.set(l.credentialId, l.reserved);
      } else {
        for (const l of input.leases) {
          if (l.count > 0) held.set(l.credentialId, (held.get(l.credentialId) ?? 0) + l.count);
        }
      }
      // One lock order for every writer of these credentials: by id, the credential before its credit.
      for (const credentialId of [...held.keys()].sort((a, b) => a - b)) {
        const credential = await this.deps.credentials.find(tx, credentialId, true);
        if (!credential) continue;
        const calls = input.all
          ? held.get(credentialId)!
          : await repo.takeFromLease(tx, input.gatewayId, credentialId, held.get(credentialId)!, now);
        await this.releaseCredit(tx, credential, calls);
      }
    });
  }

  /**
   * Applies a journal batch (sequence numbers fromSeq+1 … toSeq) once: a batch already applied is acknowledged
   * again without effect; a batch that does not continue the last one answers 409 with the last applied number.
   */
  async applyBatch(batch: gw.UsageBatch): Promise<{ lastSeq: number }> {
    if (batch.toSeq < batch.fromSeq) throw badParam('toSeq', 'tooSmall', { n: batch.fromSeq });
    return this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const node = await repo.ensureNode(tx, batch.gatewayId, now, true);
      if (batch.toSeq <= node.lastSeq) {
        // An empty batch at the current number is the gateway's heartbeat (keeps its leases).
        if (batch.toSeq === node.lastSeq) await repo.touchNode(tx, batch.gatewayId, now);
        return { lastSeq: node.lastSeq };
      }
      if (batch.fromSeq !== node.lastSeq) {
        throw new AppError(ErrorCode.ILLEGAL_STATE, undefined, { lastSeq: node.lastSeq });
      }
      // One lock order for every writer of these credentials (leases lock them too).
      const lines = [...batch.lines].sort(
        (a, b) => a.credentialId - b.credentialId || a.day.localeCompare(b.day),
      );
      for (const line of lines) await this.applyLine(tx, batch, line, now);
      await repo.advanceNode(tx, batch.gatewayId, batch.toSeq, now);
      await repo.touchNode(tx, batch.gatewayId, now);
      return { lastSeq: batch.toSeq };
    });
  }

  private async applyLine(tx: DbOrTx, batch: gw.UsageBatch, line: gw.UsageLine, now: Date) {
    const credential = await this.deps.credentials.find(tx, line.credentialId, true);
    if (!credential) return;
    const order = await this.deps.orderOf(tx, credential.orderId);
    await repo.addUsage(tx, usageFigures(credential, order?.sellerId ?? 0, line), now);
    if (line.calls === 0) return;
    const covered = await this.countCalls(tx, batch.gatewayId, credential, order, line.calls, now);
    await this.chargeCalls(tx, `gw:${batch.gatewayId}:${batch.toSeq}:${credential.id}:${line.day}`, {
      credential,
      orderNo: order?.orderNo ?? String(credential.orderId),
      calls: line.calls,
      covered,
    });
  }

  /**
   * Counts the calls against the credential's quota (with the buyer's quota alert) and answers how many of them
   * this gateway's lease covered: calls of a pack or a plan come out of the lease, and a lease dropped while the
   * gateway was away covers none.
   */
  private async countCalls(
    tx: DbOrTx,
    gatewayId: string,
    credential: CredentialRow,
    order: GatewayOrder | null,
    calls: number,
    now: Date,
  ): Promise<number> {
    await this.deps.credentials.addQuotaUsed(tx, credential.id, calls);
    const covered =
      credential.quotaTotal !== null || credential.postpaidPrice !== null
        ? await repo.takeFromLease(tx, gatewayId, credential.id, calls, now)
        : 0;
    if (credential.quotaTotal !== null) {
      const alert = quotaAlert(credential.quotaTotal, credential.quotaUsed, credential.quotaUsed + calls);
      if (alert !== null && order) {
        const total = credential.quotaTotal;
        await this.deps.notify(tx, credential.consumerId, quotaNotice(alert, order, total));
        const remaining = Math.max(0, total - credential.quotaUsed - calls);
        const facts = { percent: alert, orderNo: order.orderNo, itemName: order.itemName, total, remaining };
        await this.deps.alertQuota(tx, credential.consumerId, facts);
      }
      credential.quotaUsed += calls;
    }
    return covered;
  }

  /**
   * Pays for the calls: held credit pays for covered calls; the others are charged now, never below zero. Then
   * the calls are rated on a bill line; when rating is refused (a refund under review), the calls cost nothing.
   */
  private async chargeCalls(
    tx: DbOrTx,
    reference: string,
    use: { credential: CredentialRow; orderNo: string; calls: number; covered: number },
  ): Promise<void> {
    const { credential, calls, covered } = use;
    const price = credential.postpaidPrice ?? 0n;
    const cause = creditCause(use.orderNo);
    const charged = await this.deps.credit.chargeUpTo(
      tx,
      credential.consumerId,
      price * BigInt(calls - covered),
      cause,
    );
    try {
      // A savepoint: a refused rating must not abort the batch.
      await tx.transaction((sp) =>
        this.deps.recordUsage(sp, { orderId: credential.orderId, reference, uses: calls, unitPrice: price }),
      );
    } catch (error) {
      this.deps.log(error, `gateway usage of order ${credential.orderId} not rated`);
      await this.deps.credit.releaseHold(tx, credential.consumerId, price * BigInt(covered) + charged, cause);
    }
  }
}

type GatewayOrder = NonNullable<Awaited<ReturnType<GatewayControlDeps['orderOf']>>>;

/** The day's figures of one credential as a gateway reported them. */
function usageFigures(credential: CredentialRow, sellerId: number, line: gw.UsageLine) {
  return {
    credentialId: credential.id,
    day: line.day,
    orderId: credential.orderId,
    itemId: credential.itemId,
    consumerId: credential.consumerId,
    sellerId,
    calls: line.calls,
    failed: line.failed,
    refused: line.refused,
    status2xx: line.status2xx,
    status3xx: line.status3xx,
    status4xx: line.status4xx,
    status5xx: line.status5xx,
    latencySumMs: line.latencySumMs,
    latencyBuckets: line.latencyBuckets,
  };
}
