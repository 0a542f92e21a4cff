import { randomBytes } from 'node:crypto';
import { ErrorCode, endpoints, type MenuEntry } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loginAs, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { startPlatformBucket, uploadAndReadCover } from '../../test/platform-bucket.js';
import { freeLoopbackPort } from '../../test/ports.js';
import { sendJson } from '../../test/requests.js';
import { sysOssConfig } from './oss.table.js';

/**
 * The cloud storage page against s3rver, a real S3-protocol server on loopback (CONNECTOR_ALLOW_PRIVATE=on lets the
 * platform reach it): a round trip before saving, the secret never answered, the environment winning, and the
 * saved bucket used by the next start.
 */
let t: TestApp;
let admin: string;
let bucket: Awaited<ReturnType<typeof startPlatformBucket>>;
/** Every answer body: none may contain the secret. */
const answers: string[] = [];
/** s3rver takes any secret with its access key: one that shows up if it is ever answered. */
const SECRET = 'Oss-Secret-5521-never-answered';

beforeAll(async () => {
  bucket = await startPlatformBucket('oss');
  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin, app = t) {
  const body = await sendJson(app, token, url, { method, payload });
  answers.push(JSON.stringify(body));
  return body;
}

const s3Form = (over: Record<string, unknown> = {}) => ({
  kind: 's3',
  provider: 'minio',
  endpoint: bucket.s3.endpoint,
  region: bucket.s3.region,
  bucket: bucket.s3.bucket,
  accessKey: bucket.s3.accessKey,
  secretKey: SECRET,
  forcePathStyle: true,
  ...over,
});

describe('the cloud storage page', () => {
  it('shows the default local store and nothing saved at first', async () => {
    const config = await call('GET', '/sys/oss/config');
    expect(config.code, config.msg).toBe(0);
    expect(config.data).toEqual({
      saved: null,
      active: { kind: 'local', source: 'default', endpoint: '', bucket: '' },
      restartRequired: false,
    });
  });

  it('tests a bucket by a round trip and leaves no probe object behind', async () => {
    const test = await call('POST', '/sys/oss/test', s3Form());
    expect(test.code, test.msg).toBe(0);
    expect(test.data.ok).toBe(true);
    expect(test.data.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(bucket.objectsUnder('')).toEqual([]);
  });

  it('tests the local store too', async () => {
    const test = await call('POST', '/sys/oss/test', { kind: 'local' });
    expect(test.code, test.msg).toBe(0);
  });

  it('names what failed: refused keys, a missing bucket, an unreachable endpoint', async () => {
    // s3rver knows one access key and does not check the secret: an unknown key stands for wrong credentials.
    const keys = await call('POST', '/sys/oss/test', s3Form({ accessKey: 'NOBODY' }));
    expect(keys.code).toBe(ErrorCode.TRUSTED_STORAGE_ACCESS_DENIED);
    expect(keys.msg).toContain('platform');
    const missing = await call('POST', '/sys/oss/test', s3Form({ bucket: 'no-such-bucket' }));
    expect(missing.code).toBe(ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND);
    expect(missing.msg).toContain('no-such-bucket');
    const port = await freeLoopbackPort();
    const down = await call('POST', '/sys/oss/test', s3Form({ endpoint: `http://127.0.0.1:${port}` }));
    expect(down.code).toBe(ErrorCode.CONNECTION_UNREACHABLE);
    const bad = await call('POST', '/sys/oss/test', s3Form({ endpoint: 'http://user:pw@example.com/path' }));
    expect(bad.code).toBe(ErrorCode.TRUSTED_STORAGE_ENDPOINT_INVALID);
  });

  it('saves nothing when the test fails', async () => {
    const failed = await call('PUT', '/sys/oss/config', s3Form({ bucket: 'no-such-bucket' }));
    expect(failed.code).toBe(ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND);
    expect(await t.db.select().from(sysOssConfig)).toEqual([]);
    const noSecret = await call('PUT', '/sys/oss/config', s3Form({ secretKey: '' }));
    expect(noSecret.code).toBe(ErrorCode.BAD_PARAMS);
    expect(await t.db.select().from(sysOssConfig)).toEqual([]);
  });

  it('saves a bucket that passes the test, sealed; it applies at the next start', async () => {
    const saved = await call('PUT', '/sys/oss/config', s3Form());
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.saved).toMatchObject({
      kind: 's3',
      provider: 'minio',
      endpoint: bucket.s3.endpoint,
      bucket: bucket.s3.bucket,
      accessKey: bucket.s3.accessKey,
      hasSecret: true,
      updatedBy: 'admin',
    });
    expect(saved.data.saved).not.toHaveProperty('secretKey');
    expect(saved.data.active).toMatchObject({ kind: 'local', source: 'default' });
    expect(saved.data.restartRequired).toBe(true);
    const [row] = await t.db.select().from(sysOssConfig);
    expect(row?.secretSealed).toBeTruthy();
    expect(row?.secretSealed).not.toContain(SECRET);
    expect(bucket.objectsUnder('')).toEqual([]);
  });

  it('reuses the saved secret only for the same endpoint, bucket and access key', async () => {
    const same = await call('POST', '/sys/oss/test', s3Form({ secretKey: '', region: 'ap-beijing' }));
    expect(same.code, same.msg).toBe(0);
    const kept = await call('PUT', '/sys/oss/config', s3Form({ secretKey: undefined, provider: 'other' }));
    expect(kept.code, kept.msg).toBe(0);
    expect(kept.data.saved).toMatchObject({ provider: 'other', hasSecret: true });
    const moved = await call(
      'POST',
      '/sys/oss/test',
      s3Form({ secretKey: '', endpoint: bucket.s3.endpoint.replace('127.0.0.1', 'localhost') }),
    );
    expect(moved.code).toBe(ErrorCode.OSS_SECRET_NOT_REUSABLE);
    const otherKey = await call('PUT', '/sys/oss/config', s3Form({ secretKey: '', accessKey: 'OTHER' }));
    expect(otherKey.code).toBe(ErrorCode.OSS_SECRET_NOT_REUSABLE);
    const row = (await t.db.select().from(sysOssConfig))[0];
    expect(row?.accessKey).toBe(bucket.s3.accessKey);
  });

  it('never answers the secret', () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const body of answers) expect(body).not.toContain(SECRET);
  });

  it('refuses a non-operator and a staff account without the cloud storage permission', async () => {
    const supplier = (await loginAs(t, 'supplier')).token;
    for (const [method, url, payload] of [
      ['GET', '/sys/oss/config', undefined],
      ['POST', '/sys/oss/test', s3Form()],
      ['PUT', '/sys/oss/config', { kind: 'local' }],
    ] as const) {
      expect((await call(method, url, payload, supplier)).code).toBe(ErrorCode.FORBIDDEN);
    }
    const staff = await staffWith(['sys/params']);
    expect((await call('GET', '/sys/oss/config', undefined, staff)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await call('PUT', '/sys/oss/config', { kind: 'local' }, staff)).code).toBe(ErrorCode.FORBIDDEN);
    const granted = await staffWith(['oss/oss']);
    const seen = await call('GET', '/sys/oss/config', undefined, granted);
    expect(seen.code, seen.msg).toBe(0);
  });

  it('names the cloud storage permission on every one of its calls', () => {
    for (const endpoint of Object.values(endpoints.oss)) {
      if (typeof endpoint === 'object' && endpoint && 'access' in endpoint) {
        expect(endpoint.access).toMatchObject({ permission: 'sys:oss:all' });
      }
    }
  });
});

