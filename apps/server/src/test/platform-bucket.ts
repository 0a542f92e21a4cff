import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { expect } from 'vitest';
import type { PlatformS3 } from '../config.js';
import { bearer, multipartFile, TINY_PNG } from './harness.js';

const BUCKET = 'platform';

/**
 * A real S3-protocol server (s3rver) on loopback with the platform's bucket, for tests of what lives in the shared
 * object store: `s3` is the config the app takes, `objectsUnder` lists the stored keys under a prefix.
 */
export async function startPlatformBucket(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `s3rver-${name}-`));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const s3: PlatformS3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    forcePathStyle: true,
  };
  /** Keys of the bucket's objects under `prefix`, sorted, as s3rver keeps them on disk. */
  const objectsUnder = (prefix: string) => {
    const base = path.join(dir, BUCKET);
    const found: string[] = [];
    const walk = (at: string) => {
      for (const e of fs.readdirSync(at, { withFileTypes: true })) {
        const full = path.join(at, e.name);
        if (e.isDirectory()) walk(full);
        else if (e.name.endsWith('._S3rver_object'))
          found.push(path.relative(base, full).replace(/\._S3rver_object$/, ''));
      }
    };
    if (fs.existsSync(base)) walk(base);
    return found.filter((k) => k.startsWith(prefix)).sort();
  };
  const close = async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { s3, dir, objectsUnder, close };
}

/**
 * A goods cover image uploaded as the holder of `token`, then read back by its URL: answers both (the upload
 * succeeded, the read is the caller's to check).
 */
export async function uploadAndReadCover(app: FastifyInstance, token: string) {
  const file = multipartFile('file', 'cover.png', TINY_PNG);
  const res = await app.inject({
    method: 'POST',
    url: '/server/item/uploadImgFile',
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
  const answer = res.json();
  expect(answer.code, answer.msg).toBe(0);
  const image = await app.inject({ method: 'GET', url: answer.data });
  return { url: answer.data as string, image };
}
