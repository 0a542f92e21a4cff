import { generateKeyPairSync } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { SM2_PUBLIC_PEM } from '../../test/keys.js';
import { sendJson } from '../../test/requests.js';
import { nodeInfo } from './node.table.js';

const rsaPem = (bits = 2048) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({
    type: 'spki',
    format: 'pem',
  }) as string;

const KEY = rsaPem();

let t: TestApp;
let supplier: string;
let supplier2: string;
let consumer: string;
let developer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.services.accounts.createApproved({
    username: 'supplier2',
    password: 'Demo@12345',
    roleType: 3,
    companyName: 'Second Supplier Co',
    contactName: 'S2',
    mobile: '13900000077',
    email: '',
  });
  supplier = (await loginAs(t, 'supplier')).token;
  supplier2 = (await loginAs(t, 'supplier2')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  developer = (await loginAs(t, 'developer')).token;
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string | null, url: string, payload: object = {}, lang = 'zh-CN') =>
  sendJson(t, token, `/server/nodeInfo/${url}`, { payload, language: lang });

const beat = (query: string, headers: Record<string, string> = {}) =>
  t.app
    .inject({ method: 'POST', url: `/server/user/edgeNodeStatus?${query}`, headers })
    .then((r) => r.json());

const form = (over: object = {}) => ({
  name: 'Line node',
  kind: 'data',
  address: 'node1.example.com:8443',
  publicKey: KEY,
  description: 'Edge node of line 1',
  ...over,
});

/** Saves a node and answers {id, token}. */
async function save(token: string, over: object = {}) {
  const res = await post(token, 'save', form(over));
  expect(res.code, JSON.stringify(res)).toBe(0);
  return { id: res.data.node.id as string, token: res.data.token as string };
}

const detail = async (token: string, id: string) => (await post(token, 'queryNodeById', { id })).data;

