import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp } from '../../test/harness.js';
import { send } from '../../test/requests.js';

/** The S3 secret of the suite: must never appear in any answer, row or log line. */
const SECRET = `Sk-${randomBytes(12).toString('hex')}`;
const SECRET2 = `Sk-${randomBytes(12).toString('hex')}`;

let t: TestApp;
let supplier: string;
let consumer: string;
let s3: S3rver;
let s3Dir: string;
let s3Port: number;
const bodies: string[] = [];

async function call(token: string, url: string, payload: unknown = {}, lang = 'en-US') {
  const res = await send(t, token, url, { payload, language: lang });
  bodies.push(res.body);
  return res.json();
}

/** Multipart upload with the folder field first, as the contract asks. */
async function upload(token: string, folder: string, filename: string, content: Buffer | string) {
  const file = multipartFile('file', filename, Buffer.from(content));
  const boundary = file.headers['content-type'].split('boundary=')[1];
  const field = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${folder}\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/server/hdfsConfig/upload',
    headers: { ...bearer(token), ...file.headers, 'accept-language': 'en-US' },
    payload: Buffer.concat([field, file.payload]),
  });
  bodies.push(res.body);
  return res.json();
}

async function download(token: string, filePath: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/server/hdfsConfig/download?path=${encodeURIComponent(filePath)}`,
    headers: { ...bearer(token), 'accept-language': 'en-US' },
  });
  bodies.push(res.body);
  return res;
}

const files = (token: string, folder = '', extra: Record<string, unknown> = {}) =>
  call(token, '/server/item/queryHdfsFiles', { path: folder, ...extra });

const s3Form = (over: Record<string, unknown> = {}) => ({
  storageType: 's3',
  endpoint: `http://127.0.0.1:${s3Port}`,
  region: 'us-east-1',
  bucket: 'supplier-packages',
  accessKey: 'S3RVER',
  secretKey: SECRET,
  forcePathStyle: true,
  ...over,
});

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'supplier-packages', configs: [] }],
  });
  ({ port: s3Port } = await s3.run());
  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('access', () => {
  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/server/hdfsConfig/query', payload: {} });
    expect(res.json().code).toBe(ErrorCode.UNAUTHORIZED);
    const list = await t.app.inject({ method: 'POST', url: '/server/item/queryHdfsFiles', payload: {} });
    expect(list.json().code).toBe(ErrorCode.UNAUTHORIZED);
  });
});

