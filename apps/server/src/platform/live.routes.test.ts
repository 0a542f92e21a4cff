import { LIVE_CLOSE, LIVE_PATH, type LiveEvent, type LiveMessage } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../app.js';
import { loginAs, startTestApp, type TestApp } from '../test/harness.js';
import { createGood, newAccount, placeOrder, setCreditLimit, userIdOf } from '../test/orders-fixture.js';
import { sendJson } from '../test/requests.js';
import { openPostgres } from './db.js';
import { postgresLiveBus, type processLiveBus, redisLiveBus } from './live-bus.js';
import { announce, publishLiveEvents } from './live-events.js';

interface Listener {
  socket: WebSocket;
  messages: LiveMessage[];
  closed: Promise<number>;
}

async function listen(
  t: TestApp,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<Listener> {
  const messages: LiveMessage[] = [];
  let closed: Promise<number> = Promise.resolve(0);
  // Listening from the start: the server may speak before the socket is handed over.
  const socket = await t.app.injectWS(
    LIVE_PATH,
    { headers: { ...headers, ...(token ? { cookie: `access_token=${token}` } : {}) } },
    {
      onInit(ws) {
        ws.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveMessage));
        closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      },
    },
  );
  return { socket, messages, closed };
}

async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const topics = (l: Listener) => l.messages.map((m) => m.topic);

describe('the live channel', () => {
  let t: TestApp;
  let buyer: { id: number; token: string };
  let otherBuyer: { id: number; token: string };
  let operatorToken: string;
  let supplierToken: string;
  let good: { itemId: number; skuId: number };

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await newAccount(t, 'live_buyer');
    otherBuyer = await newAccount(t, 'live_other');
    await setCreditLimit(t, buyer.id, 10_000_000n);
    operatorToken = (await loginAs(t, 'admin')).token;
    supplierToken = (await loginAs(t, 'supplier')).token;
    good = await createGood(t, { ownerId: await userIdOf(t, 'supplier') });
  });
  afterAll(() => t.close());

  it('refuses a socket without a session, and one opened from another site', async () => {
    const anonymous = await listen(t, null);
    expect(await anonymous.closed).toBe(LIVE_CLOSE.UNAUTHENTICATED);
    const forged = await listen(t, 'not-a-token');
    expect(await forged.closed).toBe(LIVE_CLOSE.UNAUTHENTICATED);
    // A page whose live channel is on another host names its token in the address.
    let heard: Promise<string> = Promise.resolve('');
    const named = await t.app.injectWS(
      `${LIVE_PATH}?access_token=${buyer.token}`,
      {},
      {
        onInit: (ws) => {
          heard = new Promise((resolve) => ws.once('message', (d) => resolve(String(d))));
        },
      },
    );
    expect(JSON.parse(await heard)).toEqual({ topic: 'ready', userId: String(buyer.id) });
    named.terminate();
    const foreign = await listen(t, buyer.token, { origin: 'https://evil.example' });
    expect(await foreign.closed).toBe(LIVE_CLOSE.FORBIDDEN_ORIGIN);
    expect(foreign.messages).toEqual([]);
  });

  it("tells an order's buyer, its seller and the operators, and no other buyer", async () => {
    const [mine, others, operator, seller] = await Promise.all([
      listen(t, buyer.token),
      listen(t, otherBuyer.token),
      listen(t, operatorToken),
      listen(t, supplierToken),
    ]);
    await until(() => [mine, others, operator, seller].every((l) => topics(l).includes('ready')));
    expect(mine.messages[0]).toEqual({ topic: 'ready', userId: String(buyer.id) });

    const { order } = await placeOrder(t, buyer.token, good);
    const orderEvents = (l: Listener) => l.messages.filter((m) => m.topic === 'order');
    await until(() => orderEvents(mine).length >= 2 && orderEvents(operator).length >= 2);
    await until(() => orderEvents(seller).length >= 2);
    // Submitted, then paid: each change once, with the order's id.
    expect(orderEvents(mine)).toEqual([
      { topic: 'order', id: String(order.id) },
      { topic: 'order', id: String(order.id) },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(orderEvents(others)).toEqual([]);
    for (const l of [mine, others, operator, seller]) l.socket.terminate();
  });

  it("tells the receivers of a sent notice, and a reader's other tabs", async () => {
    const [mine, operator] = await Promise.all([listen(t, buyer.token), listen(t, operatorToken)]);
    await until(() => topics(mine).includes('ready') && topics(operator).includes('ready'));
    const saved = await sendJson(t, operatorToken, '/sys/notice', {
      payload: { title: 'Live notice', content: '<p>Hello</p>', receiverType: 1, roleTypes: [1], send: 1 },
    });
    expect(saved.code, saved.msg).toBe(0);
    await until(() => topics(mine).includes('notice'));
    await new Promise((r) => setTimeout(r, 100));
    // Sent to consumers only.
    expect(topics(operator)).not.toContain('notice');
    const before = mine.messages.length;
    const read = await sendJson(t, buyer.token, '/server/message/mynotice/read', { payload: { all: 1 } });
    expect(read.code, read.msg).toBe(0);
    await until(() => mine.messages.length > before);
    expect(mine.messages.at(-1)).toEqual({ topic: 'notice' });
    mine.socket.terminate();
    operator.socket.terminate();
  });

  it('closes the socket of a session that logged out', async () => {
    const session = await loginAs(t, 'live_other');
    const l = await listen(t, session.token);
    await until(() => topics(l).includes('ready'));
    const out = await sendJson(t, session.token, '/server/user/logout', { payload: {} });
    expect(out.code, out.msg).toBe(0);
    expect(await l.closed).toBe(LIVE_CLOSE.UNAUTHENTICATED);
  }, 10_000);
});

