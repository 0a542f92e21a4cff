import { Readable } from 'node:stream';
import { ErrorCode, settings } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { goodsItem } from '../goods/goods.table.js';
import { SettingsService } from './settings.service.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
let developer: string;
const { submit, buy, setLimit, call } = kit(() => t);

type Param = settings.Param;

const page = (token: string, query = '') =>
  sendJson(t, token, `/sys/params/page?page=1&limit=100${query}`, { method: 'GET' });
const add = (token: string, payload: unknown, language = 'en-US') =>
  sendJson(t, token, '/sys/params', { payload, language });
const update = (token: string, payload: unknown, language = 'en-US') =>
  sendJson(t, token, '/sys/params', { method: 'PUT', payload, language });
const remove = (token: string, ids: unknown) =>
  sendJson(t, token, '/sys/params', { method: 'DELETE', payload: ids });

async function tunableRow(code: settings.TunableCode): Promise<Param> {
  const res = await page(admin, `&paramCode=${code}`);
  return (res.data.list as Param[]).find((p) => p.paramCode === code)!;
}

async function setTunable(code: settings.TunableCode, value: string) {
  const row = await tunableRow(code);
  const res = await update(admin, { ...row, id: row.id, paramValue: value });
  expect(res.code, res.msg).toBe(0);
  return res.data as Param;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('parameters', () => {
  it('seeds every tunable with its default, built in, first in the list', async () => {
    const res = await page(admin);
    expect(res.code, res.msg).toBe(0);
    const list = res.data.list as Param[];
    for (const code of settings.TUNABLE_CODES) {
      const row = list.find((p) => p.paramCode === code);
      expect(row, code).toMatchObject({
        builtIn: true,
        valueType: 'integer',
        paramValue: String(settings.TUNABLES[code].defaultValue),
        defaultValue: String(settings.TUNABLES[code].defaultValue),
      });
    }
    expect(list.slice(0, settings.TUNABLE_CODES.length).every((p) => p.builtIn)).toBe(true);
    expect((await tunableRow('ORDER_PAY_TIMEOUT_MINUTES')).paramValue).toBe('30');
  });

  it('tells every logged-in user the upload limits in force, and no anonymous caller', async () => {
    for (const token of [consumer, supplier, developer, admin]) {
      const res = await sendJson(t, token, '/sys/params/upload-limits', { method: 'GET' });
      expect(res.data).toEqual(settings.DEFAULT_UPLOAD_LIMITS);
    }
    expect((await t.app.inject({ url: '/sys/params/upload-limits' })).json().code).toBe(401);
  });

  it('refuses consumers, suppliers, developers and anonymous callers', async () => {
    for (const token of [consumer, supplier, developer]) {
      expect((await page(token)).code).toBe(ErrorCode.FORBIDDEN);
      expect((await add(token, { paramCode: 'X_TEST', paramValue: '1' })).code).toBe(ErrorCode.FORBIDDEN);
      expect((await remove(token, ['100'])).code).toBe(ErrorCode.FORBIDDEN);
      const row = await tunableRow('DOWNLOAD_LINK_SECONDS');
      expect((await update(token, { ...row, paramValue: '60' })).code).toBe(ErrorCode.FORBIDDEN);
    }
    const anonymous = await sendJson(t, null, '/sys/params/page', { method: 'GET' });
    expect(anonymous.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await tunableRow('DOWNLOAD_LINK_SECONDS')).paramValue).toBe('300');
  });

  it('adds, reads, filters, edits and deletes a parameter of the operator', async () => {
    const created = await add(admin, {
      paramCode: 'SITE_BANNER_TEXT',
      paramValue: 'Hello',
      remark: 'Shown on top',
      valueType: 'string',
      rule: '^[A-Za-z ]+$',
    });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({ paramCode: 'SITE_BANNER_TEXT', builtIn: false, defaultValue: null });
    const id = created.data.id as string;

    const one = await sendJson(t, admin, `/sys/params/${id}`, { method: 'GET' });
    expect(one.data.paramValue).toBe('Hello');
    const filtered = await page(admin, '&paramCode=banner');
    expect(filtered.data.list.map((p: Param) => p.paramCode)).toEqual(['SITE_BANNER_TEXT']);

    const bad = await update(admin, { ...one.data, paramValue: 'Hello 2' });
    expect(bad.code).toBe(ErrorCode.PARAM_PATTERN_MISMATCH);
    expect(bad.msg).toBe('The value of SITE_BANNER_TEXT does not match its rule ^[A-Za-z ]+$');
    const edited = await update(admin, { ...one.data, paramValue: 'Hello world', paramCode: 'SITE_BANNER' });
    expect(edited.code, edited.msg).toBe(0);
    expect(edited.data).toMatchObject({ paramCode: 'SITE_BANNER', paramValue: 'Hello world' });

    const taken = await add(admin, { paramCode: 'SITE_BANNER', paramValue: 'x' });
    expect(taken.code).toBe(ErrorCode.PARAM_CODE_TAKEN);
    expect(taken.msg).toBe('A parameter with the code SITE_BANNER already exists');
    expect((await add(admin, { paramCode: 'ORDER_PAY_TIMEOUT_MINUTES', paramValue: '5' })).code).toBe(
      ErrorCode.PARAM_CODE_TAKEN,
    );

    expect((await remove(admin, [id])).code).toBe(0);
    expect((await sendJson(t, admin, `/sys/params/${id}`, { method: 'GET' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await remove(admin, [id])).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('validates values by type and rule, with messages in every language, and changes nothing', async () => {
    const cases: [unknown, number][] = [
      [{ paramCode: 'A_INT', paramValue: '1.5', valueType: 'integer' }, ErrorCode.PARAM_NOT_INTEGER],
      [{ paramCode: 'A_NUM', paramValue: 'abc', valueType: 'number' }, ErrorCode.PARAM_NOT_NUMBER],
      [
        { paramCode: 'A_RANGE', paramValue: '11', valueType: 'integer', rule: '1..10' },
        ErrorCode.PARAM_OUT_OF_RANGE,
      ],
      [
        { paramCode: 'A_RULE', paramValue: '1', valueType: 'integer', rule: '10..1' },
        ErrorCode.PARAM_RULE_INVALID,
      ],
      [
        { paramCode: 'A_REGEX', paramValue: 'x', valueType: 'string', rule: '([' },
        ErrorCode.PARAM_RULE_INVALID,
      ],
      [{ paramCode: '1bad code', paramValue: 'x' }, ErrorCode.BAD_PARAMS],
      [{ paramCode: 'A_TYPE', paramValue: 'x', valueType: 'date' }, ErrorCode.BAD_PARAMS],
    ];
    for (const [payload, code] of cases) {
      const res = await add(admin, payload);
      expect(res.code, JSON.stringify(payload)).toBe(code);
    }
    const zh = await add(
      admin,
      { paramCode: 'A_RANGE', paramValue: '0', valueType: 'integer', rule: '1..10' },
      'zh-CN',
    );
    expect(zh.msg).toBe('A_RANGE 的值必须在 1 – 10 之间');
    const tw = await add(admin, { paramCode: 'A_INT', paramValue: 'x', valueType: 'integer' }, 'zh-TW');
    expect(tw.msg).toBe('A_INT 的值必須是整數');
    expect((await page(admin, '&paramCode=A_')).data.total).toBe(0);
  });

  it('refuses a rule whose matching time can explode, and a value too long for a pattern, and changes nothing', async () => {
    const evil = { paramCode: 'A_EVIL', paramValue: 'aaa', valueType: 'string', rule: '(a+)+$' };
    const refused = await add(admin, evil);
    expect(refused.code).toBe(ErrorCode.BAD_PARAMS);
    expect(refused.data).toEqual({ field: 'rule' });
    expect(refused.msg).toContain('the rule (a+)+$ could make matching very slow');
    expect((await add(admin, evil, 'zh-CN')).msg).toContain('校验规则 (a+)+$ 可能导致匹配极慢');
    expect((await add(admin, evil, 'zh-TW')).msg).toContain('校驗規則 (a+)+$ 可能導致比對極慢');

    const long = { paramCode: 'A_LONG', paramValue: 'a'.repeat(501), valueType: 'string', rule: '^a+$' };
    const tooLong = await add(admin, long);
    expect(tooLong.code).toBe(ErrorCode.BAD_PARAMS);
    expect(tooLong.data).toEqual({ field: 'paramValue' });
    expect(tooLong.msg).toContain('500');
    const uncapped = await add(admin, { ...long, rule: '' });
    expect(uncapped.code, 'no pattern, no cap').toBe(0);
    expect((await page(admin, '&paramCode=A_')).data.list.map((p: Param) => p.paramCode)).toEqual(['A_LONG']);

    const created = await add(admin, { paramCode: 'B_SAFE', paramValue: 'abc', rule: '^[a-z]{1,500}$' });
    expect(created.code, created.msg).toBe(0);
    const edited = await update(admin, { ...created.data, rule: '^(a|b+)*$' });
    expect(edited.code).toBe(ErrorCode.BAD_PARAMS);
    expect((await sendJson(t, admin, `/sys/params/${created.data.id}`, { method: 'GET' })).data.rule).toBe(
      '^[a-z]{1,500}$',
    );
    expect((await remove(admin, [created.data.id, uncapped.data.id])).code).toBe(0);
  });

  it('keeps built-in tunables: never deleted, code, type and rule fixed, value checked against its range', async () => {
    const row = await tunableRow('ORDER_PAY_TIMEOUT_MINUTES');
    const deleted = await remove(admin, [row.id]);
    expect(deleted.code).toBe(ErrorCode.PARAM_BUILT_IN);
    expect(deleted.msg).toBe(
      'ORDER_PAY_TIMEOUT_MINUTES is a built-in parameter of the platform and cannot be deleted',
    );

    const outOfRange = await update(admin, { ...row, paramValue: '0' });
    expect(outOfRange.code).toBe(ErrorCode.PARAM_OUT_OF_RANGE);
    expect(outOfRange.msg).toBe('The value of ORDER_PAY_TIMEOUT_MINUTES must be within 1 – 1440');
    expect((await update(admin, { ...row, paramValue: '12.5' })).code).toBe(ErrorCode.PARAM_NOT_INTEGER);
    expect((await update(admin, { ...row, paramValue: '', rule: '' })).code).toBe(
      ErrorCode.PARAM_NOT_INTEGER,
    );
    expect((await update(admin, { ...row, paramCode: 'RENAMED' })).code).toBe(ErrorCode.PARAM_BUILT_IN_FIXED);
    expect((await update(admin, { ...row, valueType: 'string' })).code).toBe(ErrorCode.PARAM_BUILT_IN_FIXED);
    expect((await update(admin, { ...row, rule: '1..100000' })).code).toBe(ErrorCode.PARAM_BUILT_IN_FIXED);
    expect((await tunableRow('ORDER_PAY_TIMEOUT_MINUTES')).paramValue).toBe('30');

    const remarked = await update(admin, { ...row, remark: 'Asked by finance' });
    expect(remarked.code, remarked.msg).toBe(0);
    expect(remarked.data).toMatchObject({ remark: 'Asked by finance', paramValue: '30', builtIn: true });
  });
});

describe('tunables change what the platform does', () => {
  let supplierId: number;

  beforeAll(async () => {
    supplierId = await userIdOf(t, 'supplier');
    await setLimit(await userIdOf(t, 'consumer'), 100_000_000n);
  });

  it('a changed order expiry applies to the next order', async () => {
    const good = await createGood(t, { ownerId: supplierId, agreement: AGREEMENT, price: 10_000n });
    const expiryMinutes = async () => {
      const order = (await submit(consumer, good)) as unknown as { expireDate: string };
      return (Date.parse(order.expireDate) - t.clock.now().getTime()) / 60_000;
    };
    expect(await expiryMinutes()).toBe(30);
    await setTunable('ORDER_PAY_TIMEOUT_MINUTES', '7');
    expect(await expiryMinutes()).toBe(7);
    await setTunable('ORDER_PAY_TIMEOUT_MINUTES', '30');
  });

  it('a changed download link lifetime applies to the next link', async () => {
    const seller = { userId: supplierId, username: 'supplier', roleType: 3 as const, sessionId: 0 };
    await t.services.trustedStorage.createFolder(seller, 'tun');
    await t.services.trustedStorage.upload(
      seller,
      'tun',
      'a.csv',
      Readable.from([Buffer.from('a,b\n1,2\n')]),
    );
    const pkg = await createGood(t, {
      ownerId: supplierId,
      itemType: 2,
      price: 10_000n,
      agreement: AGREEMENT,
    });
    await t.db
      .update(goodsItem)
      .set({ packageFiles: ['tun/a.csv'] })
      .where(eq(goodsItem.id, pkg.itemId));
    const order = await buy(consumer, pkg);
    const linkSeconds = async () => {
      const res = await call(consumer, '/server/delivery', { orderId: order.id });
      expect(res.code, res.msg).toBe(0);
      return (Date.parse(res.data.links[0].expiresAt) - t.clock.now().getTime()) / 1000;
    };
    expect(await linkSeconds()).toBeGreaterThan(299);
    await setTunable('DOWNLOAD_LINK_SECONDS', '60');
    const seconds = await linkSeconds();
    expect(seconds).toBeGreaterThan(59);
    expect(seconds).toBeLessThanOrEqual(60);
    await setTunable('DOWNLOAD_LINK_SECONDS', '300');
  });

  it('a changed default commission applies to goods without a rate of their own', async () => {
    const good = await createGood(t, { ownerId: supplierId, agreement: AGREEMENT });
    expect(await t.services.billing.lines.rateFor(t.db, good.itemId)).toBe(1000);
    await setTunable('DEFAULT_COMMISSION_BP', '250');
    expect(await t.services.billing.lines.rateFor(t.db, good.itemId)).toBe(250);
    const config = await sendJson(t, admin, '/server/billing/commission', { method: 'GET' });
    expect(config.data.defaultRate).toBe(250);
    await setTunable('DEFAULT_COMMISSION_BP', '1000');
  });

  it('a changed trusted-storage upload limit applies to the next upload', async () => {
    const seller = { userId: supplierId, username: 'supplier', roleType: 3 as const, sessionId: 0 };
    const twoMb = Buffer.alloc(2 * 1024 * 1024, 97);
    await t.services.trustedStorage.upload(seller, 'tun', 'big-1.txt', Readable.from([twoMb]));
    await setTunable('TRUSTED_UPLOAD_MAX_MB', '1');
    const limits = await sendJson(t, supplier, '/sys/params/upload-limits', { method: 'GET' });
    expect(limits.data).toEqual({ ...settings.DEFAULT_UPLOAD_LIMITS, trustedUploadMb: 1 });
    await expect(
      t.services.trustedStorage.upload(seller, 'tun', 'big-2.txt', Readable.from([twoMb])),
    ).rejects.toMatchObject({ code: ErrorCode.FILE_TOO_LARGE });
    await setTunable('TRUSTED_UPLOAD_MAX_MB', '500');
  });

  it('reaches another process within its cache time', async () => {
    const other = new SettingsService({ db: t.db, clock: t.clock, cacheTtlMs: 300 });
    expect(await other.tunable('DOWNLOAD_LINK_SECONDS')).toBe(300);
    await setTunable('DOWNLOAD_LINK_SECONDS', '120');
    // Still its own copy until the copy expires, then the stored value.
    expect(await other.tunable('DOWNLOAD_LINK_SECONDS')).toBe(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await other.tunable('DOWNLOAD_LINK_SECONDS')).toBe(120);
    await setTunable('DOWNLOAD_LINK_SECONDS', '300');
  });
});
