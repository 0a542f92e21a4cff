import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ErrorCode } from '@datamall/contract';
import { INTERNAL_HOSTS } from '@datamall/net-guard/ssrf-corpus';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { freeLoopbackPort } from '../../test/ports.js';
import { parseEndpoint, type S3Settings, s3Backend } from './s3-backend.js';

/**
 * Against s3rver, a real S3-protocol server (in process, on loopback): signatures, buckets, multipart
 * uploads and error codes are the protocol's own. Loopback needs `allowPrivate`, as CONNECTOR_ALLOW_PRIVATE.
 */
let server: S3rver;
let dir: string;
let port: number;
let silent: net.Server;
let silentPort: number;
let canary: net.Server;
let canaryPort: number;
let canaryHits = 0;

const settings = (over: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  bucket: 'packages',
  accessKey: 'S3RVER',
  secretKey: 'S3RVER',
  forcePathStyle: true,
  ...over,
});
const open = (over: Partial<S3Settings> = {}, allowPrivate = true) =>
  s3Backend(settings(over), { allowPrivate, connectTimeoutMs: 2000, idleTimeoutMs: 1500 });

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError
      ? error.code
      : `other: ${(error as Error).name} ${(error as Error).message}`;
  }
  return 'none';
}

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'packages', configs: [] }],
  });
  ({ port } = await server.run());
  // Accepts connections and never answers: a store that hangs.
  silent = net.createServer(() => {});
  silentPort = await listen(silent);
  canary = net.createServer((socket) => {
    canaryHits += 1;
    socket.destroy();
  });
  canaryPort = await listen(canary);
});

afterAll(async () => {
  await server.close();
  silent.close();
  canary.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 endpoint rules', () => {
  it.each([
    'ftp://s3.example.com',
    'http://user:pw@s3.example.com',
    'https://s3.example.com/bucket',
    'https://s3.example.com?x=1',
    's3.example.com',
    'file:///etc/passwd',
  ])('refuses %s', (endpoint) => {
    expect(() => parseEndpoint(endpoint)).toThrowError(AppError);
    try {
      parseEndpoint(endpoint);
    } catch (error) {
      expect((error as AppError).code).toBe(ErrorCode.TRUSTED_STORAGE_ENDPOINT_INVALID);
    }
  });

  it('keeps scheme, host and port', () => {
    expect(parseEndpoint('https://s3.example.com:9000/').origin).toBe('https://s3.example.com:9000');
  });
});

