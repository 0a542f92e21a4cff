import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { goodsItem } from './goods.table.js';

// A data package's sample stored before uploads kept the `.csv` of the uploaded name sits in storage as `.txt`
// (text/plain) though it is a CSV. The supplier's and the operator's pages label it by what it is (CSV), and its
// download goes out as a CSV, read from the file when asked: the stored data is left as it is.

let t: TestApp;
let supplier: string;
let operator: string;
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

/** A data package of the supplier whose sample is `url`, as the database holds it. */
async function packageWith(url: string | null): Promise<number> {
  const { itemId } = await createGood(t, { ownerId: supplierId, itemType: 2, listed: false });
  await t.db.update(goodsItem).set({ sampleFile: url }).where(eq(goodsItem.id, itemId));
  return itemId;
}

async function sampleTypeOf(itemId: number, token = supplier) {
  const res = await t.app.inject({ url: `/server/item?itemId=${itemId}`, headers: bearer(token) });
  const body = res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data.sampleFileType as string | null;
}

beforeAll(async () => {
  t = await startTestApp();
  supplier = (await loginAs(t, 'supplier')).token;
  operator = (await loginAs(t, 'admin')).token;
  supplierId = await userIdOf(t, 'supplier');
});

afterAll(async () => {
  await t?.close();
});

describe('the format of a stored sample', () => {
  it('names a CSV kept as .txt by an older upload CSV for the supplier and the operator', async () => {
    const legacy = await upload('old.txt', Buffer.from('id,device,reading\n1,press,20.5\n2,press,21\n'));
    expect(legacy).toMatch(/\.txt$/);
    const itemId = await packageWith(legacy);
    expect(await sampleTypeOf(itemId)).toBe('CSV');
    expect(await sampleTypeOf(itemId, operator)).toBe('CSV');
  });

  it('sends such a sample as a CSV, its bytes unchanged', async () => {
    const content = 'id,name\n1,"压力机, 2号线"\n2,b\n';
    const legacy = await upload('old.txt', Buffer.from(content));
    const file = await t.app.inject({ method: 'GET', url: legacy });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(/filename="[0-9a-f-]{36}\.csv"/);
    expect(file.body).toBe(content);
  });

  it('keeps plain text TXT, and names other files by their stored format', async () => {
    const notes = await upload('notes.txt', Buffer.from('Readings of line 2.\nOne row per minute.\n'));
    expect(await sampleTypeOf(await packageWith(notes))).toBe('TXT');
    const file = await t.app.inject({ method: 'GET', url: notes });
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(/\.txt"/);

    // One column is not enough to call text a CSV.
    const lines = await upload('ids.txt', Buffer.from('id\n1\n2\n'));
    expect(await sampleTypeOf(await packageWith(lines))).toBe('TXT');

    const csv = await upload('readings.csv', Buffer.from('id,device\n1,press\n'));
    expect(await sampleTypeOf(await packageWith(csv))).toBe('CSV');
    const pdf = await upload('doc.pdf', Buffer.from('%PDF-1.4\n%test document\n'));
    expect(await sampleTypeOf(await packageWith(pdf))).toBe('PDF');
    expect(await sampleTypeOf(await packageWith('https://files.example.com/s/readings.xlsx'))).toBe('XLSX');
    expect(await sampleTypeOf(await packageWith(null))).toBeNull();
  });

  it('still answers the detail when the stored file is gone, naming it by its key', async () => {
    const gone = '/server/item/file?key=goods-sample/00000000-0000-4000-8000-000000000000.txt';
    expect(await sampleTypeOf(await packageWith(gone))).toBe('TXT');
  });
});
