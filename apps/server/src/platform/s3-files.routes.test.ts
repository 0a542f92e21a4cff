import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../test/harness.js';
import { startPlatformBucket, uploadAndReadCover } from '../test/platform-bucket.js';

/**
 * With S3_* set (config.s3), the platform's uploaded files and the trusted storages it keeps live in the object
 * store, not in DATA_DIR: what lets several nodes serve them. Against s3rver, a real S3-protocol server.
 */
let bucket: Awaited<ReturnType<typeof startPlatformBucket>>;
const apps: TestApp[] = [];
let supplier: string;

beforeAll(async () => {
  bucket = await startPlatformBucket('files');
  const config = { s3: bucket.s3 };
  apps.push(await startTestApp({ config }));
  supplier = (await loginAs(apps[0] as TestApp, 'supplier')).token;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await bucket?.close();
});

describe('the platform’s files on an S3-compatible store', () => {
  it('keeps an uploaded image in the bucket and serves it back; DATA_DIR stays empty', async () => {
    const t = apps[0] as TestApp;
    const { image } = await uploadAndReadCover(t.app, supplier);
    expect(bucket.objectsUnder('files/')).toHaveLength(1);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
  });

  it('keeps a trusted storage of the platform ("local") under trusted/<userId>/ in the bucket', async () => {
    const t = apps[0] as TestApp;
    const made = await t.app.inject({
      method: 'POST',
      url: '/server/hdfsConfig/createFolder',
      headers: bearer(supplier),
      payload: { path: 'shared' },
    });
    expect(made.json().code, made.json().msg).toBe(0);
    const file = multipartFile('file', 'rows.csv', Buffer.from('a,b\n1,2\n'));
    const boundary = file.headers['content-type'].split('boundary=')[1];
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\nshared\r\n`,
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/server/hdfsConfig/upload',
      headers: { ...bearer(supplier), ...file.headers },
      payload: Buffer.concat([field, file.payload]),
    });
    expect(uploaded.json().code, uploaded.json().msg).toBe(0);
    // The folder's marker and the file.
    const keys = bucket.objectsUnder('trusted/').sort();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^trusted\/\d+\/shared\/$/);
    expect(keys[1]).toBe(`${keys[0]}rows.csv`);
    const back = await t.app.inject({
      method: 'GET',
      url: `/server/hdfsConfig/download?path=${encodeURIComponent('shared/rows.csv')}`,
      headers: bearer(supplier),
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toBe('a,b\n1,2\n');
    expect(fs.existsSync(path.join(t.config.dataDir, 'trusted'))).toBe(false);
  });
});
