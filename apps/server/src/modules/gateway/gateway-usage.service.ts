import { type evidence, gateway as gw, RoleType } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { Actor } from '../../platform/request-context.js';
import type { CredentialRow } from '../delivery/delivery.service.js';
import type { OrderRow } from '../orders/orders.service.js';
import * as repo from './gateway.repository.js';

const DAY_MS = 86_400_000;
const BUCKET_COUNT = gw.LATENCY_BUCKETS_MS.length + 1;

export interface GatewayUsageDeps {
  db: Db;
  clock: Clock;
  findOrder: (orderId: number) => Promise<OrderRow | null>;
  credentialOfOrder: (orderId: number) => Promise<CredentialRow | null>;
  usernames: (ids: number[]) => Promise<Map<number, string>>;
  itemName: (itemId: number) => Promise<string | null>;
  /** The gateway base URL buyers call; null when none is configured. */
  baseUrl: string | null;
  /** Appends to the evidence ledger inside `tx`. */
  record: (
    tx: DbOrTx,
    entry: { entryType: evidence.EvidenceType; orderId: number; payload: Record<string, unknown> },
  ) => Promise<unknown>;
}

/** The upper bound of the bucket the q-quantile falls in (the slowest bucket: its lower bound). */
function percentile(buckets: number[], q: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * q);
  let seen = 0;
  for (const [i, n] of buckets.entries()) {
    seen += n;
    if (seen >= rank) return gw.LATENCY_BUCKETS_MS[i] ?? gw.LATENCY_BUCKETS_MS.at(-1)!;
  }
  return gw.LATENCY_BUCKETS_MS.at(-1)!;
}

/** Totals, status classes, latency and a row per day (every day of the period, zeros included). */
export function summarize(rows: repo.UsageDailyRow[], days: string[]): gw.UsageSummary {
  const buckets = new Array<number>(BUCKET_COUNT).fill(0);
  const byDay = new Map(days.map((d) => [d, { day: d, calls: 0, failed: 0, refused: 0 }]));
  const sum = { calls: 0, failed: 0, refused: 0, s2: 0, s3: 0, s4: 0, s5: 0, latency: 0 };
  for (const r of rows) {
    sum.calls += r.calls;
    sum.failed += r.failed;
    sum.refused += r.refused;
    sum.s2 += r.status2xx;
    sum.s3 += r.status3xx;
    sum.s4 += r.status4xx;
    sum.s5 += r.status5xx;
    sum.latency += r.latencySumMs;
    r.latencyBuckets.forEach((n, i) => {
      buckets[i] = (buckets[i] ?? 0) + Number(n);
    });
    const day = byDay.get(r.day);
    if (day) {
      day.calls += r.calls;
      day.failed += r.failed;
      day.refused += r.refused;
    }
  }
  const answered = sum.calls + sum.failed;
  return {
    calls: sum.calls,
    failed: sum.failed,
    refused: sum.refused,
    status: { '2xx': sum.s2, '3xx': sum.s3, '4xx': sum.s4, '5xx': sum.s5 },
    latency: {
      avgMs: answered ? Math.round((sum.latency / answered) * 10) / 10 : null,
      p50Ms: percentile(buckets, 0.5),
      p95Ms: percentile(buckets, 0.95),
      p99Ms: percentile(buckets, 0.99),
    },
    byDay: [...byDay.values()],
  };
}

/** Usage figures of API credentials for the buyer, the seller and the operator. */
export class GatewayUsageService {
  constructor(private readonly deps: GatewayUsageDeps) {}

  /** The last `count` China days, oldest first. */
  private days(count: number): string[] {
    const now = this.deps.clock.now().getTime();
    return Array.from({ length: count }, (_, i) => chinaDay(new Date(now - (count - 1 - i) * DAY_MS)));
  }

  async credentialUsage(actor: Actor, orderId: number, dayCount: number): Promise<gw.CredentialUsage> {
    const order = await this.deps.findOrder(orderId);
    const allowed =
      order &&
      (order.consumerId === actor.userId ||
        order.sellerId === actor.userId ||
        actor.roleType === RoleType.OPERATOR);
    if (!order || !allowed) throw notFound();
    const credential = await this.deps.credentialOfOrder(order.id);
    if (!credential) throw notFound();
    const days = this.days(dayCount);
    const rows = await repo.usageRows(this.deps.db, { credentialId: credential.id }, days[0]!);
    const total = credential.quotaTotal;
    return {
      ...summarize(rows, days),
      orderId: String(order.id),
      orderNo: order.orderNo,
      itemId: String(order.itemId),
      itemName: order.snapshot.item.name,
      skuName: order.snapshot.sku.name,
      keyPrefix: credential.keyPrefix ?? credential.key2Prefix,
      quotaTotal: total,
      quotaUsed: credential.quotaUsed,
      quotaRemaining: total === null ? null : Math.max(total - credential.quotaUsed, 0),
      postpaidPrice: credential.postpaidPrice?.toString() ?? null,
      charged: ((credential.postpaidPrice ?? 0n) * BigInt(credential.quotaUsed)).toString(),
      validFrom: credential.validFrom.toISOString(),
      validUntil: credential.validUntil ? credential.validUntil.toISOString() : null,
      revoked: credential.revokedAt !== null,
      baseUrl: this.deps.baseUrl,
    };
  }

