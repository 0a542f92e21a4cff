import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ErrorCode } from '@datamall/contract';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformS3 } from '../config.js';
import { AppError } from './errors.js';
import { IMAGE_MIMES } from './file-type.js';
import { png } from './png.js';
import { platformS3Client, s3Storage } from './s3-storage.js';

/** Against s3rver (a real S3-protocol server in process): the platform's files in a bucket. */
let server: S3rver;
let dir: string;
let settings: PlatformS3;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-platform-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'platform', configs: [] }],
  });
  const { port } = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'platform',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : `other: ${(error as Error).message}`;
  }
  return 'none';
}

async function keysIn(prefix: string) {
  const page = await platformS3Client(settings).send(
    new ListObjectsV2Command({ Bucket: 'platform', Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key);
}

describe('platform files on S3', () => {
  it('keeps an upload under files/ and gives back the same bytes on any instance', async () => {
    const image = Buffer.from(png(40, 30, [10, 20, 30]));
    const stored = await s3Storage(settings).save(Readable.from([image.subarray(0, 5), image.subarray(5)]), {
      folder: 'covers',
      maxBytes: 1024 * 1024,
      accept: IMAGE_MIMES,
    });
    expect(stored).toMatchObject({ size: image.length, mime: 'image/png' });
    expect(stored.key).toMatch(/^covers\/[0-9a-f-]{36}\.png$/);
    expect(await keysIn('files/covers/')).toEqual([`files/${stored.key}`]);
    // Another node: another client on the same bucket.
    const other = s3Storage(settings);
    expect(await other.exists(stored.key)).toBe(true);
    expect((await bytesOf(other.open(stored.key))).equals(image)).toBe(true);
    await other.remove(stored.key);
    expect(await s3Storage(settings).exists(stored.key)).toBe(false);
  });

  it('refuses a kind it does not accept and a file over the limit, keeping nothing', async () => {
    const storage = s3Storage(settings);
    const text = Readable.from([Buffer.from('just some text, not an image at all')]);
    expect(
      await refusal(storage.save(text, { folder: 'refused', maxBytes: 1024, accept: IMAGE_MIMES })),
    ).toBe(ErrorCode.FILE_TYPE_REFUSED);
    const image = Buffer.from(png(64, 64, (x, y) => [x * 4, y * 4, (x * y) % 256]));
    const big = Readable.from([image.subarray(0, 64), image.subarray(64)]);
    expect(await refusal(storage.save(big, { folder: 'refused', maxBytes: 100, accept: IMAGE_MIMES }))).toBe(
      ErrorCode.FILE_TOO_LARGE,
    );
    expect(await keysIn('files/refused/')).toEqual([]);
  });

  it('answers a missing or malformed key as not found', async () => {
    const storage = s3Storage(settings);
    const missing = 'covers/00000000-0000-0000-0000-000000000000.png';
    expect(await storage.exists(missing)).toBe(false);
    expect(await storage.exists('../etc/passwd')).toBe(false);
    expect(await refusal(bytesOf(storage.open(missing)))).toBe(ErrorCode.NOT_FOUND);
    expect(() => storage.open('../etc/passwd')).toThrowError(AppError);
  });
});
