import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { dropLocalFixtures, localPgAdmin } from '../../test/local-databases.js';
import { type Json, sendJson } from '../../test/requests.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';

const suffix = randomBytes(4).toString('hex');
const SCHEMA = `dm_goods_${suffix}`;

let t: TestApp;
let supplier: string;
let supplier2: string;
let developer: string;
let developer2: string;
let consumer: string;
let admin: string;
let supplierId: number;
let goodsClassId: string;
let appClassId: string;
let brandId: string;
let coverUrl: string;
/** Orders do not exist yet: a test blocker provider stands in for unfinished orders. */
const blockedItems = new Set<string>();

const call = (
  token: string | null,
  url: string,
  payload: unknown = {},
  method: 'POST' | 'GET' | 'DELETE' | 'PUT' = 'POST',
  lang = 'en-US',
) => sendJson(t, token, url, { method, payload: method === 'GET' ? undefined : payload, language: lang });

const get = (token: string | null, url: string) => call(token, url, undefined, 'GET');

async function upload(token: string, url: string, name: string, content: Buffer, folder?: string) {
  const file = multipartFile('file', name, content);
  let payload = file.payload;
  if (folder !== undefined) {
    const boundary = file.headers['content-type'].split('boundary=')[1]!;
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`,
    );
    payload = Buffer.concat([field, file.payload]);
  }
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...file.headers, 'accept-language': 'en-US' },
    payload,
  });
  return res.json() as Json;
}

/** Files kept under the goods folders of the storage. */
function storedGoodsFiles(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((d) => d.startsWith('goods-'))
    .flatMap((d) => fs.readdirSync(path.join(root, d)).map((f) => `${d}/${f}`));
}

const todo = () => openTasks(t, admin);

async function decide(
  kind: 'complete' | 'reject',
  businessType: string,
  businessKey: string,
  comment = 'ok',
) {
  const task = (await todo()).find((x) => x.businessType === businessType && x.businessKey === businessKey);
  expect(task, `${businessType} task for ${businessKey}`).toBeTruthy();
  t.clock.advance(3100);
  return (await decideTask(t, admin, kind, task!.taskId, comment)).json() as Json;
}

function itemForm(overrides: Record<string, unknown> = {}) {
  return {
    itemType: 2,
    name: 'Press telemetry 2024',
    classificationId: goodsClassId,
    tags: ['press', 'telemetry'],
    brandId,
    coverImage: coverUrl,
    images: [coverUrl],
    summary: 'One year of press telemetry',
    description:
      '<p onclick="steal()">Readings <script>alert(1)</script><b>hourly</b></p><a href="javascript:x()">x</a>',
    usageInstructions: 'Unzip and load the CSV files.',
    agreement: 'For internal analysis only.',
    ...overrides,
  };
}

const skuForm = (overrides: Record<string, unknown> = {}) => ({
  name: '100 downloads',
  billingMode: 1,
  price: '12.50',
  useCount: 100,
  negotiable: false,
  ...overrides,
});

async function createItem(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(token, '/server/item/create', itemForm(overrides));
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; productStatus: number; publishType: number; deleteStatus: number };
}

async function itemState(token: string, itemId: string) {
  const res = await get(token, `/server/item?itemId=${itemId}`);
  expect(res.code, res.msg).toBe(0);
  return [res.data.productStatus, res.data.publishType, res.data.deleteStatus] as [number, number, number];
}

/** A trusted-storage file of the supplier, for data packages. */
async function trustedFile(name: string) {
  const actor = { userId: supplierId, username: 'supplier', roleType: 3 as const, sessionId: 0 };
  await t.services.trustedStorage.upload(actor, '', name, Readable.from([Buffer.from('a,b\n1,2\n')]));
  return name;
}

/** A minimal MP4 (ftyp, media data, then moov with its movie header) of the given duration. */
function mp4(timescale: number, duration: number, mediaBytes = 100): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const header = Buffer.alloc(100);
  header.writeUInt32BE(timescale, 12);
  header.writeUInt32BE(duration, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1')),
    box('mdat', Buffer.alloc(mediaBytes)),
    box('moov', box('mvhd', header)),
  ]);
}

beforeAll(async () => {
  const admPg = await localPgAdmin();
  await admPg.query(`create schema "${SCHEMA}"`);
  await admPg.query(`create table "${SCHEMA}".machines (id int primary key, code text)`);
  await admPg.query(`create table "${SCHEMA}".readings (id int primary key, value numeric)`);
  await admPg.end();

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  await t.services.catalog.seedDefaults();
  for (const [username, roleType, mobile] of [
    ['supplier2', 3, '13900000981'],
    ['developer2', 2, '13900000982'],
  ] as const) {
    await t.services.accounts.createApproved({
      username,
      password: 'Demo@12345',
      roleType,
      companyName: `${username} Ltd`,
      contactName: username,
      mobile,
      email: `${username}@example.com`,
    });
  }
  supplier = (await loginAs(t, 'supplier')).token;
  supplier2 = (await loginAs(t, 'supplier2')).token;
  developer = (await loginAs(t, 'developer')).token;
  developer2 = (await loginAs(t, 'developer2')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  admin = (await loginAs(t, 'admin')).token;
  supplierId = (await t.services.users.page({ page: 1, limit: 10 }, { username: 'supplier' })).list.find(
    (u) => u.username === 'supplier',
  )!.id;

  const goodsClass = await t.services.catalog.create(2, {
    name: '工业数据',
    nameEn: 'Industrial data',
    sort: 10,
    icon: '',
    status: 1,
  });
  goodsClassId = String(goodsClass.id);
  const appClass = await t.services.catalog.create(2, {
    name: '应用',
    nameEn: 'Applications',
    sort: 20,
    icon: '',
    status: 1,
    itemType: 1,
  });
  appClassId = String(appClass.id);
  brandId = String(
    (await t.services.catalog.create(3, { name: '品牌A', nameEn: 'Brand A', sort: 10, icon: '', status: 1 }))
      .id,
  );
  t.services.goods.lifecycle.registerOffBlocker(async (_db, item) =>
    blockedItems.has(String(item.id))
      ? [{ kind: 'order', id: '900001', name: 'Order 900001', status: 'paid' }]
      : [],
  );
  const cover = await upload(supplier, '/server/item/uploadImgFile', 'cover.png', TINY_PNG);
  expect(cover.code, cover.msg).toBe(0);
  coverUrl = cover.data;
});

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA });
});

describe('uploads', () => {
  it('stores an image under a generated name and serves it as an attachment with nosniff', async () => {
    expect(coverUrl).toMatch(/^\/server\/item\/file\?key=goods-image\/[0-9a-f-]{36}\.png$/);
    const res = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, TINY_PNG)).toBe(0);
  });

  it('uploadApplicationImgPath answers the URL in data, in the chosen folder', async () => {
    const res = await upload(developer, '/server/item/uploadApplicationImgPath', 'a.png', TINY_PNG, 'app');
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^\/server\/item\/file\?key=goods-app\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses a renamed executable, an oversized image and path-traversal names; nothing is stored', async () => {
    const before = storedGoodsFiles();
    const exe = Buffer.concat([
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0, 0, 0]),
      randomBytes(4000),
    ]);
    const renamed = await upload(supplier, '/server/item/uploadImgFile', 'photo.png', exe);
    expect(renamed.code).toBe(ErrorCode.FILE_TYPE_REFUSED);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    const sample = await upload(supplier, '/server/item/uploadPackageDemoFile', 'sample.csv', elf);
    expect(sample.code).toBe(ErrorCode.FILE_TYPE_REFUSED);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const oversized = await upload(supplier, '/server/item/uploadImgFile', 'big.png', big);
    expect(oversized.code).toBe(ErrorCode.FILE_TOO_LARGE);
    const folder = await upload(supplier, '/server/item/uploadImgFile', 'a.png', TINY_PNG, '../../etc');
    expect(folder).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: 'Invalid parameter: folder may hold only lowercase letters, digits and hyphens, must start with a letter and be at most 30 characters long',
      data: { field: 'folder' },
    });
    const name = await upload(supplier, '/server/item/uploadImgFile', '../..', TINY_PNG);
    expect(name.code).toBe(ErrorCode.BAD_PARAMS);
    expect(name.data.field).toBe('file');
    expect(name.msg).toMatch(/^Invalid parameter: the file name may not contain a path/);
    expect(storedGoodsFiles()).toEqual(before);
    // A name with a path never names the stored file: it is kept under a generated name.
    const traversal = await upload(supplier, '/server/item/uploadImgFile', '../../../evil.png', TINY_PNG);
    expect(traversal.data).toMatch(/^\/server\/item\/file\?key=goods-image\/[0-9a-f-]{36}\.png$/);
    const everything = fs.readdirSync(t.config.dataDir, { recursive: true }) as string[];
    expect(everything.some((f) => f.includes('evil'))).toBe(false);
    const files = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }) as string[];
    expect(files.some((f) => f.includes('.upload-'))).toBe(false);
  });

  it('a form without a file is a 400 on file that says to choose one, in the caller’s language', async () => {
    const boundary = 'no-file-boundary';
    const noFile = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/server/item/uploadImgFile',
        headers: {
          ...bearer(supplier),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'accept-language': lang,
        },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nimages\r\n--${boundary}--\r\n`,
      });
    expect((await noFile('zh-CN')).json()).toEqual({
      code: ErrorCode.BAD_PARAMS,
      msg: '参数错误：请选择要上传的文件（file）',
      data: { field: 'file' },
    });
    expect((await noFile('zh-TW')).json().msg).toBe('參數錯誤：請選擇要上傳的檔案（file）');
    expect((await noFile('en-US')).json().msg).toBe('Invalid parameter: choose a file to upload (file)');
  });

  it('accepts a CSV sample and a PDF demo by content; consumers may not upload', async () => {
    const csv = await upload(
      supplier,
      '/server/item/uploadPackageDemoFile',
      'sample.csv',
      Buffer.from('id,名称\n1,压力机\n'),
    );
    expect(csv.code).toBe(0);
    expect(csv.data).toMatch(/goods-sample\/.*\.csv$/);
    const pdf = await upload(
      developer,
      '/server/item/uploadApplicationDemoFilePath',
      'demo.pdf',
      Buffer.from('%PDF-1.4\n%test document\n'),
    );
    expect(pdf.code).toBe(0);
    const denied = await upload(consumer, '/server/item/uploadImgFile', 'a.png', TINY_PNG);
    expect(denied.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('rich-text videos: MP4 under 3 MB and at most 60 s; longer or larger ones are removed again', async () => {
    const before = storedGoodsFiles();
    const long = await upload(supplier, '/server/item/uploadImgFile', 'long.mp4', mp4(1000, 61_000));
    expect(long).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: 'Invalid parameter: the video may be at most 60 seconds long (file)',
      data: { field: 'file' },
    });
    const large = await upload(
      supplier,
      '/server/item/uploadImgFile',
      'large.mp4',
      mp4(1000, 10_000, 3 * 1024 * 1024),
    );
    expect(large.code).toBe(ErrorCode.FILE_TOO_LARGE);
    expect(storedGoodsFiles()).toEqual(before);
    const ok = await upload(supplier, '/server/item/uploadImgFile', 'clip.mp4', mp4(1000, 30_000), 'video');
    expect(ok.code).toBe(0);
    expect(ok.data).toMatch(/^\/server\/item\/file\?key=goods-video\/[0-9a-f-]{36}\.mp4$/);
  });

  it('serves only goods folders and existing files', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/server/item/file?key=license/00000000-0000-0000-0000-000000000000.png',
    });
    expect(other.json().code).toBe(ErrorCode.BAD_PARAMS);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/server/item/file?key=goods-image/00000000-0000-0000-0000-000000000000.png',
    });
    expect(missing.json().code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('creating goods', () => {
  it('creates each kind by its owner role only', async () => {
    for (const itemType of [2, 3, 4]) {
      expect(
        (await call(supplier, '/server/item/create', itemForm({ itemType, name: `S${itemType}` }))).code,
      ).toBe(0);
      expect(
        (await call(developer, '/server/item/create', itemForm({ itemType, name: `D${itemType}` }))).code,
      ).toBe(ErrorCode.FORBIDDEN);
    }
    for (const itemType of [1, 5]) {
      expect(
        (await call(developer, '/server/item/create', itemForm({ itemType, name: `D${itemType}` }))).code,
      ).toBe(0);
      expect(
        (await call(supplier, '/server/item/create', itemForm({ itemType, name: `S${itemType}` }))).code,
      ).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await call(consumer, '/server/item/create', itemForm())).code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(admin, '/server/item/create', itemForm())).code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(null, '/server/item/create', itemForm())).code).toBe(ErrorCode.UNAUTHORIZED);
    const own = await call(supplier, '/server/item/list', { page: 1, limit: 10 });
    expect(own.data.list.map((i: { name: string }) => i.name).sort()).toEqual(['S2', 'S3', 'S4']);
  });

  it('sanitises the description and answers a draft, never listed', async () => {
    const item = await call(supplier, '/server/item/create', itemForm({ name: 'Sanitised' }));
    expect(item.code).toBe(0);
    expect(item.data).toMatchObject({
      productStatus: 0,
      publishType: 0,
      deleteStatus: 0,
      actions: ['enable'],
    });
    expect(item.data.description).toBe('<p>Readings <b>hourly</b></p><a rel="noopener noreferrer">x</a>');
    expect(item.data.classificationName).toBe('工业数据');
    expect(item.data.brandName).toBe('品牌A');
  });

  it('validates the form: 400 naming the field, classification of the goods tree fitting the kind, unique names', async () => {
    const missing = await call(supplier, '/server/item/create', itemForm({ name: '' }));
    expect(missing.code).toBe(400);
    expect(missing.data.field).toBe('name');
    const cover = await call(
      supplier,
      '/server/item/create',
      itemForm({ coverImage: 'javascript:alert(1)' }),
    );
    expect(cover.code).toBe(400);
    expect(cover.data.field).toBe('coverImage');
    const unknownFile = await call(
      supplier,
      '/server/item/create',
      itemForm({
        name: 'X',
        coverImage: '/server/item/file?key=goods-image/00000000-0000-0000-0000-000000000000.png',
      }),
    );
    expect(unknownFile.data.field).toBe('coverImage');
    const sourceTree = (await t.services.catalog.tree(1))[0]!.id;
    const wrongTree = await call(supplier, '/server/item/create', itemForm({ classificationId: sourceTree }));
    expect(wrongTree.code).toBe(ErrorCode.GOODS_CLASSIFICATION_INVALID);
    const appOnly = await call(supplier, '/server/item/create', itemForm({ classificationId: appClassId }));
    expect(appOnly.code).toBe(ErrorCode.GOODS_CLASSIFICATION_INVALID);
    const brand = await call(supplier, '/server/item/create', itemForm({ name: 'B', brandId: goodsClassId }));
    expect(brand.code).toBe(ErrorCode.GOODS_BRAND_INVALID);
    const taken = await call(supplier, '/server/item/create', itemForm({ name: 'S2' }));
    expect(taken.code).toBe(ErrorCode.GOODS_NAME_TAKEN);
    // Another owner may use the same name.
    expect((await call(supplier2, '/server/item/create', itemForm({ name: 'S2' }))).code).toBe(0);
    const app = await call(
      developer,
      '/server/item/create',
      itemForm({ itemType: 1, name: 'App', classificationId: appClassId, appUrl: 'ftp://x' }),
    );
    expect(app.data.field).toBe('appUrl');
  });

  it('a data package refers to files of the owner’s trusted storage', async () => {
    const bad = await call(
      supplier,
      '/server/item/create',
      itemForm({ name: 'Pkg', packageFiles: ['nope.csv'] }),
    );
    expect(bad.code).toBe(ErrorCode.GOODS_PACKAGE_FILE_INVALID);
    await trustedFile('press.csv');
    const ok = await call(
      supplier,
      '/server/item/create',
      itemForm({ name: 'Pkg', packageFiles: ['press.csv'] }),
    );
    expect(ok.code).toBe(0);
    expect(ok.data.packageFiles).toEqual(['press.csv']);
    // The same path is not in supplier2's storage.
    const other = await call(
      supplier2,
      '/server/item/create',
      itemForm({ name: 'Pkg', packageFiles: ['press.csv'] }),
    );
    expect(other.code).toBe(ErrorCode.GOODS_PACKAGE_FILE_INVALID);
  });
});