describe('create, validate, edit, delete', () => {
  let id: string;
  let token: string;

  it('saves a node, answers its token once and keeps only the hash', async () => {
    const res = await post(supplier, 'save', form());
    expect(res.code).toBe(0);
    expect(res.data.token).toMatch(/^nt_[A-Za-z0-9_-]{43}$/);
    expect(res.data.node).toMatchObject({
      name: 'Line node',
      kind: 'data',
      address: 'node1.example.com:8443',
      status: 'offline',
      lastHeartbeatAt: null,
      keyAlgorithm: 'RSA',
      ownerName: 'supplier',
      ownerRoleType: 3,
      primaryId: null,
      secondaryCount: 0,
      isPlatform: false,
    });
    expect(res.data.node.keyFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.node).not.toHaveProperty('tokenHash');
    id = res.data.node.id;
    token = res.data.token;
    const rows = await t.db.select().from(nodeInfo);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The token appears in no other answer.
    expect(JSON.stringify(await detail(supplier, id))).not.toContain(token);
    expect(JSON.stringify(await post(supplier, 'queryPageData', {}))).not.toContain(token);
  });

  it('accepts an SM2 key and a URL address', async () => {
    const res = await post(
      supplier,
      'save',
      form({
        name: 'SM2 node',
        kind: 'privacy',
        address: 'https://psi.example.com/api',
        publicKey: SM2_PUBLIC_PEM,
      }),
    );
    expect(res.data.node).toMatchObject({ keyAlgorithm: 'SM2', kind: 'privacy' });
    expect((await post(supplier, 'delete', { ids: [res.data.node.id] })).code).toBe(0);
  });

  it('names the field of a validation error, localized', async () => {
    expect(await post(supplier, 'save', form({ name: ' ' }))).toMatchObject({
      code: 400,
      data: { field: 'name' },
    });
    const badAddress = await post(supplier, 'save', form({ address: 'not an address' }));
    expect(badAddress).toMatchObject({ code: 400, data: { field: 'address' } });
    expect(badAddress.msg).toContain('格式错误');
    for (const address of [
      'node.example.com',
      'node.example.com:0',
      'ftp://x.example.com',
      'https://u:p@x.com',
    ]) {
      expect((await post(supplier, 'save', form({ address }))).data, address).toEqual({ field: 'address' });
    }
    expect(await post(supplier, 'save', form({ kind: 'edge' }))).toMatchObject({
      code: 400,
      data: { field: 'kind' },
    });
    const noKey = await post(supplier, 'save', form({ publicKey: '' }), 'en-US');
    expect(noKey).toMatchObject({ code: 400, data: { field: 'publicKey' } });
    expect(noKey.msg).toContain('publicKey is required');
  });

  it('refuses a key the checkPublicKey rule refuses, with the reason', async () => {
    const notPem = await post(supplier, 'save', form({ publicKey: 'hello' }));
    expect(notPem).toMatchObject({ code: ErrorCode.PUBLIC_KEY_INVALID, data: { field: 'publicKey' } });
    expect(notPem.msg).toContain('PEM');
    const short = await post(supplier, 'save', form({ name: 'x', publicKey: rsaPem(1024) }), 'en-US');
    expect(short.code).toBe(ErrorCode.PUBLIC_KEY_INVALID);
    expect(short.msg).toContain('1024 bits');
  });

  it('refuses a second node of the owner with the same name or address', async () => {
    const dupName = await post(supplier, 'save', form({ address: 'other.example.com:1' }));
    expect(dupName.code).toBe(ErrorCode.NODE_NAME_TAKEN);
    expect(dupName.msg).toContain('Line node');
    const dupAddress = await post(
      supplier,
      'save',
      form({ name: 'Other', address: 'NODE1.example.com:8443' }),
    );
    expect(dupAddress.code).toBe(ErrorCode.NODE_ADDRESS_TAKEN);
    // Another owner may use the same name and address.
    expect((await post(supplier2, 'save', form())).code).toBe(0);
  });

  it('updates the owner’s node and keeps its token', async () => {
    const res = await post(supplier, 'update', form({ id, name: 'Line node A', description: 'moved' }));
    expect(res.data).toMatchObject({ name: 'Line node A', description: 'moved' });
    expect((await beat(`nodeId=${id}`, { 'x-node-token': token })).code).toBe(0);
  });

  it("hides one owner's node from another (404) and keeps developers out (403)", async () => {
    for (const other of [supplier2, consumer]) {
      expect((await post(other, 'queryNodeById', { id })).code).toBe(404);
      expect((await post(other, 'update', form({ id, name: 'Mine now' }))).code).toBe(404);
      expect((await post(other, 'delete', { ids: [id] })).code).toBe(404);
      expect((await post(other, 'resetToken', { id })).code).toBe(404);
      expect((await post(other, 'querySourcesPage', { nodeId: id })).code).toBe(404);
      expect(
        (await post(other, 'queryNodeByUserId', { userId: (await detail(supplier, id)).ownerId })).code,
      ).toBe(404);
    }
    const mine = await post(supplier2, 'queryPageData', {});
    expect(mine.data.list.map((n: { ownerName: string }) => n.ownerName)).toEqual(['supplier2']);
    expect((await post(developer, 'save', form())).code).toBe(403);
    expect((await post(developer, 'queryPageData', {})).code).toBe(403);
    expect((await post(null, 'queryPageData', {})).code).toBe(401);
    expect((await detail(supplier, id)).name).toBe('Line node A');
  });

  it('lets a consumer own nodes', async () => {
    const res = await post(consumer, 'save', form({ name: 'Consumer node', address: '10.1.2.3:9000' }));
    expect(res.data.node).toMatchObject({ ownerName: 'consumer', ownerRoleType: 1 });
    expect((await post(consumer, 'queryNodeByUserId', {})).data.map((n: { name: string }) => n.name)).toEqual(
      ['Consumer node'],
    );
  });

  it('deletes', async () => {
    expect((await post(supplier, 'delete', { ids: [id] })).code).toBe(0);
    expect((await post(supplier, 'queryNodeById', { id })).code).toBe(404);
    expect((await beat(`nodeId=${id}`, { 'x-node-token': token })).code).toBe(ErrorCode.NODE_TOKEN_INVALID);
  });
});

