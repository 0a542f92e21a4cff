import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, evidence } from '@datamall/contract';
import {
  type ConsumerView,
  DatasetError,
  type DatasetPolicy,
  DEFAULT_DATASET_POLICY,
  httpTransport,
  type JobSpec,
  type NodeTransport,
  PrivacyNode,
  type Row,
  releaseStatistics,
  StatisticsLayout,
  type StatisticsSpec,
} from '@datamall/privacy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenPlatform } from '../../test/gateway-fixture.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { newAccount, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import type { CreateJobInput } from './privacy-jobs.service.js';
import { privacyJobMessage } from './privacy-jobs.table.js';

const PUBLIC_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
  type: 'spki',
  format: 'pem',
}) as string;

let t: TestApp;
let platformUrl: string;
const ids: Record<'consumer' | 'supplier' | 'supplier2', number> = { consumer: 0, supplier: 0, supplier2: 0 };
const nodeOf: Record<string, { id: number; token: string }> = {};

/** Each party's tables, as its node reads them from its own storage. */
const customers: Row[] = Array.from({ length: 40 }, (_, i) => ({ phone: `1380000${1000 + i}` }));
const orders: Row[] = Array.from({ length: 60 }, (_, i) => ({
  phone: `1380000${1020 + (i % 30)}`,
  amount: 100 + i * 7.5,
  city: ['Shanghai', 'Suzhou', 'Wuxi'][i % 3]!,
}));
const repairs: Row[] = Array.from({ length: 30 }, (_, i) => ({
  phone: `1380000${990 + i}`,
  amount: 2000 - i * 11.25,
  city: ['Shanghai', 'Hangzhou'][i % 2]!,
}));
const DATASETS: Record<string, Row[]> = { customers, orders, repairs };

async function saveNode(username: string, kind: 'privacy' | 'data' = 'privacy') {
  const { token } = await loginAs(t, username);
  const res = await sendJson(t, token, '/server/nodeInfo/save', {
    payload: {
      name: `${kind} node`,
      kind,
      address: `${kind}.${username}.example.com:8443`,
      publicKey: PUBLIC_KEY,
    },
  });
  expect(res.code, JSON.stringify(res)).toBe(0);
  return { id: Number(res.data.node.id), token: res.data.token as string };
}

beforeAll(async () => {
  t = await startTestApp();
  ids.supplier2 = (await newAccount(t, 'supplier2', 3)).id;
  ids.consumer = await userIdOf(t, 'consumer');
  ids.supplier = await userIdOf(t, 'supplier');
  for (const name of ['consumer', 'supplier', 'supplier2'] as const) nodeOf[name] = await saveNode(name);
  platformUrl = await listenPlatform(t);
});
afterAll(async () => {
  await t?.close();
});

interface TestNode {
  node: PrivacyNode;
  views: Map<string, ConsumerView>;
}

/** What the suppliers' owners allow in these tests: keys revealed, groups of any size. */
const OPEN_POLICY: DatasetPolicy = { ...DEFAULT_DATASET_POLICY, revealKeys: true, minGroupSize: 1 };

function startNode(
  name: string,
  change: (transport: NodeTransport) => NodeTransport = (x) => x,
  policy: DatasetPolicy = OPEN_POLICY,
): TestNode {
  const views = new Map<string, ConsumerView>();
  const transport = change(
    httpTransport({ platformUrl, nodeId: nodeOf[name]!.id, token: nodeOf[name]!.token }),
  );
  const datasets = {
    rows: async (dataset: string) => {
      const rows = DATASETS[dataset];
      if (!rows) throw new DatasetError(`no dataset ${dataset} on this node`);
      if (dataset === 'broken') throw new Error('value "13800001234" is not a number in /secret/path.csv');
      return rows;
    },
    policy: () => policy,
  };
  return {
    node: new PrivacyNode(transport, datasets, { onConsumerView: (job, view) => views.set(job, view) }),
    views,
  };
}

/** Polls every node in turn until the job ends (the nodes' loop, without its timers). */
async function runUntilDone(jobId: number, nodes: TestNode[]) {
  for (let round = 0; round < 30; round++) {
    for (const { node } of nodes) await node.pollOnce();
    const job = await t.services.privacyJobs.job(jobId);
    if (job?.status === 'succeeded' || job?.status === 'failed') return job;
  }
  throw new Error('the job did not end in 30 rounds');
}