describe('ownership', () => {
  it('another owner cannot read or change my good: 404, as a missing one; the operator reads it', async () => {
    const mine = await createItem(supplier, { name: 'Private' });
    const sku = await call(supplier, '/server/itemSku/create', { ...skuForm(), itemId: mine.id });
    const attempts: [string, string, unknown, 'POST' | 'GET' | 'DELETE' | 'PUT'][] = [
      ['get', `/server/item?itemId=${mine.id}`, undefined, 'GET'],
      ['update', '/server/item/update', { ...itemForm({ name: 'Hijack' }), itemId: mine.id }, 'POST'],
      ['delete', `/server/item?itemId=${mine.id}`, undefined, 'DELETE'],
      ['status', '/server/item/statusChange', { itemId: mine.id, action: 'enable' }, 'POST'],
      ['checkOff', '/server/item/checkItemOff', { itemId: mine.id }, 'POST'],
      ['flows', `/server/item/queryItemAuditFlows?itemId=${mine.id}`, undefined, 'GET'],
      ['skuCreate', '/server/itemSku/create', { ...skuForm(), itemId: mine.id }, 'POST'],
      ['skuUpdate', '/server/itemSku/update', { ...skuForm(), id: sku.data.id }, 'PUT'],
      ['skuGet', `/server/itemSku/get?id=${sku.data.id}`, undefined, 'GET'],
      ['skuDelete', `/server/itemSku/delete/${sku.data.id}`, undefined, 'DELETE'],
      ['price', '/server/item/updatePrice', { skuId: sku.data.id, price: '1' }, 'POST'],
    ];
    for (const [label, url, payload, method] of attempts) {
      const res = await call(supplier2, url, payload, method);
      expect(res.code, label).toBe(ErrorCode.NOT_FOUND);
      const missing = await call(
        supplier2,
        url.replace(mine.id, '999999').replace(sku.data.id, '999998'),
        JSON.parse(
          JSON.stringify(payload ?? {})
            .replaceAll(`"${mine.id}"`, '"999999"')
            .replaceAll(`"${sku.data.id}"`, '"999998"'),
        ),
        method,
      );
      expect(missing.code, `${label} missing`).toBe(ErrorCode.NOT_FOUND);
    }
    expect(await itemState(supplier, mine.id)).toEqual([0, 0, 0]);
    expect((await get(supplier, `/server/item?itemId=${mine.id}`)).data.name).toBe('Private');
    const operator = await get(admin, `/server/item?itemId=${mine.id}`);
    expect(operator.data).toMatchObject({ name: 'Private', viewer: 'operator' });
    const all = await call(admin, '/server/item/list', { page: 1, limit: 100 });
    expect(all.data.list.some((i: { id: string }) => i.id === mine.id)).toBe(true);
    const others = await call(supplier2, '/server/item/list', { page: 1, limit: 100 });
    expect(others.data.list.some((i: { id: string }) => i.id === mine.id)).toBe(false);
    expect((await call(consumer, '/server/item/list', { page: 1, limit: 10 })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('black and white lists on goods', () => {
  it('the owner keeps a list on a good and picks it from their goods; another owner gets 404', async () => {
    const mine = await createItem(supplier, { name: 'Listed to a few' });
    const targets = await call(supplier, '/server/blackWhiteList/targets', {
      targetType: 'goods',
      page: 1,
      limit: 50,
      name: 'Listed to',
    });
    expect(targets.data).toMatchObject({ supported: true, listable: true });
    expect(targets.data.list.map((g: { id: string }) => g.id)).toContain(mine.id);
    const body = { targetType: 'goods', targetId: mine.id, mode: 1, consumerIds: [] };
    expect((await call(supplier, '/server/blackWhiteList/save', body)).code).toBe(0);
    expect((await call(supplier2, '/server/blackWhiteList/save', body)).code).toBe(ErrorCode.NOT_FOUND);
    const theirs = await call(supplier2, '/server/blackWhiteList/targets', {
      targetType: 'goods',
      page: 1,
      limit: 50,
    });
    expect(theirs.data.list.map((g: { id: string }) => g.id)).not.toContain(mine.id);
  });
});

describe('the state machine', () => {
  let itemId: string;
  let skuA: string;
  let skuB: string;

  const change = (action: string, token = supplier) =>
    call(token, '/server/item/statusChange', { itemId, action, comment: 'please' });

  it('a draft needs an approved SKU on sale and its package files before asking to enable', async () => {
    await trustedFile('machines.csv');
    itemId = (await createItem(supplier, { name: 'Machines pack' })).id;
    expect((await change('enable')).code).toBe(ErrorCode.GOODS_NO_SKU_ON_SALE);
    const a = await call(supplier, '/server/itemSku/create', {
      ...skuForm({ name: 'Basic', price: '12.345' }),
      itemId,
    });
    expect(a.code, a.msg).toBe(0);
    expect(a.data).toMatchObject({ price: '123450', enabled: true, auditStatus: 1, useCount: 100 });
    skuA = a.data.id;
    const b = await call(supplier, '/server/itemSku/create', {
      ...skuForm({
        name: 'Yearly',
        billingMode: 2,
        periodUnit: 'year',
        periodCount: 1,
        price: '999',
        useCount: 5,
      }),
      itemId,
    });
    expect(b.data).toMatchObject({ price: '9990000', periodUnit: 'year', periodCount: 1, useCount: null });
    skuB = b.data.id;
    const noFiles = await change('enable');
    expect(noFiles).toMatchObject({
      code: 400,
      msg: 'Invalid parameter: a data package needs at least one file (packageFiles) before it can be submitted for listing',
      data: { field: 'packageFiles' },
    });
    const noFilesZh = await call(
      supplier,
      '/server/item/statusChange',
      { itemId, action: 'enable' },
      'POST',
      'zh-CN',
    );
    expect(noFilesZh.msg).toBe('参数错误：数据包至少要包含一个文件（packageFiles）后才能申请上架');
    const updated = await call(supplier, '/server/item/update', {
      ...itemForm({ name: 'Machines pack', packageFiles: ['machines.csv'] }),
      itemId,
    });
    expect(updated.code).toBe(0);
    expect(updated.data.minPrice).toBe('123450');
  });

  it('enable starts goods-enable; everything else is refused with 409 while it is open', async () => {
    const res = await change('enable');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ productStatus: 1, publishType: 0, openReview: 'goods-enable' });
    for (const action of ['enable', 'disable', 'list', 'delist']) {
      expect((await change(action)).code, action).toBe(ErrorCode.ILLEGAL_STATE);
    }
    expect((await call(supplier, `/server/item?itemId=${itemId}`, undefined, 'DELETE')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const edit = await call(supplier, '/server/item/update', { ...itemForm({ name: 'Renamed' }), itemId });
    expect(edit.code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await call(supplier, '/server/itemSku/create', { ...skuForm({ name: 'X' }), itemId })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await call(supplier, '/server/item/updatePrice', { skuId: skuA, price: '1' })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect(await itemState(supplier, itemId)).toEqual([1, 0, 0]);
    const detail = await get(supplier, `/server/item?itemId=${itemId}`);
    expect(detail.data).toMatchObject({ name: 'Machines pack', canEdit: false, actions: [] });
  });

  it('a rejected enable goes back to not enabled with the reviewer’s comment; approval lists it', async () => {
    expect((await decide('reject', 'goods-enable', itemId, 'cover too small')).code).toBe(0);
    const rejected = await get(supplier, `/server/item?itemId=${itemId}`);
    expect(rejected.data).toMatchObject({ productStatus: 0, publishType: 0, openReview: null });
    expect(rejected.data.lastReview).toMatchObject({
      processKey: 'goods-enable',
      decision: 'rejected',
      comment: 'cover too small',
    });
    expect((await change('enable')).code).toBe(0);
    const task = (await todo()).find((x) => x.businessType === 'goods-enable' && x.businessKey === itemId);
    expect(task?.objectName).toBe('Machines pack');
    expect((await decide('complete', 'goods-enable', itemId)).code).toBe(0);
    const listed = await get(supplier, `/server/item?itemId=${itemId}`);
    expect(listed.data).toMatchObject({ productStatus: 2, publishType: 1, actions: ['disable', 'delist'] });
    expect(listed.data.listedDate).not.toBeNull();
  });

  it('a listed good: enable, list, delete and edit answer 409 and change nothing', async () => {
    for (const action of ['enable', 'list'])
      expect((await change(action)).code, action).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await call(supplier, `/server/item?itemId=${itemId}`, undefined, 'DELETE')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const edit = await call(supplier, '/server/item/update', { ...itemForm({ name: 'Renamed' }), itemId });
    expect(edit.code).toBe(ErrorCode.ILLEGAL_STATE);
    expect(await itemState(supplier, itemId)).toEqual([2, 1, 0]);
    expect((await get(supplier, `/server/item?itemId=${itemId}`)).data.name).toBe('Machines pack');
  });

  it('the mall sees the approved SKUs on sale of a listed good, without pending changes', async () => {
    const pub = await get(null, `/server/itemSku/getSkuListDetail?itemId=${itemId}`);
    expect(pub.code).toBe(0);
    expect(pub.data.map((s: { name: string }) => s.name)).toEqual(['Basic', 'Yearly']);
    const draft = await createItem(supplier, { name: 'Unlisted' });
    expect((await get(null, `/server/itemSku/getSkuListDetail?itemId=${draft.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await get(consumer, `/server/itemSku/getSkuListDetail?itemId=${draft.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('checkItemOff lists what blocks taking the good off; delist and disable are refused meanwhile', async () => {
    blockedItems.add(itemId);
    const check = await call(supplier, '/server/item/checkItemOff', { itemId });
    expect(check.data).toEqual({
      itemId,
      canOff: false,
      blockers: [{ kind: 'order', id: '900001', name: 'Order 900001', status: 'paid' }],
    });
    const delist = await change('delist');
    expect(delist.code).toBe(ErrorCode.GOODS_OFF_BLOCKED);
    expect(delist.msg).toContain('1 unfinished order');
    expect(delist.data.blockers).toHaveLength(1);
    expect((await change('disable')).code).toBe(ErrorCode.GOODS_OFF_BLOCKED);
    expect(await itemState(supplier, itemId)).toEqual([2, 1, 0]);
    blockedItems.delete(itemId);
    expect((await call(supplier, '/server/item/checkItemOff', { itemId })).data.canOff).toBe(true);
  });

  it('SKU changes of an enabled good pass sku-audit; prices pass price-change', async () => {
    const added = await call(supplier, '/server/itemSku/create', {
      ...skuForm({ name: 'Trial', price: '0' }),
      itemId,
    });
    expect(added.data).toMatchObject({ auditStatus: 0, enabled: false });
    const cannotStart = await call(supplier, '/server/itemSku/startEnd', {
      id: added.data.id,
      enabled: true,
    });
    expect(cannotStart.code).toBe(ErrorCode.ILLEGAL_STATE);
    const submitted = await call(supplier, '/server/itemSku/audit', { id: added.data.id });
    expect(submitted.data).toMatchObject({ auditStatus: 3 });
    expect((await call(supplier, '/server/itemSku/audit', { id: added.data.id })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await decide('complete', 'sku-audit', added.data.id)).code).toBe(0);
    expect((await get(supplier, `/server/itemSku/get?id=${added.data.id}`)).data).toMatchObject({
      auditStatus: 1,
      enabled: true,
    });

    const changed = await call(
      supplier,
      '/server/itemSku/update',
      { ...skuForm({ name: 'Basic plus', price: '15' }), id: skuA },
      'PUT',
    );
    expect(changed.data).toMatchObject({ name: 'Basic', price: '123450', auditStatus: 0 });
    expect(changed.data.pendingChanges).toMatchObject({ name: 'Basic plus', price: '150000' });
    const pub = await get(null, `/server/itemSku/getSkuListDetail?itemId=${itemId}`);
    expect(pub.data.find((s: { id: string }) => s.id === skuA)).toMatchObject({
      name: 'Basic',
      pendingChanges: null,
    });
    expect((await call(supplier, '/server/itemSku/audit', { id: skuA })).code).toBe(0);
    expect((await decide('reject', 'sku-audit', skuA, 'too expensive')).code).toBe(0);
    expect((await get(supplier, `/server/itemSku/get?id=${skuA}`)).data).toMatchObject({
      name: 'Basic',
      auditStatus: 2,
      reviewComment: 'too expensive',
    });
    expect((await call(supplier, '/server/itemSku/audit', { id: skuA })).code).toBe(0);
    expect((await decide('complete', 'sku-audit', skuA)).code).toBe(0);
    expect((await get(supplier, `/server/itemSku/get?id=${skuA}`)).data).toMatchObject({
      name: 'Basic plus',
      price: '150000',
      auditStatus: 1,
      pendingChanges: null,
    });

    const price = await call(supplier, '/server/item/updatePrice', {
      skuId: skuB,
      price: '888.8',
      reason: 'promotion',
    });
    expect(price.data).toMatchObject({ price: '9990000', pendingPrice: '8888000' });
    expect((await call(supplier, '/server/item/updatePrice', { skuId: skuB, price: '1' })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const task = (await todo()).find((x) => x.businessType === 'price-change' && x.businessKey === skuB);
    expect(task?.objectName).toContain('¥999.00 → ¥888.80');
    expect((await decide('complete', 'price-change', skuB)).code).toBe(0);
    expect((await get(supplier, `/server/itemSku/get?id=${skuB}`)).data).toMatchObject({
      price: '8888000',
      pendingPrice: null,
    });
    const bad = await call(supplier, '/server/item/updatePrice', { skuId: skuB, price: '-1' });
    expect(bad.code).toBe(400);
    expect(bad.data.field).toBe('price');
  });

  it('a sold SKU cannot be deleted (its sale ends instead); the last SKU on sale of a listed good stays', async () => {
    expect((await call(supplier, `/server/itemSku/delete/${skuA}`, undefined, 'DELETE')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const skus = (await call(supplier, '/server/itemSku/list', { itemId, page: 1, limit: 10 })).data.list as {
      id: string;
    }[];
    expect(skus).toHaveLength(3);
    for (const sku of skus.slice(0, 2)) {
      expect((await call(supplier, '/server/itemSku/startEnd', { id: sku.id, enabled: false })).code).toBe(0);
    }
    const last = await call(supplier, '/server/itemSku/startEnd', { id: skus[2]!.id, enabled: false });
    expect(last.code).toBe(ErrorCode.GOODS_SKU_LAST_ON_SALE);
    expect((await call(supplier, '/server/itemSku/startEnd', { id: skus[0]!.id, enabled: true })).code).toBe(
      0,
    );
    const unsold = await call(supplier, '/server/itemSku/create', {
      ...skuForm({ name: 'Draft spec' }),
      itemId,
    });
    expect((await call(supplier, `/server/itemSku/delete/${unsold.data.id}`, undefined, 'DELETE')).code).toBe(
      0,
    );
    expect((await call(supplier, '/server/itemSku/delete/abc', undefined, 'DELETE')).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });

  it('delists and relists without review; the operator may delist only', async () => {
    expect((await change('delist')).data).toMatchObject({ productStatus: 2, publishType: 2 });
    expect((await change('list')).data).toMatchObject({ productStatus: 2, publishType: 1 });
    expect((await change('disable', admin)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await change('delist', admin)).data).toMatchObject({ publishType: 2 });
    expect((await change('list')).code).toBe(0);
  });

  it('disable passes goods-disable: rejection keeps it listed, approval disables and delists', async () => {
    expect((await change('disable')).data).toMatchObject({ productStatus: 3, openReview: 'goods-disable' });
    expect((await change('disable')).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await decide('reject', 'goods-disable', itemId, 'orders pending')).code).toBe(0);
    expect(await itemState(supplier, itemId)).toEqual([2, 1, 0]);
    expect((await change('disable')).code).toBe(0);
    expect((await decide('complete', 'goods-disable', itemId)).code).toBe(0);
    expect(await itemState(supplier, itemId)).toEqual([4, 2, 0]);
    expect((await get(null, `/server/itemSku/getSkuListDetail?itemId=${itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('delete with an open review is refused; delete passes goods-delete', async () => {
    expect((await change('enable')).code).toBe(0);
    const whileOpen = await call(supplier, `/server/item?itemId=${itemId}`, undefined, 'DELETE');
    expect(whileOpen.code).toBe(ErrorCode.ILLEGAL_STATE);
    expect(await itemState(supplier, itemId)).toEqual([1, 2, 0]);
    expect((await decide('reject', 'goods-enable', itemId)).code).toBe(0);
    expect(await itemState(supplier, itemId)).toEqual([4, 2, 0]);

    const asked = await call(supplier, `/server/item?itemId=${itemId}`, undefined, 'DELETE');
    expect(asked.data).toMatchObject({ deleteStatus: 1, openReview: 'goods-delete' });
    expect((await call(supplier, `/server/item?itemId=${itemId}`, undefined, 'DELETE')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await change('enable')).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await decide('reject', 'goods-delete', itemId)).code).toBe(0);
    expect(await itemState(supplier, itemId)).toEqual([4, 2, 0]);
    expect((await call(supplier, `/server/item?itemId=${itemId}`, undefined, 'DELETE')).code).toBe(0);
    expect((await decide('complete', 'goods-delete', itemId)).code).toBe(0);
    expect((await get(supplier, `/server/item?itemId=${itemId}`)).code).toBe(ErrorCode.NOT_FOUND);
    const own = await call(supplier, '/server/item/list', { page: 1, limit: 100 });
    expect(own.data.list.some((i: { id: string }) => i.id === itemId)).toBe(false);
    const deleted = await call(admin, '/server/item/list', { page: 1, limit: 100, deleteStatus: 2 });
    expect(deleted.data.list.map((i: { id: string }) => i.id)).toContain(itemId);
    // The name is free again.
    expect((await call(supplier, '/server/item/create', itemForm({ name: 'Machines pack' }))).code).toBe(0);
  });

  it('queryItemAuditFlows shows every review of the good and its SKUs, newest first', async () => {
    const flows = await get(admin, `/server/item/queryItemAuditFlows?itemId=${itemId}`);
    expect(flows.code).toBe(0);
    const keys = (flows.data as { processKey: string }[]).map((f) => f.processKey);
    expect(keys[0]).toBe('goods-delete');
    expect(keys.filter((k) => k === 'goods-enable')).toHaveLength(3);
    expect(keys).toContain('sku-audit');
    expect(keys).toContain('price-change');
    expect(flows.data[0]).toMatchObject({ state: 'completed', decision: 'approved' });
    const enable = flows.data.find((f: { processKey: string }) => f.processKey === 'goods-enable');
    expect(enable).toMatchObject({ note: 'please', objectName: 'Machines pack', skuId: null });
    const price = flows.data.find((f: { processKey: string }) => f.processKey === 'price-change');
    expect(price).toMatchObject({ note: 'promotion', skuId: skuB });
    expect((await get(supplier2, `/server/item/queryItemAuditFlows?itemId=${itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(flows.data[0].steps.length).toBeGreaterThan(0);
  });
});

describe('editing an enabled good and the developer’s calls', () => {
  it('editing an enabled, delisted good sends it back to not enabled', async () => {
    await trustedFile('edit.csv');
    const item = await createItem(supplier, { name: 'Editable', packageFiles: ['edit.csv'] });
    await call(supplier, '/server/itemSku/create', { ...skuForm(), itemId: item.id });
    await call(supplier, '/server/item/statusChange', { itemId: item.id, action: 'enable' });
    await decide('complete', 'goods-enable', item.id);
    await call(supplier, '/server/item/statusChange', { itemId: item.id, action: 'delist' });
    const sku = (await get(supplier, `/server/item?itemId=${item.id}`)).data.skus[0];
    await call(
      supplier,
      '/server/itemSku/update',
      { ...skuForm({ name: 'Renamed spec' }), id: sku.id },
      'PUT',
    );
    const edited = await call(supplier, '/server/item/update', {
      ...itemForm({ name: 'Edited', packageFiles: ['edit.csv'] }),
      itemId: item.id,
    });
    expect(edited.data).toMatchObject({
      name: 'Edited',
      productStatus: 0,
      publishType: 2,
      actions: ['enable'],
    });
    // The pending SKU change is folded in: the next enable review covers it.
    expect(edited.data.skus[0]).toMatchObject({ name: 'Renamed spec', auditStatus: 1, pendingChanges: null });
  });

  it('up lists an enabled delisted good or asks for the enable review; apiChange is for API goods only', async () => {
    const api = await createItem(developer, { itemType: 5, name: 'Vehicle API', apiType: 1 });
    await call(developer, '/server/itemSku/create', { ...skuForm(), itemId: api.id });
    const up = await call(developer, '/developer/zqgoodadmin/up', { itemId: api.id }, 'PUT');
    expect(up.data).toMatchObject({ productStatus: 1 });
    await decide('complete', 'goods-enable', api.id);
    expect(
      (await call(developer, '/server/item/apiChange', { itemId: api.id, action: 'delist' })).data,
    ).toMatchObject({
      publishType: 2,
    });
    expect(
      (await call(developer, '/developer/zqgoodadmin/up', { itemId: api.id }, 'PUT')).data,
    ).toMatchObject({
      productStatus: 2,
      publishType: 1,
    });
    expect((await call(developer, '/developer/zqgoodadmin/up', { itemId: api.id }, 'PUT')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const app = await createItem(developer, {
      itemType: 1,
      name: 'Dashboard app',
      classificationId: appClassId,
    });
    expect((await call(developer, '/server/item/apiChange', { itemId: app.id, action: 'enable' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(supplier, '/developer/zqgoodadmin/up', { itemId: app.id }, 'PUT')).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(developer2, '/developer/zqgoodadmin/up', { itemId: app.id }, 'PUT')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('a goods classification in use cannot be deleted', async () => {
    const res = await call(
      admin,
      `/server/sourceClassification/deleteSourceClassification?id=${goodsClassId}`,
      undefined,
      'DELETE',
    );
    expect(res.code).toBe(ErrorCode.CATALOG_IN_USE);
  });
});

describe('asset and table goods', () => {
  let assetId: string;
  let machinesTable: string;
  let readingsTable: string;

  beforeAll(async () => {
    const conn = await call(supplier, '/server/dataBase/recordDatabase', {
      name: 'Goods PG',
      dbType: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: 'postgres',
      password: 'x',
      sslMode: 'disable',
    });
    expect(conn.code, conn.msg).toBe(0);
    const classificationId = (await t.services.catalog.tree(1))[0]!.id;
    const levels = await get(supplier, '/server/securityLevel/queryAllSecurityLevel');
    const asset = await call(supplier, '/server/dataSource/addSource', {
      name: 'Plant machines',
      classificationId,
      tags: [],
      securityLevelId: levels.data[0].id,
      description: '',
      updateFrequency: 'daily',
      storageType: 1,
      connectionId: conn.data.id,
      tables: [
        { schema: SCHEMA, table: 'machines' },
        { schema: SCHEMA, table: 'readings' },
      ],
    });
    expect(asset.code, asset.msg).toBe(0);
    assetId = asset.data.id;
    machinesTable = asset.data.tables.find((x: { table: string }) => x.table === 'machines').id;
    readingsTable = asset.data.tables.find((x: { table: string }) => x.table === 'readings').id;
  });

  it('binds only approved assets of the owner', async () => {
    const goodsItem = await createItem(supplier, { itemType: 3, name: 'Machines asset' });
    const draft = await call(supplier, '/server/item/dataSourceAdd', {
      itemId: goodsItem.id,
      sourceId: assetId,
    });
    expect(draft.code).toBe(ErrorCode.GOODS_SOURCE_NOT_APPROVED);
    await call(supplier, '/server/dataSource/updateStatus', { id: assetId, action: 'submit' });
    expect((await decide('complete', 'source-audit', assetId)).code).toBe(0);
    const others = await createItem(supplier2, { itemType: 3, name: 'Not yours' });
    const foreign = await call(supplier2, '/server/item/dataSourceAdd', {
      itemId: others.id,
      sourceId: assetId,
    });
    expect(foreign.code).toBe(ErrorCode.GOODS_SOURCE_NOT_APPROVED);

    const relate = await call(supplier, '/server/item/queryPageRelateSources', {
      itemId: goodsItem.id,
      page: 1,
      limit: 10,
    });
    expect(relate.data.list).toEqual([
      expect.objectContaining({ id: assetId, name: 'Plant machines', bound: false, tableCount: 2 }),
    ]);
    const bound = await call(supplier, '/server/item/dataSourceAdd', {
      itemId: goodsItem.id,
      sourceId: assetId,
    });
    expect(bound.code, bound.msg).toBe(0);
    expect(bound.data).toMatchObject({ sourceId: assetId, sourceName: 'Plant machines', sourceVersion: 1 });
    expect(bound.data.tables).toHaveLength(2);
    expect(
      (await call(supplier, '/server/item/dataSourceAdd', { itemId: goodsItem.id, sourceId: assetId })).code,
    ).toBe(ErrorCode.GOODS_SOURCE_DUPLICATE);
    const withTables = await call(supplier, '/server/item/dataSourceAdd', {
      itemId: goodsItem.id,
      sourceId: assetId,
      tableIds: [machinesTable],
    });
    expect(withTables.code).toBe(ErrorCode.GOODS_SOURCE_TABLE_INVALID);
    const relatedAfter = await call(supplier, '/server/item/queryPageRelateSources', {
      itemId: goodsItem.id,
      page: 1,
      limit: 10,
    });
    expect(relatedAfter.data.list[0]).toMatchObject({ bound: true, goodsCount: 1 });

    // The asset is in use: it cannot be deleted and shows who uses it.
    const usage = await get(supplier, `/server/project/selectAssetProject?assetId=${assetId}`);
    expect(usage.data).toEqual([
      expect.objectContaining({ kind: 'goods', id: goodsItem.id, name: 'Machines asset' }),
    ]);
    const deleteAsset = await call(supplier, '/server/dataSource/deleteSource', { ids: [assetId] }, 'DELETE');
    expect(deleteAsset.code).toBe(ErrorCode.SOURCE_IN_USE);

    const list = await call(supplier, '/server/item/dataSourceList', {
      itemId: goodsItem.id,
      page: 1,
      limit: 10,
    });
    expect(list.data.total).toBe(1);
    expect((await call(supplier2, '/server/item/dataSourceDetail', { id: bound.data.id })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(admin, '/server/item/dataSourceDetail', { id: bound.data.id })).data.sourceName).toBe(
      'Plant machines',
    );
    expect((await call(supplier2, '/server/item/dataSourceBatchDelete', { ids: [bound.data.id] })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(supplier, '/server/item/dataSourceBatchDelete', { ids: [bound.data.id] })).code).toBe(
      0,
    );
    expect((await get(supplier, `/server/project/selectAssetProject?assetId=${assetId}`)).data).toEqual([]);
  });

  it('table goods bind chosen tables; asset and table goods need a binding to be enabled', async () => {
    const table = await createItem(supplier, { itemType: 4, name: 'Readings table' });
    await call(supplier, '/server/itemSku/create', { ...skuForm(), itemId: table.id });
    expect(
      (await call(supplier, '/server/item/statusChange', { itemId: table.id, action: 'enable' })).code,
    ).toBe(ErrorCode.GOODS_SOURCE_REQUIRED);
    const none = await call(supplier, '/server/item/dataSourceAdd', { itemId: table.id, sourceId: assetId });
    expect(none.code).toBe(ErrorCode.GOODS_SOURCE_TABLE_INVALID);
    const foreignTable = await call(supplier, '/server/item/dataSourceAdd', {
      itemId: table.id,
      sourceId: assetId,
      tableIds: [999999],
    });
    expect(foreignTable.code).toBe(ErrorCode.GOODS_SOURCE_TABLE_INVALID);
    const bound = await call(supplier, '/server/item/dataSourceAdd', {
      itemId: table.id,
      sourceId: assetId,
      tableIds: [readingsTable],
    });
    expect(bound.data.tables).toEqual([expect.objectContaining({ id: readingsTable, table: 'readings' })]);
    const tableUsage = await get(supplier, `/server/project/selectProject?tableId=${machinesTable}`);
    expect(tableUsage.data).toEqual([]);
    expect((await get(supplier, `/server/project/selectProject?tableId=${readingsTable}`)).data).toHaveLength(
      1,
    );
    expect(
      (await call(supplier, '/server/item/statusChange', { itemId: table.id, action: 'enable' })).code,
    ).toBe(0);
    expect((await call(supplier, '/server/item/dataSourceBatchDelete', { ids: [bound.data.id] })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    await decide('complete', 'goods-enable', table.id);
    // Deleting the good frees the asset.
    await call(supplier, '/server/item/statusChange', { itemId: table.id, action: 'delist' });
    await call(supplier, `/server/item?itemId=${table.id}`, undefined, 'DELETE');
    await decide('complete', 'goods-delete', table.id);
    expect((await get(supplier, `/server/project/selectAssetProject?assetId=${assetId}`)).data).toEqual([]);
    expect(
      (await call(supplier, '/server/dataSource/querySourceDetail', { sourceId: assetId })).data.goodsCount,
    ).toBe(0);
  });
});

describe('lookups and counters', () => {
  it('counts the caller’s goods by state and kind; names and views are scoped to the caller', async () => {
    const app = await createItem(developer2, { itemType: 1, name: 'Dev2 app', classificationId: appClassId });
    const api = await createItem(developer2, { itemType: 5, name: 'Dev2 api' });
    await call(developer2, '/server/itemSku/create', { ...skuForm(), itemId: app.id });
    await call(developer2, '/server/item/statusChange', { itemId: app.id, action: 'enable' });
    const reviewing = await call(developer2, '/server/item/queryApplicationNum', {});
    expect(reviewing.data).toEqual({
      total: 2,
      underReview: 1,
      listed: 0,
      delisted: 0,
      disabled: 0,
      notEnabled: 1,
      byType: { '1': 1, '5': 1 },
    });
    await decide('complete', 'goods-enable', app.id);
    const counts = await call(developer2, '/server/item/queryApplicationNum', { itemType: 1 });
    expect(counts.data).toMatchObject({ total: 1, listed: 1, underReview: 0, byType: { '1': 1 } });
    const all = await call(admin, '/server/item/queryApplicationNum', {});
    expect(all.data.total).toBeGreaterThan(10);

    const names = await call(developer2, '/server/item/queryItemByNames', {
      names: ['Dev2 app', 'S2', 'none'],
    });
    expect(names.data).toEqual([expect.objectContaining({ id: app.id, name: 'Dev2 app', publishType: 1 })]);
    const operatorNames = await call(admin, '/server/item/queryItemByNames', { names: ['S2'] });
    expect(operatorNames.data).toHaveLength(2);

    const { goodsItem } = await import('./goods.table.js');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(goodsItem)
      .set({ viewCount: 7 })
      .where(eq(goodsItem.id, Number(app.id)));
    await t.db
      .update(goodsItem)
      .set({ viewCount: 3 })
      .where(eq(goodsItem.id, Number(api.id)));
    const views = await call(developer2, '/server/item/queryStoreViewNum', {});
    expect(views.data).toEqual({
      viewCount: 10,
      top: [
        { id: app.id, name: 'Dev2 app', viewCount: 7 },
        { id: api.id, name: 'Dev2 api', viewCount: 3 },
      ],
    });
    expect((await call(developer, '/server/item/queryStoreViewNum', {})).data.viewCount).toBe(0);
  });

  it('queryBrand is public and counts the listed goods of each brand', async () => {
    const brands = await call(null, '/server/item/queryBrand', { itemType: 1 });
    expect(brands.code).toBe(0);
    // The seeded demo brands come with it, without goods.
    expect(brands.data).toContainEqual({
      id: brandId,
      name: '品牌A',
      nameEn: 'Brand A',
      parentId: null,
      icon: '',
      goodsCount: 1,
    });
    expect(brands.data.filter((b: { goodsCount: number }) => b.goodsCount > 0)).toHaveLength(1);
    const allKinds = await call(null, '/server/item/queryBrand', {});
    const mine = allKinds.data.find((b: { id: string }) => b.id === brandId);
    expect(mine.goodsCount).toBeGreaterThan(1);
  });
});

describe('a good’s figures and names in the owner’s and the operator’s answers', () => {
  it('every answer shows the views the mall counted, as the list does, and the English catalog names', async () => {
    const app = await createItem(developer, {
      itemType: 1,
      name: 'Viewed app',
      classificationId: appClassId,
    });
    await call(developer, '/server/itemSku/create', { ...skuForm(), itemId: app.id });
    expect(
      (await call(developer, '/server/item/statusChange', { itemId: app.id, action: 'enable' })).code,
    ).toBe(0);
    expect((await decide('complete', 'goods-enable', app.id)).code).toBe(0);

    // The public detail counts a view each time; the counter writes its batches to mall_item_stat.
    for (let i = 0; i < 3; i++)
      expect((await get(null, `/server/item/itemDetail?itemId=${app.id}`)).code).toBe(0);
    await t.services.mall.views.flush();
    const mall = await get(null, `/server/item/itemDetailResp?itemId=${app.id}`);
    const views = mall.data.viewCount as number;
    expect(views).toBe(3);

    const listed = await call(developer, '/server/item/list', { page: 1, limit: 10, name: 'Viewed app' });
    expect(listed.data.list).toHaveLength(1);
    expect(listed.data.list[0]).toMatchObject({
      viewCount: views,
      classificationName: '应用',
      classificationNameEn: 'Applications',
      brandName: '品牌A',
      brandNameEn: 'Brand A',
    });
    for (const token of [developer, admin]) {
      const one = await get(token, `/server/item?itemId=${app.id}`);
      expect(one.code, one.msg).toBe(0);
      expect(one.data).toMatchObject({
        viewCount: views,
        classificationNameEn: 'Applications',
        brandNameEn: 'Brand A',
      });
    }
    const operatorList = await call(admin, '/server/item/list', { page: 1, limit: 10, name: 'Viewed app' });
    expect(operatorList.data.list[0].viewCount).toBe(views);
    // The answers of state changes present the good the same way.
    const delisted = await call(developer, '/server/item/statusChange', { itemId: app.id, action: 'delist' });
    expect(delisted.code, delisted.msg).toBe(0);
    expect(delisted.data).toMatchObject({
      publishType: 2,
      viewCount: views,
      classificationNameEn: 'Applications',
    });
  });

  it('a good without classification or brand answers empty English names', async () => {
    const bare = await createItem(developer, { itemType: 5, name: 'Bare api', brandId: null });
    const one = await get(developer, `/server/item?itemId=${bare.id}`);
    expect(one.data).toMatchObject({ brandId: null, brandName: '', brandNameEn: '', viewCount: 0 });
  });
});