describe('live events of transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('are published once the transaction commits, and never for one rolled back', async () => {
    const heard: LiveEvent[] = [];
    const detach = publishLiveEvents(t.db, (e) => heard.push(e));
    try {
      await t.db.transaction(async (tx) => {
        announce(tx, { topic: 'run', id: 'committed', users: [1] });
        await tx.execute(sql`select 1`);
        expect(heard.filter((e) => e.id === 'committed')).toEqual([]);
      });
      expect(heard.filter((e) => e.id === 'committed')).toHaveLength(1);
      await expect(
        t.db.transaction(async (tx) => {
          announce(tx, { topic: 'run', id: 'rolled-back', users: [1] });
          throw new Error('give up');
        }),
      ).rejects.toThrow('give up');
      expect(heard.filter((e) => e.id === 'rolled-back')).toEqual([]);
      announce(t.db, { topic: 'run', id: 'outside', users: [1] });
      expect(heard.filter((e) => e.id === 'outside')).toHaveLength(1);
    } finally {
      detach();
    }
  });
});

describe('live events across server processes on PostgreSQL', () => {
  it('an order paid through one process reaches a socket opened on another', async (ctx) => {
    if (!process.env.DATABASE_URL) return ctx.skip();
    const t = await startTestApp();
    const url = t.databaseUrl!;
    // Two more processes on the same database, each with its own pool and its own LISTEN connection.
    const [dbA, dbB] = await Promise.all([openPostgres(url), openPostgres(url)]);
    const [busA, busB] = [postgresLiveBus(url, () => {}), postgresLiveBus(url, () => {})];
    const nodeA = await buildApp({
      db: dbA.db,
      config: t.config,
      clock: t.clock,
      liveBus: busA,
      logger: false,
    });
    const nodeB = await buildApp({
      db: dbB.db,
      config: t.config,
      clock: t.clock,
      liveBus: busB,
      logger: false,
    });
    try {
      await Promise.all([nodeA.app.ready(), nodeB.app.ready()]);
      const buyer = await newAccount(t, 'live_cross');
      await setCreditLimit(t, buyer.id, 10_000_000n);
      const good = await createGood(t, { ownerId: await userIdOf(t, 'supplier') });
      const onA = await listen({ ...t, app: nodeA.app }, buyer.token);
      await until(() => topics(onA).includes('ready'), 5000);
      const { order } = await placeOrder({ ...t, app: nodeB.app }, buyer.token, good);
      await until(() => onA.messages.filter((m) => m.topic === 'order').length >= 2, 5000);
      expect(onA.messages.filter((m) => m.topic === 'order')).toEqual([
        { topic: 'order', id: String(order.id) },
        { topic: 'order', id: String(order.id) },
      ]);
      onA.socket.terminate();
    } finally {
      await nodeA.app.close();
      await nodeB.app.close();
      await Promise.all([busA.close(), busB.close()]);
      await Promise.all([dbA.close(), dbB.close()]);
      await t.close();
    }
  }, 60_000);
});

describe('live buses across processes', () => {
  const event: LiveEvent = { topic: 'order', id: '42', users: [7], roles: [0] };

  async function crosses(make: () => ReturnType<typeof processLiveBus>) {
    const a = make();
    const b = make();
    const heard: LiveEvent[] = [];
    b.subscribe((e) => heard.push(e));
    try {
      // Subscriptions are asynchronous: publish until the other side hears.
      await until(() => {
        a.publish(event);
        return heard.length > 0;
      }, 5000);
      expect(heard[0]).toEqual(event);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }

  it('a PostgreSQL bus carries events to another process on the same database', async (ctx) => {
    const url = process.env.DATABASE_URL;
    if (!url) return ctx.skip();
    await crosses(() => postgresLiveBus(url, () => {}));
  });

  it('a Redis bus carries events to another process', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    await crosses(() => redisLiveBus(url, () => {}));
  });
});