function job(spec: Omit<JobSpec, 'jobId'>, datasets: [string, string, string?], revealKeys = [true, false]) {
  const suppliers = (['supplier', 'supplier2'] as const).slice(0, datasets.length - 1);
  const input: CreateJobInput = {
    consumerId: ids.consumer,
    spec,
    parties: [
      {
        role: 'consumer',
        ownerId: ids.consumer,
        nodeId: nodeOf.consumer!.id,
        dataset: datasets[0],
        revealKeys: false,
      },
      ...suppliers.map((name, i) => ({
        role: 'supplier' as const,
        ownerId: ids[name],
        nodeId: nodeOf[name]!.id,
        dataset: datasets[i + 1]!,
        revealKeys: revealKeys[i] ?? false,
      })),
    ],
  };
  return t.services.privacyJobs.createJob(input);
}

const psi: Omit<JobSpec, 'jobId'> = { kind: 'psi', curve: 'P-256', joinColumn: 'phone', statistics: null };
const mean: StatisticsSpec = {
  valueColumn: 'amount',
  groupColumn: 'city',
  categories: ['Shanghai', 'Suzhou'],
  lower: 0,
  upper: 3000,
  bins: 3,
  decimals: 2,
  epsilon: null,
  minGroupSize: 1,
};

const phones = (rows: Row[]) => new Set(rows.map((r) => String(r.phone)));
const plainStatistics = (rows: Row[]) => {
  const layout = new StatisticsLayout(mean);
  const { vector, counted } = layout.encode(rows);
  return releaseStatistics(mean, layout.readTotals(vector, counted));
};

describe('a privacy job run by three nodes through the platform', () => {
  it('private set intersection: sizes for the consumer, keys only from the supplier that reveals them', async () => {
    const row = await job(psi, ['customers', 'orders', 'repairs']);
    const nodes = [startNode('consumer'), startNode('supplier'), startNode('supplier2')];
    const done = await runUntilDone(row.id, nodes);
    const mine = phones(customers);
    const expected = (rows: Row[]) => [...phones(rows)].filter((p) => mine.has(p)).sort();
    expect(done.status).toBe('succeeded');
    expect(done.outcome).toEqual({
      intersections: [
        { party: 'supplier-1', size: expected(orders).length },
        { party: 'supplier-2', size: expected(repairs).length },
      ],
      statistics: null,
    });
    expect(done.resultHash).toBe(
      createHash('sha256').update(evidence.canonicalJson(done.outcome)).digest('hex'),
    );
    const view = nodes[0]!.views.get(row.uid)!;
    expect(view.keys['supplier-1']?.sort()).toEqual(expected(orders));
    expect(view.keys['supplier-2']).toBeUndefined();

    const messages = await t.db.select().from(privacyJobMessage).where(eq(privacyJobMessage.jobId, row.id));
    expect(new Set(messages.map((m) => m.kind))).toEqual(
      new Set(['hello', 'directory', 'query', 'answer', 'report']),
    );
    for (const message of messages) {
      for (const phone of [...mine, ...phones(orders), ...phones(repairs)])
        expect(message.body).not.toContain(phone);
    }
  });

  it('federated statistics over the intersection equal the plain figures of the matching rows of both suppliers', async () => {
    const row = await job({ kind: 'statistics', curve: 'SM2', joinColumn: 'phone', statistics: mean }, [
      'customers',
      'orders',
      'repairs',
    ]);
    const done = await runUntilDone(row.id, [
      startNode('consumer'),
      startNode('supplier'),
      startNode('supplier2'),
    ]);
    const mine = phones(customers);
    const used = [...orders, ...repairs].filter((r) => mine.has(String(r.phone)));
    expect(done.status, done.failureDetail).toBe('succeeded');
    expect((done.outcome as { statistics: unknown }).statistics).toEqual(plainStatistics(used));
  });

  it('federated statistics over whole tables, with noise when an epsilon is set', async () => {
    const exact = await job({ kind: 'statistics', curve: 'P-256', joinColumn: null, statistics: mean }, [
      'customers',
      'orders',
      'repairs',
    ]);
    const nodes = () => [startNode('consumer'), startNode('supplier'), startNode('supplier2')];
    const done = await runUntilDone(exact.id, nodes());
    expect((done.outcome as { statistics: unknown }).statistics).toEqual(
      plainStatistics([...orders, ...repairs]),
    );

    const noisy = await job(
      { kind: 'statistics', curve: 'P-256', joinColumn: null, statistics: { ...mean, epsilon: 0.5 } },
      ['customers', 'orders', 'repairs'],
    );
    const released = (await runUntilDone(noisy.id, nodes())).outcome as { statistics: { epsilon: number } };
    expect(released.statistics.epsilon).toBe(0.5);
  });
});