describe('the cloud storage page on a server whose store is fixed', () => {
  it('refuses a private endpoint unless CONNECTOR_ALLOW_PRIVATE is on', async () => {
    const guarded = await startTestApp();
    try {
      const token = (await loginAs(guarded, 'admin')).token;
      const test = await call('POST', '/sys/oss/test', s3Form(), token, guarded);
      expect(test.code).toBe(ErrorCode.CONNECTION_HOST_REFUSED);
      const save = await call('PUT', '/sys/oss/config', s3Form(), token, guarded);
      expect(save.code).toBe(ErrorCode.CONNECTION_HOST_REFUSED);
      expect(await guarded.db.select().from(sysOssConfig)).toEqual([]);
    } finally {
      await guarded.close();
    }
  });

  it('shows the environment’s store read-only and refuses to save', async () => {
    const fixed = await startTestApp({ config: { s3: bucket.s3, connectorAllowPrivate: true } });
    try {
      const token = (await loginAs(fixed, 'admin')).token;
      const config = await call('GET', '/sys/oss/config', undefined, token, fixed);
      expect(config.data.active).toEqual({
        kind: 's3',
        source: 'environment',
        endpoint: bucket.s3.endpoint,
        bucket: bucket.s3.bucket,
      });
      expect(config.data.restartRequired).toBe(false);
      const save = await call('PUT', '/sys/oss/config', { kind: 'local' }, token, fixed);
      expect(save.code).toBe(ErrorCode.OSS_FIXED_BY_ENVIRONMENT);
      expect(save.msg).toContain('S3_*');
      expect(await fixed.db.select().from(sysOssConfig)).toEqual([]);
    } finally {
      await fixed.close();
    }
  });
});

