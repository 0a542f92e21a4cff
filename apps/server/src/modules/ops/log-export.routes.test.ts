import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  await loginAs(t, 'consumer');
});
afterAll(() => t.close());

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /sys/log/login/export', () => {
  it('streams the filtered login log as .xlsx, newest first, headers in the caller language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sys/log/login/export?username=consumer&status=1',
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Time (China)', 'Username', 'Operation', 'Status', 'IP address', 'User agent']);
    expect(rows.length).toBe(2);
    expect(rows[1]?.[1]).toBe('consumer');
  });

  it('refuses other roles with 403 and bad filters with 400', async () => {
    const { token } = await loginAs(t, 'consumer');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/sys/log/login/export',
      headers: bearer(token),
    });
    expect(refused.json().code).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/sys/log/login/export?status=7',
      headers: bearer(admin),
    });
    expect(bad.json().code).toBe(400);
  });
});

describe('GET /sys/log/operation/export', () => {
  it('streams the filtered operation log as .xlsx', async () => {
    await t.app.inject({ method: 'PUT', url: '/sys/user/password', headers: bearer(admin), payload: {} });
    const all = await t.app.inject({
      method: 'GET',
      url: '/sys/log/operation/export?username=admin',
      headers: { ...bearer(admin), 'accept-language': 'zh-CN' },
    });
    const rows = await sheetRows(all.rawPayload);
    expect(rows[0]?.[0]).toBe('时间（北京时间）');
    expect(rows.slice(1).every((r) => r[1] === 'admin')).toBe(true);
    const none = await t.app.inject({
      method: 'GET',
      url: '/sys/log/operation/export?username=nobody-at-all',
      headers: bearer(admin),
    });
    expect((await sheetRows(none.rawPayload)).length).toBe(1);
    const { token } = await loginAs(t, 'developer');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/sys/log/operation/export',
      headers: bearer(token),
    });
    expect(refused.json().code).toBe(403);
  });
});