describe('what fails a job, and how it says so', () => {
  it('a node that never takes the job: it waits, then fails as node-offline naming the party', async () => {
    const row = await job(psi, ['customers', 'orders', 'repairs']);
    const nodes = [startNode('consumer'), startNode('supplier')];
    for (const { node } of nodes) await node.pollOnce();
    expect((await t.services.privacyJobs.job(row.id))?.status).toBe('waiting');
    t.clock.advance(16 * 60 * 1000);
    await nodes[0]!.node.pollOnce();
    const failed = await t.services.privacyJobs.job(row.id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'node-offline', outcome: null });
    expect(failed?.failureDetail).toBe(`supplier-2 (node ${nodeOf.supplier2!.id})`);
  });

  it('a supplier whose data cannot be read fails the job with its node’s reason', async () => {
    const row = await job(psi, ['customers', 'missing-table']);
    const done = await runUntilDone(row.id, [startNode('consumer'), startNode('supplier')]);
    expect(done).toMatchObject({ status: 'failed', failure: 'node-reported', outcome: null });
    expect(done.failureDetail).toBe('supplier-1: no dataset missing-table on this node');
  });

  it('a node’s other errors reach the platform without their text, which may quote data or paths', async () => {
    DATASETS.broken = [];
    const row = await job(psi, ['customers', 'broken']);
    const done = await runUntilDone(row.id, [startNode('consumer'), startNode('supplier')]);
    expect(done).toMatchObject({ status: 'failed', failure: 'node-reported' });
    expect(done.failureDetail).toBe('supplier-1: the node failed; the details are in its log');
  });

  it('a supplier’s node refuses a job its dataset’s policy does not allow, before taking part', async () => {
    const row = await job(
      { kind: 'statistics', curve: 'P-256', joinColumn: null, statistics: mean },
      ['customers', 'orders'],
      [false],
    );
    const strict = { ...DEFAULT_DATASET_POLICY, requireNoise: true };
    const done = await runUntilDone(row.id, [
      startNode('consumer'),
      startNode('supplier', undefined, strict),
    ]);
    expect(done).toMatchObject({ status: 'failed', failure: 'invalid-spec', outcome: null });
    expect(done.failureDetail).toBe(
      "supplier-1: the supplier's node refuses the job: groups must have at least 5 rows",
    );
    const hidden = await job(psi, ['customers', 'orders'], [true]);
    const refused = await runUntilDone(hidden.id, [
      startNode('consumer'),
      startNode('supplier', undefined, DEFAULT_DATASET_POLICY),
    ]);
    expect(refused.failureDetail).toBe(
      "supplier-1: the supplier's node refuses the job: its keys may not be revealed",
    );
  });

  it('a corrupted share fails the job as inconsistent, releasing nothing', async () => {
    const row = await job({ kind: 'statistics', curve: 'P-256', joinColumn: null, statistics: mean }, [
      'customers',
      'orders',
      'repairs',
    ]);
    const corrupting = (transport: NodeTransport): NodeTransport => ({
      ...transport,
      send: (jobId, party, messages) =>
        transport.send(
          jobId,
          party,
          messages.map((m) => {
            if (m.kind !== 'contribution') return m;
            const body = JSON.parse(m.body);
            const bytes = Buffer.from(body.masked, 'base64');
            bytes[15] = bytes[15]! ^ 0x40;
            return { ...m, body: JSON.stringify({ ...body, masked: bytes.toString('base64') }) };
          }),
        ),
    });
    const done = await runUntilDone(row.id, [
      startNode('consumer'),
      startNode('supplier', corrupting),
      startNode('supplier2'),
    ]);
    expect(done).toMatchObject({
      status: 'failed',
      failure: 'inconsistent-shares',
      outcome: null,
      resultHash: null,
    });
  });

  it('refuses a message to no party, in another party’s name, or of a kind its role may not send', async () => {
    const row = await job(psi, ['customers', 'orders', 'repairs']);
    const supplier = httpTransport({
      platformUrl,
      nodeId: nodeOf.supplier!.id,
      token: nodeOf.supplier!.token,
    });
    await expect(
      supplier.send(row.uid, 'consumer', [{ to: 'coordinator', kind: 'hello', body: '{}' }]),
    ).rejects.toThrow(String(ErrorCode.PRIVACY_JOB_NOT_ON_NODE));
    await expect(
      supplier.send(row.uid, 'supplier-1', [{ to: 'supplier-9', kind: 'query', body: '{}' }]),
    ).rejects.toThrow(String(ErrorCode.PRIVACY_MESSAGE_REFUSED));
    for (const message of [
      { to: 'supplier-2', kind: 'query' as const, body: '{}' },
      { to: 'consumer', kind: 'query' as const, body: '{}' },
      { to: 'coordinator', kind: 'report' as const, body: '{}' },
    ]) {
      await expect(supplier.send(row.uid, 'supplier-1', [message])).rejects.toThrow(
        String(ErrorCode.PRIVACY_MESSAGE_REFUSED),
      );
    }
    expect((await t.services.privacyJobs.job(row.id))?.status).toBe('waiting');
    await supplier.send(row.uid, 'supplier-1', [
      { to: 'coordinator', kind: 'hello', body: '{"party":"consumer"}' },
    ]);
    const failed = await t.services.privacyJobs.job(row.id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'malformed-message' });
    await expect(
      supplier.send(row.uid, 'supplier-1', [{ to: 'consumer', kind: 'answer', body: '{}' }]),
    ).rejects.toThrow(String(ErrorCode.PRIVACY_JOB_ENDED));
  });

  it('a node without the right token reads nothing, and other nodes do not see the job', async () => {
    const row = await job(psi, ['customers', 'orders']);
    const forged = httpTransport({
      platformUrl,
      nodeId: nodeOf.supplier!.id,
      token: nodeOf.supplier2!.token,
    });
    await expect(forged.inbox({})).rejects.toThrow(String(ErrorCode.NODE_TOKEN_INVALID));
    const bystander = httpTransport({
      platformUrl,
      nodeId: nodeOf.supplier2!.id,
      token: nodeOf.supplier2!.token,
    });
    const { tasks } = await bystander.inbox({});
    expect(tasks.map((task) => task.jobId)).not.toContain(row.uid);
    await expect(
      bystander.send(row.uid, 'supplier-1', [{ to: 'coordinator', kind: 'hello', body: '{}' }]),
    ).rejects.toThrow(String(ErrorCode.PRIVACY_JOB_NOT_ON_NODE));
  });

  it('refuses a job on a data node, or one that cannot be computed safely', async () => {
    const dataNode = await saveNode('supplier2', 'data');
    await expect(
      t.services.privacyJobs.createJob({
        consumerId: ids.consumer,
        spec: psi,
        parties: [
          {
            role: 'consumer',
            ownerId: ids.consumer,
            nodeId: nodeOf.consumer!.id,
            dataset: 'c',
            revealKeys: false,
          },
          { role: 'supplier', ownerId: ids.supplier2, nodeId: dataNode.id, dataset: 'o', revealKeys: false },
        ],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.PRIVACY_NODE_UNUSABLE });
    await expect(job({ ...psi, joinColumn: null }, ['customers', 'orders'])).rejects.toMatchObject({
      code: ErrorCode.PRIVACY_SPEC_INVALID,
      params: { reason: 'a private set intersection needs a join column' },
    });
  });
});