describe('the saved cloud storage at the next start', () => {
  it('keeps an uploaded goods image in the saved bucket when S3_* is unset', async () => {
    const saved = await call('PUT', '/sys/oss/config', s3Form());
    expect(saved.code, saved.msg).toBe(0);
    // The next start of the server: the same database and keys (DATA_DIR), no S3_*.
    const next = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false });
    try {
      await next.app.ready();
      const restarted = { ...t, ...next } as TestApp;
      const token = (await loginAs(restarted, 'admin')).token;
      const config = await call('GET', '/sys/oss/config', undefined, token, restarted);
      expect(config.data.active).toMatchObject({ kind: 's3', source: 'saved', bucket: bucket.s3.bucket });
      expect(config.data.restartRequired).toBe(false);
      const supplier = (await loginAs(restarted, 'supplier')).token;
      const { image } = await uploadAndReadCover(next.app, supplier);
      expect(bucket.objectsUnder('files/')).toHaveLength(1);
      expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
      // Saved in the console, the store stays held to the address policy: with private addresses refused, a
      // server does not start on the loopback bucket.
      const strict = { ...t.config, connectorAllowPrivate: false };
      await expect(buildApp({ db: t.db, config: strict, clock: t.clock, logger: false })).rejects.toThrow(
        /its endpoint 127\.0\.0\.1 is an internal address/,
      );
      // A server whose keys do not open the saved secret refuses to start rather than keep files apart.
      const otherKeys = { ...t.config, kmsMasterKey: randomBytes(32).toString('base64') };
      await expect(buildApp({ db: t.db, config: otherKeys, clock: t.clock, logger: false })).rejects.toThrow(
        /cloud storage saved in the console \(oss\/oss\) cannot be used/,
      );
      // Switching back to local needs a restart again.
      const local = await call('PUT', '/sys/oss/config', { kind: 'local' }, token, restarted);
      expect(local.code, local.msg).toBe(0);
      expect(local.data.restartRequired).toBe(true);
    } finally {
      await next.app.close();
    }
  });
});

let staffSeq = 0;
/** A staff account whose one role grants the operator pages at `urls`; answers its token. */
async function staffWith(urls: string[]): Promise<string> {
  staffSeq++;
  const menus = (await sendJson(t, admin, '/sys/menu/list?roleType=0', { method: 'GET' }))
    .data as MenuEntry[];
  const menuIdList = urls.map((u) => Number(menus.find((m) => m.url === u)!.id));
  const role = await sendJson(t, admin, '/sys/role', {
    payload: { name: `oss-role-${staffSeq}`, remark: '', dataScope: 0, menuIdList },
  });
  expect(role.code, role.msg).toBe(0);
  const dept = await sendJson(t, admin, '/sys/dept', {
    payload: { pid: 0, name: `oss-${staffSeq}`, sort: 1 },
  });
  expect(dept.code, dept.msg).toBe(0);
  const username = `ossstaff${staffSeq}`;
  const staff = await sendJson(t, admin, '/sys/staff', {
    payload: {
      username,
      password: 'Staff@12345',
      realName: username,
      mobile: String(13950000000 + staffSeq),
      deptId: Number(dept.data.id),
      roleIdList: [Number(role.data.id)],
    },
  });
  expect(staff.code, staff.msg).toBe(0);
  return (await loginAs(t, username, 'Staff@12345')).token;
}
