import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';

let t: TestApp;
let admin: string;
let supplier: string;
let developer: string;
let supplierId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
  const info = await t.app.inject({ url: '/sys/user/info', headers: bearer(supplier) });
  supplierId = info.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

const upload = (token: string, content: Buffer, filename = 'license.png') => {
  const body = multipartFile('file', filename, content, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/server/user/uploadLicense',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const submit = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/server/user/submitEnterpriseInfo', headers: bearer(token), payload });

describe('licence upload', () => {
  it('accepts a real image and refuses other content whatever its name', async () => {
    const ok = await upload(supplier, TINY_PNG);
    expect(ok.json()).toMatchObject({ code: 0, data: { mime: 'image/png', size: TINY_PNG.length } });
    expect(ok.json().data.fileKey).toMatch(/^licenses\/[0-9a-f-]{36}\.png$/);
    const fake = await upload(supplier, Buffer.from('<html><script>alert(1)</script></html>'.repeat(3)));
    expect(fake.json().code).toBe(ErrorCode.FILE_TYPE_REFUSED);
  });

  it('refuses files over 5 MB and consumers', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(supplier, big)).json().code).toBe(ErrorCode.FILE_TOO_LARGE);
    const consumer = (await loginAs(t, 'consumer')).token;
    expect((await upload(consumer, TINY_PNG)).json().code).toBe(403);
  });
});

describe('enterprise identity', () => {
  let fileKey: string;

  it('validates the credit code checksum and the licence', async () => {
    fileKey = (await upload(supplier, TINY_PNG)).json().data.fileKey;
    const base = { companyName: '华东精密制造数据有限公司', legalPerson: '王大成', licenseFileKey: fileKey };
    const badCode = await submit(supplier, { ...base, creditCode: '91350100M000100Y44' });
    expect(badCode.json().code).toBe(ErrorCode.CREDIT_CODE_INVALID);
    const foreignFile = await submit(supplier, {
      ...base,
      creditCode: '91350100M000100Y43',
      licenseFileKey: 'x/y.png',
    });
    expect(foreignFile.json().code).toBe(400);
  });

  it('submission goes to the operator, cannot be repeated while in review, approval certifies the shop', async () => {
    const res = await submit(supplier, {
      companyName: '华东精密制造数据有限公司',
      creditCode: '91350100m000100y43',
      legalPerson: '王大成',
      licenseFileKey: fileKey,
    });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 3, creditCode: '91350100M000100Y43' } });
    const again = await submit(supplier, {
      companyName: '华东精密制造数据有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '王大成',
      licenseFileKey: fileKey,
    });
    expect(again.json().code).toBe(ErrorCode.ILLEGAL_STATE);

    const list = await t.app.inject({
      method: 'POST',
      url: '/server/user/queryEnterprisePage',
      headers: bearer(admin),
      payload: { status: 3 },
    });
    expect(list.json().data.list).toEqual([
      expect.objectContaining({ userId: supplierId, username: 'supplier' }),
    ]);

    const todo = await openTasks(t, admin, '', null);
    const task = todo.find((r) => r.businessType === 'identity-authentication')!;
    const done = await decideTask(t, admin, 'complete', task.taskId, '证照一致');
    expect(done.json().code).toBe(0);
    const shop = await t.app.inject({
      method: 'POST',
      url: '/server/user/queryShopInfo',
      headers: bearer(supplier),
    });
    expect(shop.json().data.certified).toBe(true);
    const own = await t.app.inject({
      method: 'POST',
      url: '/server/user/queryEnterpriseInfo',
      headers: bearer(supplier),
    });
    expect(own.json()).toMatchObject({ code: 0, data: { status: 1 } });
  });

  it('shows the licence to the operator and the owner only, as a download', async () => {
    const byAdmin = await t.app.inject({
      url: `/server/user/licenseImage?userId=${supplierId}&access_token=${admin}`,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('image/png');
    expect(byAdmin.headers['x-content-type-options']).toBe('nosniff');
    expect(byAdmin.headers['content-disposition']).toContain('attachment');
    expect(byAdmin.rawPayload.equals(TINY_PNG)).toBe(true);
    const byOther = await t.app.inject({
      url: `/server/user/licenseImage?userId=${supplierId}`,
      headers: bearer(developer),
    });
    expect(byOther.json().code).toBe(403);
    const otherRead = await t.app.inject({
      method: 'POST',
      url: '/server/user/queryEnterpriseInfo',
      headers: bearer(developer),
      payload: { userId: Number(supplierId) },
    });
    expect(otherRead.json().data).toBeNull();
  });
});