describe('the node program (npm run node)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-node-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function csv(name: string, rows: Row[]) {
    const columns = Object.keys(rows[0]!);
    const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => String(r[c])).join(','))];
    fs.writeFileSync(path.join(dir, `${name}.csv`), `\uFEFF${lines.join('\n')}\n`);
  }

  function launch(name: string, dataset: string) {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const args = ['--import', 'tsx', path.join(root, 'packages/privacy/src/node/main.ts')];
    args.push(
      '--platform',
      platformUrl,
      '--node-id',
      String(nodeOf[name]!.id),
      '--token',
      nodeOf[name]!.token,
    );
    if (name === 'consumer') args.push('--dataset', `${dataset}=${path.join(dir, `${dataset}.csv`)}`);
    else {
      const config = path.join(dir, `${name}.json`);
      const datasets = { [dataset]: { csv: `${dataset}.csv`, revealKeys: true } };
      fs.writeFileSync(config, JSON.stringify({ datasets }));
      args.push('--config', config);
    }
    args.push('--output', path.join(dir, `${name}-out`));
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  }

  it('two node processes run a job from their CSV files; the consumer’s node keeps the revealed keys', async () => {
    csv('customers', customers);
    csv('orders', orders);
    const row = await job(psi, ['customers', 'orders']);
    launch('consumer', 'customers');
    launch('supplier', 'orders');
    let done = await t.services.privacyJobs.job(row.id);
    for (let i = 0; i < 150 && done?.status !== 'succeeded' && done?.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = await t.services.privacyJobs.job(row.id);
    }
    expect(done?.status, done?.failureDetail).toBe('succeeded');
    const mine = phones(customers);
    const expected = [...phones(orders)].filter((p) => mine.has(p)).sort();
    expect(done?.outcome).toMatchObject({ intersections: [{ party: 'supplier-1', size: expected.length }] });
    const file = path.join(dir, 'consumer-out', `${row.uid}.json`);
    for (let i = 0; i < 50 && !fs.existsSync(file); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).keys['supplier-1'].sort()).toEqual(expected);
  }, 60_000);
});