describe('S3 connection test reasons', () => {
  it('passes with the right keys, through a host name too', async () => {
    await open().probe();
    await open({ endpoint: `http://localhost:${port}` }).probe();
  });

  it('names an unknown access key', async () => {
    expect(await codeOf(open({ accessKey: 'NOBODY' }).probe())).toBe(ErrorCode.TRUSTED_STORAGE_AUTH_FAILED);
  });

  // s3rver does not verify SigV4 signatures: a store answering the protocol's own error documents stands in.
  it.each([
    ['SignatureDoesNotMatch', 403, ErrorCode.TRUSTED_STORAGE_AUTH_FAILED],
    ['AccessDenied', 403, ErrorCode.TRUSTED_STORAGE_ACCESS_DENIED],
    ['NoSuchBucket', 404, ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND],
    ['SlowDown', 503, ErrorCode.TRUSTED_STORAGE_FAILED],
  ])('names the S3 error %s', async (code, status, expected) => {
    const fake = http.createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>m</Message><RequestId>r</RequestId></Error>`,
      );
    });
    const fakePort = await listen(fake);
    try {
      const outcome = await codeOf(open({ endpoint: `http://127.0.0.1:${fakePort}` }).probe());
      expect(outcome).toBe(expected);
    } finally {
      fake.close();
    }
  });

  it('names a missing bucket', async () => {
    expect(await codeOf(open({ bucket: 'no-such-bucket' }).probe())).toBe(
      ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND,
    );
  });

  it('names a refused connection and a silent server', async () => {
    const closed = await freeLoopbackPort();
    expect(await codeOf(open({ endpoint: `http://127.0.0.1:${closed}` }).probe())).toBe(
      ErrorCode.CONNECTION_UNREACHABLE,
    );
    expect(await codeOf(open({ endpoint: `http://127.0.0.1:${silentPort}` }).probe())).toBe(
      ErrorCode.CONNECTION_TIMEOUT,
    );
  });

  it('names a host that does not resolve', async () => {
    expect(await codeOf(open({ endpoint: 'http://no-such-host.invalid' }).probe())).toBe(
      ErrorCode.CONNECTION_HOST_UNKNOWN,
    );
  });

  it('refuses internal addresses without connecting when private access is off', async () => {
    const before = canaryHits;
    for (const host of [
      `127.0.0.1:${canaryPort}`,
      `localhost:${canaryPort}`,
      `127.1:${canaryPort}`,
      `0x7f000001:${canaryPort}`,
      `[::1]:${canaryPort}`,
      ...INTERNAL_HOSTS,
    ]) {
      expect(await codeOf(open({ endpoint: `http://${host}` }, false).probe()), host).toBe(
        ErrorCode.CONNECTION_HOST_REFUSED,
      );
    }
    expect(canaryHits).toBe(before);
  });

  it('checks the address a name resolves to at connect time', async () => {
    const before = canaryHits;
    const rebinding = s3Backend(settings({ endpoint: `http://storage.example.com:${canaryPort}` }), {
      allowPrivate: false,
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(await codeOf(rebinding.probe())).toBe(ErrorCode.CONNECTION_HOST_REFUSED);
    expect(canaryHits).toBe(before);
  });
});

describe('S3 files', () => {
  it('creates folders, uploads (multipart for big files), lists, downloads and deletes', async () => {
    const store = open();
    await store.createFolder(['reports']);
    expect(await codeOf(store.createFolder(['reports']))).toBe(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS);
    const small = await store.upload(['reports'], 'b.csv', Readable.from([Buffer.from('id\n1\n')]), 1 << 30);
    expect(small).toMatchObject({ path: 'reports/b.csv', type: 'file', size: 5 });
    const bigBytes = 12 * 1024 * 1024;
    const big = await store.upload(
      ['reports', '2025'],
      'a.bin',
      Readable.from(Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024, 3))),
      1 << 30,
    );
    expect(big.size).toBe(bigBytes);
    expect(await codeOf(store.upload(['reports'], 'b.csv', Readable.from([Buffer.from('x')]), 1024))).toBe(
      ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS,
    );

    const listed = await store.list(['reports']);
    expect(listed.entries.map((e) => [e.name, e.type, e.size])).toEqual([
      ['2025', 'directory', 0],
      ['b.csv', 'file', 5],
    ]);
    expect(listed.entries[1]?.modifiedAt).toBeInstanceOf(Date);
    expect((await store.list([], { directoriesOnly: true })).entries.map((e) => e.name)).toEqual(['reports']);
    expect(await text((await store.download(['reports', 'b.csv'])).stream)).toBe('id\n1\n');
    expect(await codeOf(store.download(['reports', 'none.csv']))).toBe(ErrorCode.NOT_FOUND);
    expect(await codeOf(store.list(['nothing-here']))).toBe(ErrorCode.NOT_FOUND);

    expect(await codeOf(store.remove(['reports']))).toBe(ErrorCode.TRUSTED_STORAGE_FOLDER_NOT_EMPTY);
    await store.remove(['reports', '2025', 'a.bin']);
    await store.remove(['reports', 'b.csv']);
    await store.remove(['reports']);
    expect(await codeOf(store.remove(['reports']))).toBe(ErrorCode.NOT_FOUND);
    expect((await store.list([])).entries).toEqual([]);
  });

  it('refuses a file over the limit while streaming', async () => {
    const store = open();
    const body = Readable.from(Array.from({ length: 8 }, () => Buffer.alloc(1024 * 1024, 1)));
    expect(await codeOf(store.upload([], 'too-big.bin', body, 6 * 1024 * 1024))).toBe(
      ErrorCode.FILE_TOO_LARGE,
    );
    expect((await store.list([])).entries.map((e) => e.name)).not.toContain('too-big.bin');
  });

  it('leaves keys our path rules refuse out of listings', async () => {
    const raw = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await raw.send(new PutObjectCommand({ Bucket: 'packages', Key: 'odd/a\\b', Body: 'x' }));
    await raw.send(new PutObjectCommand({ Bucket: 'packages', Key: 'odd/fine.txt', Body: 'x' }));
    expect((await open().list(['odd'])).entries.map((e) => e.name)).toEqual(['fine.txt']);
    raw.destroy();
  });
});

describe('a storage under a prefix of the bucket (the platform keeps users’ storages in its own bucket)', () => {
  it('keeps its keys under the prefix and answers paths relative to it', async () => {
    const mine = open({ prefix: 'trusted/7/' });
    await mine.createFolder(['demo']);
    const file = await mine.upload(['demo'], 'a.csv', Readable.from([Buffer.from('x,y\n1,2\n')]), 1024);
    expect(file.path).toBe('demo/a.csv');
    expect((await mine.list([])).entries.map((e) => e.path)).toEqual(['demo']);
    expect((await mine.list(['demo'])).entries.map((e) => e.path)).toEqual(['demo/a.csv']);
    expect(await text((await mine.download(['demo', 'a.csv'])).stream)).toBe('x,y\n1,2\n');
    // Another user's part of the bucket sees none of it; the bucket holds it under the prefix.
    expect((await open({ prefix: 'trusted/8/' }).list([])).entries).toEqual([]);
    expect((await open().list(['trusted', '7', 'demo'])).entries.map((e) => e.path)).toEqual([
      'trusted/7/demo/a.csv',
    ]);
    await mine.remove(['demo', 'a.csv']);
    await mine.remove(['demo']);
    expect((await mine.list([])).entries).toEqual([]);
  });
});