  /** The caller's calls per order and day (newest first), with the totals over the filter. */
  async consumerUsage(
    actor: Actor,
    filter: { orderId?: number; from?: string; to?: string },
    page: number,
    limit: number,
  ) {
    const result = await repo.pageConsumerUsage(this.deps.db, actor.userId, filter, page, limit);
    const orders = new Map(
      await Promise.all(
        [...new Set(result.list.map((r) => r.orderId))].map(
          async (id) => [id, await this.deps.findOrder(id)] as const,
        ),
      ),
    );
    return {
      total: result.total,
      totals: result.totals,
      list: result.list.map((r) => {
        const order = orders.get(r.orderId) ?? null;
        const answered = r.calls + r.failed;
        return {
          day: r.day,
          orderId: String(r.orderId),
          orderNo: order?.orderNo ?? '',
          itemId: String(r.itemId),
          itemName: order?.snapshot.item.name ?? String(r.itemId),
          calls: r.calls,
          failed: r.failed,
          refused: r.refused,
          status2xx: r.status2xx,
          status4xx: r.status4xx,
          status5xx: r.status5xx,
          avgMs: answered ? Math.round((r.latencySumMs / answered) * 10) / 10 : null,
        };
      }),
    };
  }

  async sellerUsage(actor: Actor, itemId: number | undefined, dayCount: number) {
    const days = this.days(dayCount);
    const sellerId = actor.roleType === RoleType.OPERATOR ? null : actor.userId;
    const rows = await repo.usageRows(this.deps.db, { sellerId, itemId }, days[0]!);
    const names = await this.deps.usernames([...new Set(rows.map((r) => r.consumerId))]);
    const groups = new Map<string, { itemId: number; consumerId: number; rows: repo.UsageDailyRow[] }>();
    for (const r of rows) {
      const key = `${r.itemId}:${r.consumerId}`;
      const g = groups.get(key) ?? { itemId: r.itemId, consumerId: r.consumerId, rows: [] };
      g.rows.push(r);
      groups.set(key, g);
    }
    const itemIds = [...new Set(rows.map((r) => r.itemId))];
    const itemNames = new Map(
      await Promise.all(
        itemIds.map(async (id) => [id, (await this.deps.itemName(id)) ?? String(id)] as const),
      ),
    );
    return {
      ...summarize(rows, days),
      rows: [...groups.values()]
        .map((g) => {
          const s = summarize(g.rows, []);
          return {
            itemId: String(g.itemId),
            itemName: itemNames.get(g.itemId) ?? String(g.itemId),
            consumerId: String(g.consumerId),
            consumerName: names.get(g.consumerId) ?? String(g.consumerId),
            calls: s.calls,
            failed: s.failed,
            refused: s.refused,
            avgMs: s.latency.avgMs,
          };
        })
        .sort((a, b) => b.calls - a.calls),
    };
  }

  /**
   * Writes each finished China day's calls of every credential to the evidence ledger, so buyers can verify what
   * they were billed for; a day a late batch changed is written again with the earlier figure. Answers how many.
   */
  async recordDailyEvidence(limit = 200): Promise<number> {
    const today = chinaDay(this.deps.clock.now());
    const due = await repo.usageDueForEvidence(this.deps.db, today, limit);
    let written = 0;
    for (const row of due) {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const order = await this.deps.findOrder(row.orderId);
      await this.deps.db.transaction(async (tx) => {
        const day = await repo.lockUsageDay(tx, row.credentialId, row.day);
        if (!day || day.evidenceCalls === day.calls) return;
        await this.deps.record(tx, {
          entryType: 'usage.daily',
          orderId: day.orderId,
          payload: {
            orderNo: order?.orderNo ?? '',
            credentialId: String(day.credentialId),
            day: day.day,
            calls: day.calls,
            failed: day.failed,
            refused: day.refused,
            ...(day.evidenceCalls === null ? {} : { previousCalls: day.evidenceCalls }),
          },
        });
        await repo.setEvidenceCalls(tx, day.credentialId, day.day, day.calls);
        written += 1;
      });
    }
    return written;
  }

  private stopEvidenceJob: (() => void) | null = null;

  /** Runs `recordDailyEvidence` every `intervalMs` (the background process only). */
  startDailyEvidence(intervalMs = 10 * 60_000, log?: (error: unknown) => void): void {
    this.stopEvidenceJob ??= startIntervalJob(() => this.recordDailyEvidence(), intervalMs, log);
  }

  stopDailyEvidence(): void {
    this.stopEvidenceJob?.();
    this.stopEvidenceJob = null;
  }
}
