import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ErrorCode } from '@datamall/contract';
import { pinnedLookup } from '@datamall/net-guard';
import type { PlatformS3 } from '../config.js';
import { AppError } from './errors.js';
import { detectFileKind, type FileKind, narrowKindByName } from './file-type.js';
import { type FileStorage, FOLDER_PATTERN, KEY_PATTERN } from './storage.js';

/** Parts of 5 MiB, two in flight: an upload holds at most ~10 MiB in memory whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The platform's client of its own store. Set by S3_* it is the operator's setting and no address policy applies;
 * saved in the console (`hostPolicy`), each connection goes to an address the policy approved.
 */
export function platformS3Client(settings: PlatformS3): S3Client {
  const lookup = settings.hostPolicy
    ? (pinnedLookup(settings.hostPolicy.allowPrivate) as LookupFunction)
    : undefined;
  return new S3Client({
    ...(lookup && {
      requestHandler: {
        httpAgent: new http.Agent({ lookup, keepAlive: true }),
        httpsAgent: new https.Agent({ lookup, keepAlive: true }),
      },
    }),
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    // Only the checksums S3 requires: many S3-compatible stores do not know the newer CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * The platform's files in an S3-compatible bucket, under `prefix` (keys as `localStorage` makes them), so every
 * node sees every file. Uploads stream through: the first bytes decide the kind (and the key's extension), the
 * size is counted as it flows, and a refused upload leaves nothing behind.
 */
export function s3Storage(settings: PlatformS3, prefix = 'files/'): FileStorage {
  const client = platformS3Client(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new AppError(ErrorCode.NOT_FOUND);
    return `${prefix}${key}`;
  };
  const tooLarge = (maxBytes: number) =>
    new AppError(ErrorCode.FILE_TOO_LARGE, { mb: Math.floor(maxBytes / 1048576) });
  return {
    async save(stream, { folder, maxBytes, accept, fileName }) {
      if (!FOLDER_PATTERN.test(folder)) throw new Error(`bad storage folder ${folder}`);
      const source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let head = Buffer.alloc(0);
      let ended = false;
      let detected: FileKind | null = null;
      try {
        while (head.length < 16) {
          const next = await source.next();
          if (next.done) {
            ended = true;
            break;
          }
          head = Buffer.concat([head, next.value]);
        }
        if (head.length > maxBytes) throw tooLarge(maxBytes);
        detected = detectFileKind(head);
        if (!detected || !accept.includes(detected.mime)) throw new AppError(ErrorCode.FILE_TYPE_REFUSED);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      const { mime } = detected;
      const key = `${folder}/${randomUUID()}.${narrowKindByName(detected, fileName).ext}`;
      let size = head.length;
      let refusal: AppError | undefined;
      const body = Readable.from(
        (async function* () {
          yield head;
          if (ended) return;
          for (let next = await source.next(); !next.done; next = await source.next()) {
            size += next.value.length;
            if (size > maxBytes) {
              refusal = tooLarge(maxBytes);
              stream.destroy();
              throw refusal;
            }
            yield next.value;
          }
        })(),
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body, ContentType: mime },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw refusal ?? error;
      }
      return { key, size, mime };
    },
    open(key) {
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) })).then(
        (object) => {
          const body = object.Body as Readable | undefined;
          if (!body) {
            out.destroy(new AppError(ErrorCode.NOT_FOUND));
            return;
          }
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error) => out.destroy(isMissing(error) ? new AppError(ErrorCode.NOT_FOUND) : error),
      );
      return out;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error) || error instanceof AppError) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
