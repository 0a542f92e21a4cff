import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInterface,
  eventually,
  listenPlatform,
  startUpstream,
  TEST_GATEWAY_TOKEN,
} from '../../test/gateway-fixture.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { freeLoopbackPort } from '../../test/ports.js';
import { billUsage } from '../billing/billing.table.js';
import { apiCredential } from '../delivery/delivery.table.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { goodsSku } from '../goods/goods.table.js';
import { apiUsageDaily } from './gateway.table.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
const { call, buy, setLimit } = kit(() => t);
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let platformUrl: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-gw-crash-'));

/** A gateway process of its own (`npm run gateway`), with the journal in `dataDir`. */
async function spawnGateway(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GATEWAY_TOKEN: TEST_GATEWAY_TOKEN,
      PLATFORM_URL: platformUrl,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_ID: 'gw-crash-test',
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_TRUSTED_UPSTREAMS: upstream.origin,
    },
    stdio: 'ignore',
  });
  await eventually(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      return res?.status === 200;
    },
    30_000,
    'the gateway process',
  );
  return child;
}

function exited(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/** A paid API good's order with 10,000 calls on the test upstream, and its key. */
async function paidKey() {
  const consumer = (await loginAs(t, 'consumer')).token;
  await setLimit(await userIdOf(t, 'consumer'), 100_000_000n);
  const developerId = await userIdOf(t, 'developer');
  const good = {
    ...(await createGood(t, { ownerId: developerId, itemType: 5, agreement: AGREEMENT })),
    ownerId: developerId,
  };
  await t.db.update(goodsSku).set({ useCount: 10_000 }).where(eq(goodsSku.id, good.skuId));
  await addInterface(t, good, { path: '/echo', upstreamUrl: `${upstream.origin}/echo` });
  const order = await buy(consumer, good);
  const reveal = await call(consumer, '/server/delivery/apiCredential/reveal', { orderId: order.id });
  expect(reveal.code, reveal.msg).toBe(0);
  return { order, itemId: good.itemId, key: reveal.data.key as string };
}

/** 16 callers calling `url` in a loop until `stop()`; `received` counts the 200s they got. */
function burst(url: string, key: string) {
  const state = { received: 0, stopped: false };
  const worker = async () => {
    while (!state.stopped) {
      try {
        const res = await fetch(url, { headers: { 'x-api-key': key } });
        await res.arrayBuffer();
        if (res.status === 200) state.received += 1;
      } catch {
        return; // the gateway is gone
      }
    }
  };
  const workers = Array.from({ length: 16 }, worker);
  return {
    state,
    stop: async () => {
      state.stopped = true;
      await Promise.all(workers);
    },
  };
}

beforeAll(async () => {
  t = await startTestApp({ config: { gatewayToken: TEST_GATEWAY_TOKEN } });
  platformUrl = await listenPlatform(t);
  upstream = await startUpstream();
}, 120_000);

afterAll(async () => {
  await upstream?.close();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('metering across a killed gateway', () => {
  it('SIGKILL in the middle of a burst: after a restart every answered call is billed once, none twice', async () => {
    const { order, itemId, key } = await paidKey();
    const port = await freeLoopbackPort();
    const first = await spawnGateway(port);
    const url = `http://127.0.0.1:${port}/${itemId}/latest/echo`;
    await eventually(
      async () => (await fetch(url, { headers: { 'x-api-key': key } })).status === 200,
      10_000,
      'the key',
    );
    upstream.seen.length = 0;
    const quotaUsed = async () =>
      (
        await t.db
          .select()
          .from(apiCredential)
          .where(eq(apiCredential.orderId, Number(order.id)))
      )[0]!.quotaUsed;
    const calls = burst(url, key);
    // Killed while it has answered calls it has not reported yet (it reports twice a second).
    await eventually(
      async () => upstream.seen.length >= 300 && (await quotaUsed()) < calls.state.received,
      30_000,
      'calls under way, some not reported',
    );
    first.kill('SIGKILL');
    await calls.stop();
    await exited(first);
    const received = calls.state.received + 1; // and the call above
    const upstreamAnswered = upstream.seen.length + 1;

    // The restarted gateway (same id, same journal) reports what the killed one had not.
    const second = await spawnGateway(port);
    let settled = -1;
    await eventually(
      async () => {
        const now = await quotaUsed();
        const done = now === settled && now >= received;
        settled = now;
        return done;
      },
      15_000,
      'the journal replay',
    );
    second.kill('SIGTERM');
    await exited(second);
    const billed = await quotaUsed();
    expect(billed).toBeGreaterThanOrEqual(received);
    expect(billed).toBeLessThanOrEqual(upstreamAnswered);

    // A third start replays nothing again.
    const third = await spawnGateway(port);
    await new Promise((r) => setTimeout(r, 1500));
    third.kill('SIGTERM');
    await exited(third);
    expect(await quotaUsed()).toBe(billed);
    const [daily] = await t.db
      .select({ calls: sql<string>`sum(${apiUsageDaily.calls})` })
      .from(apiUsageDaily)
      .where(eq(apiUsageDaily.orderId, Number(order.id)));
    expect(Number(daily!.calls)).toBe(billed);
    const [uses] = await t.db
      .select({ uses: sql<string>`sum(${billUsage.uses})` })
      .from(billUsage)
      .where(eq(billUsage.orderId, Number(order.id)));
    expect(Number(uses!.uses)).toBe(billed);
  }, 120_000);

  it('SIGTERM in the middle of a burst: the gateway finishes the calls in progress and reports every one before it exits', async () => {
    const { order, itemId, key } = await paidKey();
    const port = await freeLoopbackPort();
    const gatewayProcess = await spawnGateway(port);
    const url = `http://127.0.0.1:${port}/${itemId}/latest/echo`;
    await eventually(
      async () => (await fetch(url, { headers: { 'x-api-key': key } })).status === 200,
      10_000,
      'the key',
    );
    const calls = burst(url, key);
    await eventually(() => calls.state.received >= 200, 30_000, 'calls under way');
    gatewayProcess.kill('SIGTERM');
    await calls.stop();
    await exited(gatewayProcess);
    expect(gatewayProcess.exitCode).toBe(0);
    const [row] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect(row!.quotaUsed).toBe(calls.state.received + 1);
  }, 120_000);
});