describe('heartbeat and online status', () => {
  let id: string;
  let token: string;

  beforeAll(async () => {
    ({ id, token } = await save(supplier, { name: 'Beating node', address: '192.168.10.5:7000' }));
  });

  const statusOf = async () => (await detail(supplier, id)).status as string;

  it('keeps heartbeats out of the operation log, unlike the node writes', async () => {
    expect((await beat(`nodeId=${id}&status=offline`, { 'x-node-token': token })).code).toBe(0);
    const count = async (operation: string) => {
      const rows = await t.db.execute(
        sql`select count(*)::int as n from operation_log where operation = ${operation}`,
      );
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    // Logs are written after the answer: a write sent after the beat must show up first.
    const before = await count('nodes.resetToken');
    expect((await post(supplier, 'resetToken', { id })).code).toBe(0);
    await vi.waitFor(async () => expect(await count('nodes.resetToken')).toBe(before + 1), { timeout: 5000 });
    expect(await count('nodes.heartbeat')).toBe(0);
    token = (await post(supplier, 'resetToken', { id })).data.token;
  });

  it('flips the node online with its token, then offline after 90 s of silence', async () => {
    expect(await statusOf()).toBe('offline');
    const res = await beat(`nodeId=${id}&version=1.4.2`, { 'x-node-token': token });
    expect(res).toMatchObject({
      code: 0,
      data: { nodeId: id, status: 'online', intervalSeconds: 30, offlineAfterSeconds: 90 },
    });
    const node = await detail(supplier, id);
    expect(node).toMatchObject({ status: 'online', version: '1.4.2' });
    expect(node.lastHeartbeatAt).toBe(t.clock.now().toISOString());
    expect(node.lastHeartbeatIp).not.toBe('');

    t.clock.advance(90_000);
    expect(await statusOf()).toBe('online');
    const online = await post(supplier, 'queryPageData', { status: 'online' });
    expect(online.data.list.map((n: { id: string }) => n.id)).toEqual([id]);
    t.clock.advance(1_000);
    expect(await statusOf()).toBe('offline');
    expect((await post(supplier, 'queryPageData', { status: 'online' })).data.total).toBe(0);
    const offline = await post(supplier, 'queryPageData', { status: 'offline' });
    expect(offline.data.list.map((n: { id: string }) => n.id)).toContain(id);

    expect((await beat(`nodeId=${id}`, { 'x-node-token': token })).data.status).toBe('online');
    expect(await statusOf()).toBe('online');
    // The version is kept when a beat does not report one.
    expect((await detail(supplier, id)).version).toBe('1.4.2');
  });

  it('goes offline at once when the node says it is shutting down', async () => {
    await beat(`nodeId=${id}`, { 'x-node-token': token });
    const res = await beat(`nodeId=${id}&status=offline`, { 'x-node-token': token });
    expect(res.data.status).toBe('offline');
    expect(await statusOf()).toBe('offline');
  });

  it('refuses a wrong token, an unknown node and a missing credential', async () => {
    const wrong = await beat(`nodeId=${id}`, { 'x-node-token': `${token.slice(0, -2)}xx` });
    expect(wrong.code).toBe(ErrorCode.NODE_TOKEN_INVALID);
    expect((await beat('nodeId=999999', { 'x-node-token': token })).code).toBe(ErrorCode.NODE_TOKEN_INVALID);
    expect((await beat(`nodeId=${id}`, { 'x-node-token': '' })).code).toBe(ErrorCode.NODE_TOKEN_INVALID);
    expect((await beat(`nodeId=${id}`)).code).toBe(401);
    expect(await beat('nodeId=abc', { 'x-node-token': token })).toMatchObject({
      code: 400,
      data: { field: 'nodeId' },
    });
    expect(await statusOf()).toBe('offline');
  });

  it("accepts the owner's session, not another user's", async () => {
    expect((await beat(`nodeId=${id}`, bearer(supplier))).data.status).toBe('online');
    expect((await beat(`nodeId=${id}`, bearer(supplier2))).code).toBe(404);
    expect((await beat(`nodeId=${id}`, bearer(admin))).code).toBe(404);
  });

  it('a reset token replaces the old one at once', async () => {
    const res = await post(supplier, 'resetToken', { id });
    expect(res.data.token).not.toBe(token);
    expect((await beat(`nodeId=${id}`, { 'x-node-token': token })).code).toBe(ErrorCode.NODE_TOKEN_INVALID);
    expect((await beat(`nodeId=${id}`, { 'x-node-token': res.data.token })).code).toBe(0);
    token = res.data.token;
  });
});

describe('operator lists', () => {
  let privacyId: string;
  let platformId: string;

  beforeAll(async () => {
    privacyId = (
      await save(supplier, { name: 'PSI node', kind: 'privacy', address: 'https://psi.example.com' })
    ).id;
    await save(consumer, { name: 'Consumer PSI', kind: 'privacy', address: 'psi.consumer.example.com:443' });
  });

  it('lists every owner’s nodes by kind, with owner names and filters', async () => {
    const data = await post(admin, 'queryPageData', { kind: 'data' });
    expect(data.data.list.every((n: { kind: string }) => n.kind === 'data')).toBe(true);
    expect(new Set(data.data.list.map((n: { ownerName: string }) => n.ownerName))).toEqual(
      new Set(['supplier', 'supplier2', 'consumer']),
    );
    const privacy = await post(admin, 'queryPageData', { kind: 'privacy' });
    expect(privacy.data.list.map((n: { name: string }) => n.name)).toEqual(['Consumer PSI', 'PSI node']);
    const byOwner = await post(admin, 'queryPageData', { kind: 'privacy', ownerName: 'supp' });
    expect(byOwner.data.list.map((n: { name: string }) => n.name)).toEqual(['PSI node']);
    expect((await post(admin, 'queryPageData', { ownerName: 'nobody-like-this' })).data.total).toBe(0);
    const paged = await post(admin, 'queryPageData', { page: 1, limit: 10 });
    expect(paged.data.total).toBeGreaterThanOrEqual(5);
    expect((await post(admin, 'queryNodeById', { id: privacyId })).data.name).toBe('PSI node');
    // Reading is not owning.
    expect((await post(admin, 'update', form({ id: privacyId, name: 'Taken over' }))).code).toBe(404);
    expect((await post(admin, 'delete', { ids: [privacyId] })).code).toBe(404);
  });

  it('keeps platform nodes on the operator’s own page and marks the platform node', async () => {
    expect(await post(supplier, 'queryPlatformNode')).toMatchObject({ code: 0, data: null });
    platformId = (await save(admin, { name: 'Platform node', address: 'https://node.platform.example.com' }))
      .id;
    const second = await save(admin, {
      name: 'Platform PSI',
      kind: 'privacy',
      address: 'psi.platform.example.com:443',
    });
    const mine = await post(admin, 'queryPageData', { mine: true });
    expect(mine.data.list.map((n: { name: string }) => n.name)).toEqual(['Platform PSI', 'Platform node']);
    expect((await post(supplier, 'setPlatformNode', { id: platformId })).code).toBe(403);
    expect((await post(admin, 'setPlatformNode', { id: privacyId })).code).toBe(404);
    expect((await post(admin, 'setPlatformNode', { id: platformId })).data.isPlatform).toBe(true);
    expect((await post(supplier, 'queryPlatformNode')).data).toMatchObject({
      id: platformId,
      ownerRoleType: 0,
    });
    await post(admin, 'setPlatformNode', { id: second.id });
    expect((await post(consumer, 'queryPlatformNode')).data.id).toBe(second.id);
    expect((await post(admin, 'queryNodeById', { id: platformId })).data.isPlatform).toBe(false);
  });

  it('lets the operator list any user’s nodes for a select', async () => {
    const ownerId = (await post(admin, 'queryNodeById', { id: privacyId })).data.ownerId;
    const list = await post(admin, 'queryNodeByUserId', { userId: ownerId, kind: 'privacy' });
    expect(list.data.map((n: { name: string }) => n.name)).toEqual(['PSI node']);
  });
});

describe('secondary nodes', () => {
  let a: string;
  let b: string;
  let c: string;
  let p: string;
  let q: string;
  let foreign: string;

  beforeAll(async () => {
    a = (await save(supplier, { name: 'A', address: 'a.example.com:1' })).id;
    b = (await save(supplier, { name: 'B', address: 'b.example.com:1' })).id;
    c = (await save(supplier, { name: 'C', address: 'c.example.com:1' })).id;
    p = (await save(supplier, { name: 'P', kind: 'privacy', address: 'p.example.com:1' })).id;
    q = (await save(supplier, { name: 'Q', kind: 'privacy', address: 'q.example.com:1' })).id;
    foreign = (await save(supplier2, { name: 'F', address: 'f.example.com:1' })).id;
  });

  it('binds nodes of the same owner and kind as secondaries', async () => {
    const res = await post(supplier, 'bindSecondary', { id: a, secondaryIds: [b, c, b] });
    expect(res.code).toBe(0);
    expect(res.data.secondaryCount).toBe(2);
    expect(
      res.data.secondaries.map((n: { name: string; primaryName: string }) => [n.name, n.primaryName]),
    ).toEqual([
      ['B', 'A'],
      ['C', 'A'],
    ]);
    // Binding again is harmless.
    expect((await post(supplier, 'bindSecondary', { id: a, secondaryIds: [b] })).data.secondaryCount).toBe(2);
  });

  it('refuses self, cycles, other kinds, other primaries and other owners', async () => {
    expect((await post(supplier, 'bindSecondary', { id: a, secondaryIds: [a] })).code).toBe(
      ErrorCode.NODE_BIND_SELF,
    );
    const cycle = await post(supplier, 'bindSecondary', { id: b, secondaryIds: [a] });
    expect(cycle.code).toBe(ErrorCode.NODE_BIND_CYCLE);
    expect(cycle.msg).toContain('A');
    const kind = await post(supplier, 'bindSecondary', { id: a, secondaryIds: [p] });
    expect(kind.code).toBe(ErrorCode.NODE_KIND_MISMATCH);
    const bound = await post(supplier, 'bindSecondary', { id: b, secondaryIds: [c] });
    expect(bound.code).toBe(ErrorCode.NODE_ALREADY_BOUND);
    expect(bound.msg).toContain('“A”');
    expect((await post(supplier, 'bindSecondary', { id: a, secondaryIds: [foreign] })).code).toBe(404);
    expect((await post(supplier2, 'bindSecondary', { id: foreign, secondaryIds: [a] })).code).toBe(404);
    expect((await post(supplier2, 'bindSecondary', { id: a, secondaryIds: [foreign] })).code).toBe(404);
    // All or none: a refused item leaves the valid ones unbound too.
    expect((await post(supplier, 'bindSecondary', { id: p, secondaryIds: [q, a] })).code).toBe(
      ErrorCode.NODE_KIND_MISMATCH,
    );
    expect((await detail(supplier, p)).secondaryCount).toBe(0);
    expect((await detail(supplier, q)).primaryId).toBeNull();
  });

  it('refuses a cycle through several levels', async () => {
    expect((await post(supplier, 'unbindSecondary', { id: a, secondaryId: c })).code).toBe(0);
    expect((await post(supplier, 'bindSecondary', { id: b, secondaryIds: [c] })).code).toBe(0);
    const deep = await post(supplier, 'bindSecondary', { id: c, secondaryIds: [a] });
    expect(deep.code).toBe(ErrorCode.NODE_BIND_CYCLE);
  });

  it('lets only one of two crossing binds win (no cycle under concurrency)', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => [
        (await save(supplier, { name: `X${i}`, address: `x${i}.example.com:1` })).id,
        (await save(supplier, { name: `Y${i}`, address: `y${i}.example.com:1` })).id,
      ]),
    );
    const results = await Promise.all(
      pairs.flatMap(([x, y]) => [
        post(supplier, 'bindSecondary', { id: x, secondaryIds: [y] }),
        post(supplier, 'bindSecondary', { id: y, secondaryIds: [x] }),
      ]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const codes = [results[2 * i]?.code, results[2 * i + 1]?.code];
      expect(codes.sort()).toEqual([0, ErrorCode.NODE_BIND_CYCLE]);
    }
    await post(supplier, 'delete', { ids: pairs.flat() });
  });

  it('refuses to change the kind of a bound node', async () => {
    const res = await post(
      supplier,
      'update',
      form({ id: c, name: 'C', kind: 'privacy', address: 'c.example.com:1' }),
    );
    expect(res.code).toBe(ErrorCode.NODE_KIND_MISMATCH);
  });

  it('unbinds only a real secondary', async () => {
    const notBound = await post(supplier, 'unbindSecondary', { id: a, secondaryId: c });
    expect(notBound.code).toBe(ErrorCode.NODE_NOT_BOUND);
    expect((await post(supplier2, 'unbindSecondary', { id: b, secondaryId: c })).code).toBe(404);
    const res = await post(supplier, 'unbindSecondary', { id: b, secondaryId: c });
    expect(res.data.secondaries).toEqual([]);
    expect((await detail(supplier, c)).primaryId).toBeNull();
  });

  it('refuses to delete a primary that keeps secondaries, but deletes it together with them', async () => {
    const refused = await post(supplier, 'delete', { ids: [a] });
    expect(refused.code).toBe(ErrorCode.NODE_HAS_SECONDARIES);
    expect(refused.msg).toContain('1');
    expect((await post(supplier, 'delete', { ids: [a, b] })).code).toBe(0);
    expect((await post(supplier, 'queryNodeById', { id: b })).code).toBe(404);
  });
});

describe('assets on a node', () => {
  it('answers an empty page until the asset module registers, then asks it (also before deletes)', async () => {
    const { id } = await save(supplier, { name: 'Hosting node', address: 'hosting.example.com:1' });
    expect((await post(supplier, 'querySourcesPage', { nodeId: id })).data).toEqual({ list: [], total: 0 });
    t.services.nodes.registerSourcesProvider({
      page: async (_db, nodeId) => ({
        list: [{ id: '7', name: `asset on ${nodeId}`, status: 1, updateDate: '2025-01-01T00:00:00.000Z' }],
        total: 1,
      }),
      count: async (_tx, nodeId) => (String(nodeId) === id ? 1 : 0),
    });
    const page = await post(supplier, 'querySourcesPage', { nodeId: id });
    expect(page.data).toEqual({
      list: [{ id: '7', name: `asset on ${id}`, status: 1, updateDate: '2025-01-01T00:00:00.000Z' }],
      total: 1,
    });
    expect((await post(admin, 'querySourcesPage', { nodeId: id })).data.total).toBe(1);
    const refused = await post(supplier, 'delete', { ids: [id] });
    expect(refused.code).toBe(ErrorCode.NODE_IN_USE);
    expect(refused.msg).toContain('Hosting node');
  });
});