describe('local storage', () => {
  it('is the default before anything is saved', async () => {
    const res = await call(supplier, '/server/hdfsConfig/query');
    expect(res.data).toMatchObject({ storageType: 'local', isSaved: false, hasSecretKey: false });
    const listed = await files(supplier);
    expect(listed.data).toEqual({ list: [], total: 0, path: '', truncated: false });
  });

  it('saves local storage after its test', async () => {
    const res = await call(supplier, '/server/hdfsConfig/insert', { storageType: 'local' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ storageType: 'local', isSaved: true });
    expect(res.data.lastTestAt).not.toBeNull();
    const test = await call(supplier, '/server/hdfsConfig/connectionTest', { storageType: 'local' });
    expect(test.data).toMatchObject({ ok: true, code: 0 });
  });

  it('uploads, creates folders and browses with size, time and paging', async () => {
    const created = await call(supplier, '/server/hdfsConfig/createFolder', { path: 'packages/2025' });
    expect(created.data).toMatchObject({ name: '2025', path: 'packages/2025', type: 'directory' });
    const up = await upload(supplier, 'packages', 'readings.csv', 'id,value\n1,20.5\n');
    expect(up.code).toBe(0);
    expect(up.data).toMatchObject({
      name: 'readings.csv',
      path: 'packages/readings.csv',
      type: 'file',
      size: 16,
    });
    for (let i = 1; i <= 11; i += 1) {
      expect(
        (await upload(supplier, 'packages', `part-${String(i).padStart(2, '0')}.csv`, `${i}`)).code,
      ).toBe(0);
    }
    const first = await files(supplier, 'packages');
    expect(first.data.total).toBe(13);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]).toMatchObject({ name: '2025', type: 'directory', size: 0 });
    expect(first.data.list[1]).toMatchObject({ name: 'part-01.csv', type: 'file', size: 1 });
    expect(Date.parse(first.data.list[1].modifyTime)).not.toBeNaN();
    const second = await files(supplier, 'packages', { page: 2, limit: 10 });
    expect(second.data.list.map((e: { name: string }) => e.name)).toEqual([
      'part-10.csv',
      'part-11.csv',
      'readings.csv',
    ]);
    const filtered = await files(supplier, 'packages', { name: 'READ' });
    expect(filtered.data.list.map((e: { name: string }) => e.name)).toEqual(['readings.csv']);
    const dirs = await call(supplier, '/server/item/directoryList', { path: '' });
    expect(dirs.data.map((e: { path: string }) => e.path)).toEqual(['packages']);
    const sub = await call(supplier, '/server/item/directoryList', { path: 'packages' });
    expect(sub.data.map((e: { path: string }) => e.path)).toEqual(['packages/2025']);

    const got = await download(supplier, 'packages/readings.csv');
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('id,value\n1,20.5\n');
    expect(got.headers['content-disposition']).toContain('readings.csv');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an existing name, and deletes files and empty folders only', async () => {
    const again = await upload(supplier, 'packages', 'readings.csv', 'other');
    expect(again.code).toBe(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS);
    expect(again.msg).toBe('A file or folder named "readings.csv" already exists');
    const notEmpty = await call(supplier, '/server/hdfsConfig/delete', { path: 'packages' }, 'zh-CN');
    expect(notEmpty.code).toBe(ErrorCode.TRUSTED_STORAGE_FOLDER_NOT_EMPTY);
    expect(notEmpty.msg).toContain('不为空');
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'packages/part-01.csv' })).code).toBe(
      0,
    );
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'packages/2025' })).code).toBe(0);
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'packages/2025' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await files(supplier, 'packages')).data.total).toBe(11);
  });

  it.each([
    '..',
    '../',
    '../2',
    '/etc',
    '/',
    'packages/../..',
    'packages/./x',
    '..\\..\\etc',
    'packages//x',
    'C:/Windows',
  ])('refuses the path %j everywhere (10170)', async (bad) => {
    const codes = [
      (await files(supplier, bad)).code,
      (await call(supplier, '/server/item/directoryList', { path: bad })).code,
      (await call(supplier, '/server/hdfsConfig/createFolder', { path: `${bad}/made` })).code,
      (await call(supplier, '/server/hdfsConfig/delete', { path: bad })).code,
      (await upload(supplier, bad, 'planted.txt', 'x')).code,
    ];
    expect(codes.every((c) => c === ErrorCode.TRUSTED_STORAGE_PATH_INVALID)).toBe(true);
    const got = await download(supplier, bad);
    expect(got.json().code).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
  });

  it('refuses a path with a NUL character everywhere: a 400 before any call, the upload included', async () => {
    const bad = `packages/${'\u0000'}x`;
    const codes = [
      (await files(supplier, bad)).code,
      (await call(supplier, '/server/item/directoryList', { path: bad })).code,
      (await call(supplier, '/server/hdfsConfig/createFolder', { path: `${bad}/made` })).code,
      (await call(supplier, '/server/hdfsConfig/delete', { path: bad })).code,
      (await download(supplier, bad)).json().code,
    ];
    codes.push((await upload(supplier, bad, 'planted.txt', 'x')).code);
    expect(codes.every((c) => c === ErrorCode.BAD_PARAMS)).toBe(true);
  });

  it('keeps only the last segment of an uploaded file name, and refuses dot names', async () => {
    const up = await upload(supplier, '', '../../escape.txt', 'x');
    expect(up.data).toMatchObject({ path: 'escape.txt' });
    const trusted = path.join(t.config.dataDir, 'trusted');
    expect(fs.existsSync(path.join(t.config.dataDir, 'escape.txt'))).toBe(false);
    expect(fs.readdirSync(trusted).sort()).toEqual(['.tmp', String(await userId(supplier))]);
    expect((await upload(supplier, '', '..', 'x')).code).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'escape.txt' })).code).toBe(0);
  });

  it("never shows or serves one user's files to another", async () => {
    expect((await files(consumer)).data.total).toBe(0);
    const got = await download(consumer, 'packages/readings.csv');
    expect(got.json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(consumer, '/server/hdfsConfig/delete', { path: 'packages/readings.csv' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(consumer, '/server/item/directoryList', { path: 'packages' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // The consumer's own upload stays in the consumer's storage.
    expect((await upload(consumer, 'packages', 'mine.csv', 'c')).code).toBe(0);
    const supplierSide = await files(supplier, 'packages', { name: 'mine' });
    expect(supplierSide.data.total).toBe(0);
    expect((await download(supplier, 'packages/readings.csv')).statusCode).toBe(200);
  });

  it("does not follow a link planted into a storage towards another user's files", async () => {
    const trusted = path.join(t.config.dataDir, 'trusted');
    const supplierRoot = path.join(trusted, String(await userId(supplier)));
    const consumerRoot = path.join(trusted, String(await userId(consumer)));
    fs.symlinkSync(consumerRoot, path.join(supplierRoot, 'to-consumer'));
    fs.symlinkSync(path.join(consumerRoot, 'packages', 'mine.csv'), path.join(supplierRoot, 'mine-link.csv'));
    const names = (await files(supplier)).data.list.map((e: { name: string }) => e.name);
    expect(names).not.toContain('to-consumer');
    expect(names).not.toContain('mine-link.csv');
    expect((await files(supplier, 'to-consumer')).code).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    expect((await download(supplier, 'mine-link.csv')).json().code).toBe(
      ErrorCode.TRUSTED_STORAGE_PATH_INVALID,
    );
    expect((await download(supplier, 'to-consumer/packages/mine.csv')).json().code).toBe(
      ErrorCode.TRUSTED_STORAGE_PATH_INVALID,
    );
    expect(
      (await call(supplier, '/server/hdfsConfig/delete', { path: 'to-consumer/packages/mine.csv' })).code,
    ).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    expect(fs.existsSync(path.join(consumerRoot, 'packages', 'mine.csv'))).toBe(true);
    fs.unlinkSync(path.join(supplierRoot, 'to-consumer'));
    fs.unlinkSync(path.join(supplierRoot, 'mine-link.csv'));
  });

  it('validates the form with the field named', async () => {
    const res = await call(supplier, '/server/hdfsConfig/insert', { storageType: 'ftp' });
    expect(res.code).toBe(ErrorCode.BAD_PARAMS);
    const bucket = await call(supplier, '/server/hdfsConfig/insert', s3Form({ bucket: 'A' }));
    expect(bucket.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bucket.data.field).toBe('bucket');
    const endpoint = await call(
      supplier,
      '/server/hdfsConfig/insert',
      s3Form({ endpoint: 'http://u:p@host/x' }),
    );
    expect(endpoint.code).toBe(ErrorCode.TRUSTED_STORAGE_ENDPOINT_INVALID);
  });
});

async function userId(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/sys/user/info', headers: bearer(token) });
  return Number(res.json().data.id);
}

describe('S3-compatible storage', () => {
  it('tests without saving and tells the reason, localized', async () => {
    const ok = await call(supplier, '/server/hdfsConfig/connectionTest', s3Form());
    expect(ok.data).toMatchObject({ ok: true, code: 0 });
    expect(ok.data.elapsedMs).toBeGreaterThanOrEqual(0);
    const missing = await call(
      supplier,
      '/server/hdfsConfig/connectionTest',
      s3Form({ bucket: 'nope-bucket' }),
      'zh-CN',
    );
    expect(missing.data).toMatchObject({ ok: false, code: ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND });
    expect(missing.data.message).toBe('存储桶“nope-bucket”不存在');
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const refused = await call(
      supplier,
      '/server/hdfsConfig/connectionTest',
      s3Form({ endpoint: `http://127.0.0.1:${closed}` }),
    );
    expect(refused.data).toMatchObject({ ok: false, code: ErrorCode.CONNECTION_UNREACHABLE });
    expect(refused.data.message).toContain(`127.0.0.1:${closed}`);
    const keys = await call(supplier, '/server/hdfsConfig/connectionTest', s3Form({ accessKey: 'NOBODY' }));
    expect(keys.data).toMatchObject({ ok: false, code: ErrorCode.TRUSTED_STORAGE_AUTH_FAILED });
    expect((await call(supplier, '/server/hdfsConfig/query')).data.storageType).toBe('local');
  });

  it('saves nothing when the test fails', async () => {
    const res = await call(supplier, '/server/hdfsConfig/insert', s3Form({ bucket: 'nope-bucket' }));
    expect(res.code).toBe(ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND);
    expect(res.msg).toBe('The bucket "nope-bucket" does not exist');
    expect((await call(supplier, '/server/hdfsConfig/query')).data).toMatchObject({ storageType: 'local' });
  });

  it('saves S3 settings with the secret encrypted, and answers them without it', async () => {
    const res = await call(supplier, '/server/hdfsConfig/insert', s3Form());
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      storageType: 's3',
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket: 'supplier-packages',
      accessKey: 'S3RVER',
      hasSecretKey: true,
      isSaved: true,
    });
    expect(JSON.stringify(res.data)).not.toContain(SECRET);
    const rows = await t.db.execute(sql`select secret_key_enc from trusted_storage_config`);
    const stored = JSON.stringify(rows);
    expect(stored).toMatch(/"kms1\./);
    expect(stored).not.toContain(SECRET);
  });

  it('keeps the saved secret for the same endpoint and keys, asks for it otherwise', async () => {
    const same = await call(
      supplier,
      '/server/hdfsConfig/insert',
      s3Form({ secretKey: '', region: 'eu-west-1' }),
    );
    expect(same.code).toBe(0);
    expect(same.data.region).toBe('eu-west-1');
    const other = await call(
      supplier,
      '/server/hdfsConfig/insert',
      s3Form({ secretKey: '', accessKey: 'OTHER' }),
    );
    expect(other.code).toBe(ErrorCode.BAD_PARAMS);
    expect(other.data.field).toBe('secretKey');
    const moved = await call(
      supplier,
      '/server/hdfsConfig/connectionTest',
      s3Form({ secretKey: undefined, endpoint: `http://localhost:${s3Port}` }),
    );
    expect(moved.code).toBe(ErrorCode.BAD_PARAMS);
    // A new secret replaces the saved one.
    expect((await call(supplier, '/server/hdfsConfig/insert', s3Form({ secretKey: SECRET2 }))).code).toBe(0);
  });

  it('browses the bucket: upload, folders, list, download, delete', async () => {
    expect((await files(supplier)).data.total).toBe(0);
    expect((await call(supplier, '/server/hdfsConfig/createFolder', { path: 'exports' })).code).toBe(0);
    const up = await upload(supplier, 'exports', 'day-1.csv', 'a,b\n1,2\n');
    expect(up.data).toMatchObject({ path: 'exports/day-1.csv', size: 8, type: 'file' });
    expect((await upload(supplier, 'exports/raw', 'x.bin', 'xyz')).code).toBe(0);
    const listed = await files(supplier, 'exports');
    expect(listed.data.list.map((e: { name: string; type: string }) => [e.name, e.type])).toEqual([
      ['raw', 'directory'],
      ['day-1.csv', 'file'],
    ]);
    const dirs = await call(supplier, '/server/item/directoryList', { path: '' });
    expect(dirs.data.map((e: { path: string }) => e.path)).toEqual(['exports']);
    expect((await download(supplier, 'exports/day-1.csv')).body).toBe('a,b\n1,2\n');
    expect((await upload(supplier, 'exports', 'day-1.csv', 'again')).code).toBe(
      ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS,
    );
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'exports' })).code).toBe(
      ErrorCode.TRUSTED_STORAGE_FOLDER_NOT_EMPTY,
    );
    expect((await files(supplier, '../exports')).code).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    // The consumer still has its own local storage, untouched by the supplier's bucket.
    expect((await files(consumer, 'exports')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'exports/raw/x.bin' })).code).toBe(0);
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'exports/day-1.csv' })).code).toBe(0);
    expect((await call(supplier, '/server/hdfsConfig/delete', { path: 'exports' })).code).toBe(0);
    expect((await files(supplier)).data.total).toBe(0);
  });

  it('switches back to local storage, where the earlier files still are', async () => {
    expect((await call(supplier, '/server/hdfsConfig/insert', { storageType: 'local' })).code).toBe(0);
    const config = await call(supplier, '/server/hdfsConfig/query');
    expect(config.data).toMatchObject({ storageType: 'local', hasSecretKey: false, endpoint: '' });
    expect((await files(supplier, 'packages', { name: 'readings' })).data.total).toBe(1);
  });
});

describe('private addresses', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({ config: { connectorAllowPrivate: false } });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('refuses a loopback endpoint by policy when private access is off', async () => {
    const token = (await loginAs(guarded, 'supplier')).token;
    const res = await guarded.app.inject({
      method: 'POST',
      url: '/server/hdfsConfig/insert',
      headers: { ...bearer(token), 'accept-language': 'en-US' },
      payload: s3Form({ endpoint: `http://localhost:${s3Port}` }),
    });
    bodies.push(res.body);
    expect(res.json().code).toBe(ErrorCode.CONNECTION_HOST_REFUSED);
    expect(res.json().msg).toContain('"localhost" is a loopback');
  });
});

describe('secrets', () => {
  it('never appear in any answer of this suite nor in the operation log', async () => {
    expect(bodies.length).toBeGreaterThan(40);
    for (const body of bodies) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(SECRET2);
    }
    const log = JSON.stringify(await t.db.execute(sql`select params from operation_log`));
    expect(log).toContain('supplier-packages');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(SECRET2);
  });
});
