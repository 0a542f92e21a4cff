import type { statistics } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import type { FileStorage } from '../../platform/storage.js';
import { evidenceBacklog, gatewayPresence } from '../gateway/gateway.stats-view.js';
import { nodeOnlineCounts } from '../nodes/node.stats-view.js';
import { overdueUnpaid } from '../orders/orders.stats-view.js';
import { dayStart, nextDay } from './statistics.calendar.js';

/** A gateway that has not reported for this long is offline (gateways report at least every 30 s). */
const GATEWAY_OFFLINE_MS = 2 * 60_000;
/** The expiry job runs every minute: unpaid orders this long past their time mean it is not running. */
const EXPIRY_GRACE_MS = 5 * 60_000;
/** The ledger job runs every 10 minutes: a closed day not in the ledger this long after it closed is late. */
const EVIDENCE_GRACE_MS = 30 * 60_000;
/** A key that is never written: `exists` on it proves only that the store answers. */
const PROBE_KEY = 'monitor/00000000-0000-4000-8000-000000000000.txt';

export interface MonitorDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  storageKind: 'local' | 's3';
}

type Check = { status: statistics.MonitorStateValue; checkedAt: string; latencyMs: number; detail: string };

/** Runs `probe` and times it; a probe that throws is down with the error's message. */
async function check<T>(clock: Clock, probe: () => Promise<T>): Promise<{ check: Check; value: T | null }> {
  const started = performance.now();
  const checkedAt = clock.now().toISOString();
  try {
    const value = await probe();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { check: { status: 'up', checkedAt, latencyMs, detail: '' }, value };
  } catch (error) {
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const detail = error instanceof Error ? error.message : String(error);
    return { check: { status: 'down', checkedAt, latencyMs, detail }, value: null };
  }
}

/** Every check of the monitor, run now, one after the other (PGlite has one connection). */
export async function monitorState(deps: MonitorDeps): Promise<statistics.MonitorState> {
  const { db, clock } = deps;
  const database = await check(clock, async () =>
    String((await rowsOf(db, sql`select version() as v`))[0]?.v),
  );
  const storage = await check(clock, () => deps.storage.exists(PROBE_KEY));
  const now = clock.now();
  const gateway = await check(clock, () => gatewayPresence(db, new Date(now.getTime() - GATEWAY_OFFLINE_MS)));
  const expiry = await check(clock, () => overdueUnpaid(db, new Date(now.getTime() - EXPIRY_GRACE_MS)));
  const today = chinaDay(now);
  const evidence = await check(clock, () => evidenceBacklog(db, today));
  const nodes = await check(clock, () => nodeOnlineCounts(db, now));

  const g = gateway.value;
  const jobs: statistics.MonitorState['jobs'] = [
    {
      ...expiry.check,
      key: 'order-expiry',
      backlog: expiry.value?.count ?? 0,
      oldestDueAt: expiry.value?.oldest?.toISOString() ?? null,
      ...(expiry.value?.count ? { status: 'warn' as const } : {}),
    },
    {
      ...evidence.check,
      key: 'api-evidence',
      backlog: evidence.value?.count ?? 0,
      oldestDueAt: evidence.value?.oldestDay
        ? dayStart(nextDay(evidence.value.oldestDay)).toISOString()
        : null,
      ...(evidence.value?.count && now.getTime() - dayStart(today).getTime() > EVIDENCE_GRACE_MS
        ? { status: 'warn' as const }
        : {}),
    },
  ];
  const n = nodes.value;
  const online = n?.byKind.reduce((s, k) => s + k.online, 0) ?? 0;
  const offline = n?.byKind.reduce((s, k) => s + k.offline, 0) ?? 0;
  return {
    database: {
      ...database.check,
      engine: database.value === null ? null : database.value.includes('PGlite') ? 'pglite' : 'postgres',
      version: database.value?.match(/^PostgreSQL [\d.]+/)?.[0] ?? '',
    },
    storage: { ...storage.check, kind: deps.storageKind },
    gateway:
      gateway.check.status === 'up' && g?.total === 0
        ? null
        : {
            ...gateway.check,
            ...(g && g.online < g.total ? { status: g.online === 0 ? 'down' : 'warn' } : {}),
            online: g?.online ?? 0,
            total: g?.total ?? 0,
            lastSeenAt: g?.lastSeenAt?.toISOString() ?? null,
          },
    jobs,
    nodes: {
      ...nodes.check,
      ...(offline > 0 ? { status: 'warn' as const } : {}),
      online,
      offline,
      byKind: n?.byKind ?? [],
      lastHeartbeatAt: n?.lastHeartbeatAt?.toISOString() ?? null,
    },
  };
}
