import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, placeOrder, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { type Json, sendJson } from '../../test/requests.js';
import { zipOf } from '../../test/zip.js';
import { appOrderConfig } from '../app-runs/app-runs.table.js';

const suffix = randomBytes(4).toString('hex');
const AGREEMENT = 'For internal analysis only.';

let t: TestApp;
let developer: string;
let developer2: string;
let consumer: string;
let consumer2: string;
let admin: string;

const get = (token: string | null, url: string) => sendJson(t, token, url, { method: 'GET' });

const post = (token: string, url: string, payload: unknown, key?: string) =>
  sendJson(t, token, url, { payload, idempotencyKey: key || undefined });

async function ok(res: Promise<Json>) {
  const body = await res;
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

const JOB = {
  inputs: [
    {
      name: 'sales',
      description: 'One row per sale',
      columns: [
        { name: 'region', type: 'text' },
        { name: 'amount', type: 'number' },
      ],
    },
    { name: 'regions', columns: [{ name: 'region', type: 'text' }] },
  ],
  output: {
    kind: 'table',
    columns: [
      { name: 'region', type: 'text' },
      { name: 'total', type: 'number' },
      { name: 'n', type: 'integer' },
    ],
  },
  job: {
    kind: 'sql',
    code: 'select s.region, sum(s.amount) as total, count(*) as n from sales s join regions r on r.region = s.region group by s.region',
  },
};

/** A data application of `developer`, listed unless told otherwise, with the job declared unless told otherwise. */
async function application(opts: { listed?: boolean; declared?: boolean; job?: unknown } = {}) {
  const devId = await userIdOf(t, 'developer');
  const good = await createGood(t, {
    ownerId: devId,
    itemType: 1,
    agreement: AGREEMENT,
    price: 10_000n,
    listed: opts.listed,
    name: `App ${randomBytes(3).toString('hex')}`,
  });
  if (opts.declared !== false) {
    await ok(
      post(developer, '/server/appJob/save', { itemId: good.itemId, ...((opts.job as object) ?? JOB) }),
    );
  }
  return good;
}

async function buy(token: string, good: { itemId: number; skuId: number }): Promise<string> {
  return (await placeOrder(t, token, good, { agreement: AGREEMENT })).order.id;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function uploadSample(token: string, content: Buffer, name = 'sample.xlsx'): Promise<string> {
  const form = multipartFile('file', name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/server/item/uploadOutputExcel',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  const body = res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as string;
}

beforeAll(async () => {
  t = await startTestApp();
  await createUser(t, `pdev2${suffix}`, 2);
  const c2 = await createUser(t, `pcons2${suffix}`, 1);
  developer = (await loginAs(t, 'developer')).token;
  developer2 = (await loginAs(t, `pdev2${suffix}`)).token;
  consumer = (await loginAs(t, 'consumer')).token;
  consumer2 = (await loginAs(t, `pcons2${suffix}`)).token;
  admin = (await loginAs(t, 'admin')).token;
  await setCreditLimit(t, await userIdOf(t, 'consumer'), 100_000_000n);
  await setCreditLimit(t, c2, 100_000_000n);
});

afterAll(async () => {
  await t?.close();
});

describe('dataApplicationPreview', () => {
  it('shows a listed application to anyone: tables with columns, job kind, no sample yet', async () => {
    const good = await application();
    const data = await ok(get(null, `/server/item/dataApplicationPreview?itemId=${good.itemId}`));
    expect(data).toMatchObject({ itemId: String(good.itemId), declared: true, jobKind: 'sql', sample: null });
    expect(data.tables.map((x: { tableId: string }) => x.tableId)).toEqual(['sales', 'regions', 'output']);
    expect(data.tables[0]).toMatchObject({
      direction: 'input',
      description: 'One row per sale',
      kind: 'table',
    });
    expect(data.tables[0].columns[1]).toEqual({
      name: 'amount',
      type: 'number',
      required: true,
      sqlTypes: { postgresql: ['numeric', 'double precision', 'real'], mysql: ['decimal(20,6)', 'double'] },
    });
    expect(data.tables[2]).toMatchObject({ direction: 'output', kind: 'table' });
    expect(JSON.stringify(data)).not.toContain('select');
  });

  it('hides an unlisted application from strangers (404) but not from its owner or the operator', async () => {
    const good = await application({ listed: false });
    const url = `/server/item/dataApplicationPreview?itemId=${good.itemId}`;
    for (const token of [null, consumer, developer2]) {
      expect((await get(token, url)).code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await ok(get(developer, url))).declared).toBe(true);
    expect((await ok(get(admin, url))).tables).toHaveLength(3);
  });

  it('answers declared false before the job is declared; refuses bad ids, unknown ids and other goods', async () => {
    const good = await application({ declared: false });
    const data = await ok(get(null, `/server/item/dataApplicationPreview?itemId=${good.itemId}`));
    expect(data).toMatchObject({ declared: false, jobKind: null, tables: [], sample: null });
    for (const bad of ['abc', '', '-1', '1.5']) {
      const res = await get(null, `/server/item/dataApplicationPreview?itemId=${bad}`);
      expect(res.code, bad).toBe(ErrorCode.BAD_PARAMS);
      expect(res.data).toMatchObject({ field: 'itemId' });
    }
    expect((await get(null, '/server/item/dataApplicationPreview')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await get(null, '/server/item/dataApplicationPreview?itemId=99999999')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const pkg = await createGood(t, { ownerId: await userIdOf(t, 'supplier'), itemType: 0 });
    expect((await get(null, `/server/item/dataApplicationPreview?itemId=${pkg.itemId}`)).code).toBe(
      ErrorCode.APP_RUN_NOT_APPLICATION,
    );
  });
});

describe('supportlist', () => {
  it('lists what any application may use, and narrows it for one application', async () => {
    expect(await ok(get(null, '/server/item/supportlist'))).toEqual({
      itemId: null,
      jobKind: null,
      inputs: [
        { kind: 'postgresql', sameConnection: false },
        { kind: 'mysql', sameConnection: false },
      ],
      outputs: [
        { kind: 'postgresql', sameConnection: false },
        { kind: 'mysql', sameConnection: false },
        { kind: 'csv', sameConnection: false },
      ],
    });
    const sql = await application();
    expect(await ok(get(null, `/server/item/supportlist?itemId=${sql.itemId}`))).toMatchObject({
      jobKind: 'sql',
      inputs: [
        { kind: 'postgresql', sameConnection: true },
        { kind: 'mysql', sameConnection: true },
      ],
      outputs: [{ kind: 'postgresql' }, { kind: 'mysql' }],
    });
    const js = await application({
      job: {
        ...JOB,
        output: { ...JOB.output, kind: 'csv' },
        job: { kind: 'js', code: 'return inputs.sales;' },
      },
    });
    expect(await ok(get(null, `/server/item/supportlist?itemId=${js.itemId}`))).toMatchObject({
      jobKind: 'js',
      inputs: [{ sameConnection: false }, { sameConnection: false }],
      outputs: [{ kind: 'csv', sameConnection: false }],
    });
  });

  it('refuses bad ids, hides unlisted applications and names an undeclared one', async () => {
    expect((await get(null, '/server/item/supportlist?itemId=x1')).code).toBe(ErrorCode.BAD_PARAMS);
    const hidden = await application({ listed: false });
    expect((await get(consumer, `/server/item/supportlist?itemId=${hidden.itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const undeclared = await application({ declared: false });
    expect((await get(null, `/server/item/supportlist?itemId=${undeclared.itemId}`)).code).toBe(
      ErrorCode.APP_PREVIEW_NOT_DECLARED,
    );
  });
});

describe('configData and configDataOut', () => {
  it('answers one declared input or the output with columns and CREATE TABLE text', async () => {
    const good = await application();
    const input = await ok(get(null, `/server/item/configData?itemId=${good.itemId}&tableId=sales`));
    expect(input).toMatchObject({ tableId: 'sales', direction: 'input', storage: ['postgresql', 'mysql'] });
    expect(input.columns.map((c: { name: string }) => c.name)).toEqual(['region', 'amount']);
    expect(input.ddl.postgresql).toBe('CREATE TABLE "sales" (\n  "region" text,\n  "amount" numeric\n);');
    expect(input.ddl.mysql).toContain('`amount` decimal(20,6)');

    const out = await ok(get(null, `/server/item/configDataOut?itemId=${good.itemId}`));
    expect(out).toMatchObject({ tableId: 'output', direction: 'output', kind: 'table' });
    expect(out.columns.map((c: { name: string }) => c.name)).toEqual(['region', 'total', 'n']);
    expect(out.ddl.postgresql).toContain('"n" bigint');
    expect(await ok(get(null, `/server/item/configDataOut?itemId=${good.itemId}&tableId=output`))).toEqual(
      out,
    );
  });

  it('names the available tables for an unknown one; refuses malformed and missing table ids', async () => {
    const good = await application();
    const unknown = await get(null, `/server/item/configData?itemId=${good.itemId}&tableId=nope`);
    expect(unknown.code).toBe(ErrorCode.APP_PREVIEW_TABLE_NOT_FOUND);
    expect(unknown.msg).toContain('"nope"');
    expect(unknown.data).toEqual({ field: 'tableId', tables: ['sales', 'regions'] });
    // The output is not an input, and an input is not the output.
    expect((await get(null, `/server/item/configData?itemId=${good.itemId}&tableId=output`)).code).toBe(
      ErrorCode.APP_PREVIEW_TABLE_NOT_FOUND,
    );
    expect((await get(null, `/server/item/configDataOut?itemId=${good.itemId}&tableId=sales`)).data).toEqual({
      field: 'tableId',
      tables: ['output'],
    });
    for (const url of [
      `/server/item/configData?itemId=${good.itemId}`,
      `/server/item/configData?itemId=${good.itemId}&tableId=Bad-Name`,
      `/server/item/configData?itemId=abc&tableId=sales`,
      `/server/item/configDataOut?itemId=${good.itemId}&tableId=1x`,
    ]) {
      expect((await get(null, url)).code, url).toBe(ErrorCode.BAD_PARAMS);
    }
    const hidden = await application({ listed: false });
    expect((await get(consumer, `/server/item/configDataOut?itemId=${hidden.itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await ok(get(developer, `/server/item/configDataOut?itemId=${hidden.itemId}`))).tableId).toBe(
      'output',
    );
  });
});

describe('output sample and downloadOutputTemp', () => {
  async function template(url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN' } });
    return res;
  }

  it('generates an .xlsx template parsed back by ExcelJS: names, types, then sample rows', async () => {
    const good = await application();
    const res = await template(`/server/item/downloadOutputTemp?itemId=${good.itemId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="App [0-9a-f]+-output-template\.xlsx"$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('output');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['region', 'total', 'n']);
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual([
      '文本 (text)',
      '数值 (number)',
      '整数 (integer)',
    ]);
    expect(ws.rowCount).toBe(2);

    const input = await template(`/server/item/downloadOutputTemp?itemId=${good.itemId}&tableId=sales`);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(input.rawPayload as unknown as ArrayBuffer);
    expect(wb2.worksheets[0]!.name).toBe('sales');
    expect((wb2.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['region', 'amount']);

    // The developer fills the downloaded template and attaches it: its types row is not taken for data.
    ws.addRow(['east', 15, 2]);
    ws.addRow(['west', 7.25, 1]);
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const url = await uploadSample(developer, filled);
    const sample = await ok(
      post(developer, '/server/appJob/outputSample', { itemId: good.itemId, fileUrl: url }),
    );
    expect(sample).toMatchObject({
      columns: ['region', 'total', 'n'],
      rows: [
        ['east', '15', '2'],
        ['west', '7.25', '1'],
      ],
      fileUrl: url,
    });
    expect(
      (await ok(get(null, `/server/item/dataApplicationPreview?itemId=${good.itemId}`))).sample.rows,
    ).toEqual(sample.rows);
    const again = await template(`/server/item/downloadOutputTemp?itemId=${good.itemId}`);
    const wb3 = new ExcelJS.Workbook();
    await wb3.xlsx.load(again.rawPayload as unknown as ArrayBuffer);
    expect((wb3.worksheets[0]!.getRow(3).values as unknown[]).slice(1)).toEqual(['east', '15', '2']);
    expect(wb3.worksheets[0]!.rowCount).toBe(4);
  });

  it('keeps at most 20 rows, in declared column order, from an .xlsx or a CSV', async () => {
    const good = await application();
    const rows = Array.from({ length: 30 }, (_, i) => [i, `r${i}`, i * 1.5, 'extra']);
    const url = await uploadSample(developer, await xlsx([['N', 'Region', 'total', 'note'], ...rows]));
    const sample = await ok(
      post(developer, '/server/appJob/outputSample', { itemId: good.itemId, fileUrl: url }),
    );
    expect(sample.rows).toHaveLength(20);
    expect(sample.rows[1]).toEqual(['r1', '1.5', '1']);
    const csv = await uploadSample(
      developer,
      Buffer.from('\ufeffregion,total,n\r\n"north, far",3.5,1\r\nsouth,,2\r\n'),
      'sample.csv',
    );
    const fromCsv = await ok(
      post(developer, '/server/appJob/outputSample', { itemId: good.itemId, fileUrl: csv }),
    );
    expect(fromCsv.rows).toEqual([
      ['north, far', '3.5', '1'],
      ['south', null, '2'],
    ]);
    expect(
      await ok(post(developer, '/server/appJob/outputSample', { itemId: good.itemId, fileUrl: null })),
    ).toBeNull();
    expect(
      (await ok(get(null, `/server/item/dataApplicationPreview?itemId=${good.itemId}`))).sample,
    ).toBeNull();
  });

  it('refuses a sample lacking output columns, without rows, unreadable, or of another developer', async () => {
    const good = await application();
    const save = (token: string, fileUrl: unknown) =>
      post(token, '/server/appJob/outputSample', { itemId: good.itemId, fileUrl });
    const lacking = await save(
      developer,
      await uploadSample(
        developer,
        await xlsx([
          ['region', 'total'],
          ['a', 1],
        ]),
      ),
    );
    expect(lacking.code).toBe(ErrorCode.APP_PREVIEW_SAMPLE_COLUMNS);
    expect(lacking.msg).toContain('n');
    expect(lacking.data).toEqual({ field: 'fileUrl', missing: ['n'] });
    const headerOnly = await uploadSample(developer, await xlsx([['region', 'total', 'n']]));
    expect((await save(developer, headerOnly)).code).toBe(ErrorCode.APP_PREVIEW_SAMPLE_EMPTY);
    const notXlsx = await uploadSample(
      developer,
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
      'x.zip',
    );
    expect((await save(developer, notXlsx)).code).toBe(ErrorCode.APP_PREVIEW_SAMPLE_UNREADABLE);
    // Shared strings that unpack to 100 MB from a file of ~100 KB: refused before anything parses them.
    const bomb = await uploadSample(
      developer,
      zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(100 * 1024 * 1024, 0x20) }]),
      'bomb.xlsx',
    );
    const tooLarge = await save(developer, bomb);
    expect(tooLarge.code).toBe(ErrorCode.APP_PREVIEW_SAMPLE_TOO_LARGE);
    expect(tooLarge.msg).toContain(
      'The output sample spreadsheet is too large: at most 20 MB, 64 MB unpacked',
    );
    expect(tooLarge.data).toEqual({ field: 'fileUrl', limit: 'ratio' });
    expect((await save(developer, '/etc/passwd')).code).toBe(ErrorCode.BAD_PARAMS);
    const ok2 = await uploadSample(
      developer,
      await xlsx([
        ['region', 'total', 'n'],
        ['a', 1, 1],
      ]),
    );
    expect((await save(developer2, ok2)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await save(consumer, ok2)).code).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await ok(get(null, `/server/item/dataApplicationPreview?itemId=${good.itemId}`))).sample,
    ).toBeNull();
  });

  it('answers errors as envelopes: hidden application 404, unknown table, undeclared', async () => {
    const hidden = await application({ listed: false });
    const res = await template(`/server/item/downloadOutputTemp?itemId=${hidden.itemId}`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().code).toBe(ErrorCode.NOT_FOUND);
    const good = await application();
    expect(
      (await template(`/server/item/downloadOutputTemp?itemId=${good.itemId}&tableId=zzz`)).json(),
    ).toMatchObject({
      code: ErrorCode.APP_PREVIEW_TABLE_NOT_FOUND,
      data: { tables: ['sales', 'regions', 'output'] },
    });
    const undeclared = await application({ declared: false });
    expect((await template(`/server/item/downloadOutputTemp?itemId=${undeclared.itemId}`)).json().code).toBe(
      ErrorCode.APP_PREVIEW_NOT_DECLARED,
    );
    expect((await template('/server/item/downloadOutputTemp?itemId=abc')).json().code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });
});

describe('queryConsumerData', () => {
  it("answers the caller's own configurations only, last configured first", async () => {
    const good = await application();
    const first = await buy(consumer, good);
    const second = await buy(consumer, good);
    const theirs = await buy(consumer2, good);
    const consumerId = await userIdOf(t, 'consumer');
    const c2 = await userIdOf(t, `pcons2${suffix}`);
    const now = Date.now();
    await t.db.insert(appOrderConfig).values([
      {
        orderId: Number(first),
        consumerId,
        inputs: [
          { name: 'sales', tableId: 11 },
          { name: 'regions', tableId: 12 },
        ],
        output: { kind: 'table', tableId: 13 },
        updatedAt: new Date(now - 60_000),
      },
      {
        orderId: Number(second),
        consumerId,
        inputs: [{ name: 'sales', tableId: 21 }],
        output: null,
        updatedAt: new Date(now),
      },
      {
        orderId: Number(theirs),
        consumerId: c2,
        inputs: [{ name: 'sales', tableId: 99 }],
        output: { kind: 'file', folder: 'secret', fileName: 'theirs.csv' },
      },
    ]);
    const mine = await ok(get(consumer, `/server/item/queryConsumerData?itemId=${good.itemId}`));
    expect(mine.itemId).toBe(String(good.itemId));
    expect(mine.orders.map((o: { orderId: string }) => o.orderId)).toEqual([second, first]);
    expect(mine.orders[1]).toMatchObject({
      complete: true,
      inputs: [
        { name: 'sales', tableId: '11' },
        { name: 'regions', tableId: '12' },
      ],
      output: { kind: 'table', tableId: '13' },
    });
    expect(mine.orders[0]).toMatchObject({ complete: false, output: null });
    expect(JSON.stringify(mine)).not.toContain('secret');
    expect(mine.orders.some((o: { orderId: string }) => o.orderId === theirs)).toBe(false);

    const other = await ok(get(consumer2, `/server/item/queryConsumerData?itemId=${good.itemId}`));
    expect(other.orders).toHaveLength(1);
    expect(other.orders[0]).toMatchObject({
      orderId: theirs,
      output: { kind: 'file', fileName: 'theirs.csv' },
    });
  });

  it('is for consumers; empty for a listed application never bought, 404 for a hidden one', async () => {
    const good = await application();
    expect((await ok(get(consumer, `/server/item/queryConsumerData?itemId=${good.itemId}`))).orders).toEqual(
      [],
    );
    expect((await get(developer, `/server/item/queryConsumerData?itemId=${good.itemId}`)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await get(null, `/server/item/queryConsumerData?itemId=${good.itemId}`)).code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect((await get(consumer, '/server/item/queryConsumerData?itemId=abc')).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    const hidden = await application({ listed: false });
    expect((await get(consumer, `/server/item/queryConsumerData?itemId=${hidden.itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('OpenAPI', () => {
  it('documents every preview call from the contract', async () => {
    const doc = (await t.app.inject({ url: '/api-docs/json' })).json();
    for (const path of [
      '/server/item/dataApplicationPreview',
      '/server/item/supportlist',
      '/server/item/configData',
      '/server/item/configDataOut',
      '/server/item/downloadOutputTemp',
      '/server/item/queryConsumerData',
    ]) {
      expect(doc.paths[path]?.get?.summary, path).toBeTruthy();
    }
    expect(doc.paths['/server/appJob/outputSample'].post.requestBody).toBeTruthy();
  });
});
