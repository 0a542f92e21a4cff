import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { PlatformS3 } from '../config.js';
import { notFound } from './errors.js';
import { platformS3Client } from './s3-storage.js';

/**
 * Files the platform writes itself under keys it chooses (`/`-separated, e.g. `12/1700000000-ab12/1-data.enc`),
 * of any content: in a folder of DATA_DIR (`localBlobs`), or under a prefix of the platform's S3 bucket
 * (`s3Blobs`) so that every node sharing the database can read what any node wrote.
 */
export interface BlobStore {
  /** Streams `source` into `key` without holding it in memory; answers the bytes written. */
  put(key: string, source: Readable): Promise<number>;
  /** The file at `key`; NOT_FOUND when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes every file under `folder`. */
  removeFolder(folder: string): Promise<void>;
}

/** `name/` in the platform's bucket when S3_* is set, else DATA_DIR/name: the same keys either way. */
export function platformBlobs(name: string, config: { s3: PlatformS3 | undefined; dataDir: string }) {
  return config.s3 ? s3Blobs(config.s3, `${name}/`) : localBlobs(path.join(config.dataDir, name));
}

/** Keys are made by the platform, never taken from a request: anything else is a bug. */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) {
    throw new Error(`bad blob key ${key}`);
  }
  return key;
}

function counting(onBytes: (n: number) => void) {
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      onBytes(chunk.length);
      yield chunk;
    }
  };
}

export function localBlobs(root: string): BlobStore {
  const full = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, source) {
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      try {
        await pipeline(
          source,
          counting((n) => {
            size += n;
          }),
          fs.createWriteStream(file),
        );
      } catch (error) {
        await fs.promises.rm(file, { force: true });
        throw error;
      }
      return size;
    },
    async get(key) {
      const file = full(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    async removeFolder(folder) {
      await fs.promises.rm(full(folder), { recursive: true, force: true });
    },
  };
}

/** Parts of 5 MiB, two in flight: a file holds at most ~10 MiB in memory whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export function s3Blobs(settings: PlatformS3, prefix: string): BlobStore {
  const client = platformS3Client(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;
  return {
    async put(key, source) {
      let size = 0;
      const body = Readable.from(
        counting((n) => {
          size += n;
        })(source),
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
      return size;
    },
    async get(key) {
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        throw isMissing(error) ? notFound() : error;
      }
      const stream = object.Body as Readable | undefined;
      if (!stream) throw notFound();
      return { stream, size: Number(object.ContentLength ?? 0) };
    },
    async removeFolder(folder) {
      const Prefix = `${objectKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
