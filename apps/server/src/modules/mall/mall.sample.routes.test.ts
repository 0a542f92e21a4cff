import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { goodsItem } from '../goods/goods.table.js';

// The sample of a data package in the mall: its real format, a preview of its first rows, and its download.

let t: TestApp;
let supplier: string;
let supplierId: number;

async function upload(name: string, content: Buffer): Promise<string> {
  const file = multipartFile('file', name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/server/item/uploadPackageDemoFile',
    headers: { ...bearer(supplier), ...file.headers },
    payload: file.payload,
  });
  const body = res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as string;
}

/** A listed data package (unless told otherwise) whose sample is `url`. */
async function packageWith(url: string | null, listed = true): Promise<number> {
  const { itemId } = await createGood(t, { ownerId: supplierId, itemType: 2, listed });
  await t.db.update(goodsItem).set({ sampleFile: url }).where(eq(goodsItem.id, itemId));
  return itemId;
}

async function sample(itemId: number | string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/server/item/itemSample?itemId=${itemId}`,
    headers: { 'accept-language': 'en-US', ...(token ? bearer(token) : {}) },
  });
  return res.json();
}

const csvRows = (n: number) =>
  Array.from({ length: n }, (_, i) => `${i + 1},"压力机 ${i + 1}, 2号线","读数 ""正常""\n已复核",${i * 1.5}`);

beforeAll(async () => {
  t = await startTestApp();
  supplier = (await loginAs(t, 'supplier')).token;
  supplierId = await userIdOf(t, 'supplier');
});

afterAll(async () => {
  await t?.close();
});

describe('the sample of a data package', () => {
  it('keeps a CSV a CSV: stored as .csv and sent as text/csv', async () => {
    const url = await upload('readings.csv', Buffer.from('id,device\n1,press\n'));
    expect(url).toMatch(/^\/server\/item\/file\?key=goods-sample\/[0-9a-f-]{36}\.csv$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toBe('id,device\n1,press\n');
  });

  it('previews the header and the first 20 rows of a CSV to anyone, quoted fields parsed', async () => {
    const url = await upload(
      'readings.csv',
      Buffer.from(`\uFEFFid,device,note,value\r\n${csvRows(30).join('\r\n')}\r\n`),
    );
    const itemId = await packageWith(url);
    const res = await sample(itemId);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      url,
      fileType: 'CSV',
      previewKind: 'table',
      columns: ['id', 'device', 'note', 'value'],
      truncated: true,
      text: '',
    });
    expect(res.data.rows).toHaveLength(20);
    expect(res.data.rows[0]).toEqual(['1', '压力机 1, 2号线', '读数 "正常"\n已复核', '0']);
    expect(res.data.rows[19][0]).toBe('20');
    // Logged-in callers get the same.
    expect((await sample(itemId, supplier)).data).toEqual(res.data);
  });

  it('reads only the head of a large CSV, and cuts long cells', async () => {
    const long = 'x'.repeat(2000);
    const body = `id,blob\n${Array.from({ length: 5000 }, (_, i) => `${i},${long}`).join('\n')}\n`;
    const url = await upload('big.csv', Buffer.from(body));
    const res = await sample(await packageWith(url));
    expect(res.data.previewKind).toBe('table');
    expect(res.data.rows).toHaveLength(20);
    expect(res.data.rows[0][1]).toHaveLength(500);
    expect(res.data.truncated).toBe(true);
    const short = await sample(await packageWith(await upload('small.csv', Buffer.from('a,b\n1,\n'))));
    expect(short.data).toMatchObject({ columns: ['a', 'b'], rows: [['1', null]], truncated: false });
  });

  it('previews an XLSX as a table, labelled XLSX', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('data');
    ws.addRow(['line', 'output']);
    ws.addRow(['L1', 120]);
    ws.addRow(['L2', 98.5]);
    const url = await upload('output.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(url).toMatch(/\.xlsx$/);
    const res = await sample(await packageWith(url));
    expect(res.data).toMatchObject({
      fileType: 'XLSX',
      previewKind: 'table',
      columns: ['line', 'output'],
      rows: [
        ['L1', '120'],
        ['L2', '98.5'],
      ],
      truncated: false,
    });
  });

  it('tells a CSV kept as .txt by an older upload from plain text, and lists the first lines of text', async () => {
    const legacy = await upload('old.txt', Buffer.from('id,name\n1,a\n2,b\n'));
    expect(legacy).toMatch(/\.txt$/);
    expect((await sample(await packageWith(legacy))).data).toMatchObject({
      fileType: 'CSV',
      previewKind: 'table',
      columns: ['id', 'name'],
    });
    const notes = await upload(
      'notes.txt',
      Buffer.from('Readings of line 2.\nOne row per minute, in kPa.\n'),
    );
    expect((await sample(await packageWith(notes))).data).toMatchObject({
      fileType: 'TXT',
      previewKind: 'text',
      text: 'Readings of line 2.\nOne row per minute, in kPa.',
      columns: [],
      rows: [],
    });
    const json = await upload('rows.json', Buffer.from('[{"id": 1}]'));
    expect(json).toMatch(/\.json$/);
    expect((await sample(await packageWith(json))).data).toMatchObject({
      fileType: 'JSON',
      previewKind: 'text',
    });
  });

  it('offers other formats and outside addresses for download only', async () => {
    const pdf = await upload('doc.pdf', Buffer.from('%PDF-1.4\n%test document\n'));
    expect((await sample(await packageWith(pdf))).data).toMatchObject({
      url: pdf,
      fileType: 'PDF',
      previewKind: 'none',
      rows: [],
    });
    const outside = 'https://files.example.com/samples/readings.csv';
    expect((await sample(await packageWith(outside))).data).toMatchObject({
      url: outside,
      fileType: 'CSV',
      previewKind: 'none',
    });
  });

  it('answers 404 for a good that is not listed, has no sample or does not exist; 400 for a bad id', async () => {
    const url = await upload('readings.csv', Buffer.from('id\n1\n'));
    expect((await sample(await packageWith(url, false))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await sample(await packageWith(url, false), supplier)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await sample(await packageWith(null))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await sample(987654321)).code).toBe(ErrorCode.NOT_FOUND);
    const bad = await sample('abc');
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
  });
});
