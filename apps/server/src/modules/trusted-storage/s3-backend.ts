import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ErrorCode } from '@datamall/contract';
import { checkHost, type Lookup, normalizeHost, pinnedLookup, REFUSED_BY_POLICY } from '@datamall/net-guard';
import { AppError } from '../../platform/errors.js';
import {
  byteLimit,
  type EntryInfo,
  LIST_CAP,
  type ListResult,
  sortEntries,
  type TrustedBackend,
} from './backend.js';
import { isSafeSegment } from './trusted-path.js';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  forcePathStyle: boolean;
  /**
   * Keys of this storage start with it (e.g. `trusted/12/`, one user's part of the platform's own bucket); the
   * paths the backend takes and answers stay relative to it. Default: the bucket's root.
   */
  prefix?: string;
}

export interface S3BackendOptions {
  /** CONNECTOR_ALLOW_PRIVATE: may the endpoint be a loopback, private or link-local address. */
  allowPrivate: boolean;
  lookup?: Lookup;
  /** Deadline to open a connection (and of the connection test's request). */
  connectTimeoutMs?: number;
  /** Longest silence on an open connection before it is given up. */
  idleTimeoutMs?: number;
}

export const S3_CONNECT_TIMEOUT_MS = 10_000;
const S3_IDLE_TIMEOUT_MS = 60_000;
/** Parts of 5 MiB, two in flight: an upload holds at most ~10 MiB in memory whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const PROBE_PREFIX = '.datamall-probe/';

/** `https://host[:port]` only: no credentials, path, query or fragment (10171 otherwise). */
export function parseEndpoint(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    throw new AppError(ErrorCode.TRUSTED_STORAGE_ENDPOINT_INVALID);
  }
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    (url.pathname === '/' || url.pathname === '') &&
    !url.search &&
    !url.hash &&
    url.hostname !== '';
  if (!bare) throw new AppError(ErrorCode.TRUSTED_STORAGE_ENDPOINT_INVALID);
  return url;
}

const AUTH_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'InvalidSecurity',
  'InvalidClientTokenId',
]);
const DENIED_ERRORS = new Set(['AccessDenied', 'AllAccessDisabled', 'Forbidden', 'AccountProblem']);
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EPROTO',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/** Any error of the SDK or the socket -> the AppError of its reason; never the message (it may echo input). */
export function toStorageError(error: unknown, settings: Pick<S3Settings, 'endpoint' | 'bucket'>): AppError {
  if (error instanceof AppError) return error;
  const e = (error ?? {}) as {
    name?: string;
    code?: string;
    Code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
    cause?: unknown;
  };
  const code = e.code ?? (e.cause as { code?: string } | undefined)?.code ?? '';
  const name = e.Code ?? e.name ?? '';
  const status = e.$metadata?.httpStatusCode;
  let host = settings.endpoint;
  let hostname = settings.endpoint;
  let port = '';
  try {
    const url = new URL(settings.endpoint);
    host = url.host;
    hostname = normalizeHost(url.hostname);
    port = url.port || (url.protocol === 'https:' ? '443' : '80');
  } catch {}
  if (code === REFUSED_BY_POLICY) return new AppError(ErrorCode.CONNECTION_HOST_REFUSED, { host: hostname });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new AppError(ErrorCode.CONNECTION_HOST_UNKNOWN, { host });
  }
  if (name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'ECONNABORTED' || name === 'AbortError') {
    return new AppError(ErrorCode.CONNECTION_TIMEOUT, { seconds: S3_CONNECT_TIMEOUT_MS / 1000 });
  }
  if (NETWORK_ERRORS.has(code))
    return new AppError(ErrorCode.CONNECTION_UNREACHABLE, { host: hostname, port });
  if (AUTH_ERRORS.has(name)) return new AppError(ErrorCode.TRUSTED_STORAGE_AUTH_FAILED);
  if (name === 'NoSuchBucket') {
    return new AppError(ErrorCode.TRUSTED_STORAGE_BUCKET_NOT_FOUND, { bucket: settings.bucket });
  }
  if (DENIED_ERRORS.has(name) || status === 403) {
    return new AppError(ErrorCode.TRUSTED_STORAGE_ACCESS_DENIED, { bucket: settings.bucket });
  }
  const detail = [name || code || 'error', status ? `HTTP ${status}` : ''].filter(Boolean).join(', ');
  return new AppError(ErrorCode.TRUSTED_STORAGE_FAILED, { detail: detail.slice(0, 120) });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * The owner's S3-compatible bucket. Folders are key prefixes ending in `/` (an empty `folder/` object marks
 * a folder created here); keys whose names our path rules refuse (e.g. `..`) are left out of listings.
 */
export function s3Backend(settings: S3Settings, options: S3BackendOptions): TrustedBackend {
  const url = parseEndpoint(settings.endpoint);
  const lookup = pinnedLookup(options.allowPrivate, options.lookup) as LookupFunction;
  const client = new S3Client({
    endpoint: url.origin,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    // Only the checksums S3 requires: the flexible CRC trailers newer SDKs send by default are unknown
    // to many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    requestHandler: {
      httpAgent: new http.Agent({ lookup, keepAlive: false }),
      httpsAgent: new https.Agent({ lookup, keepAlive: false }),
      connectionTimeout: options.connectTimeoutMs ?? S3_CONNECT_TIMEOUT_MS,
      requestTimeout: options.idleTimeoutMs ?? S3_IDLE_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;
  let hostChecked: Promise<void> | undefined;

  /** An IP literal never reaches the lookup: check the endpoint's host itself before the first call. */
  const checkEndpoint = () => {
    hostChecked ??= checkHost(url.hostname, options.allowPrivate, options.lookup).then((decision) => {
      if (!decision.ok) {
        throw decision.reason === 'policy'
          ? new AppError(ErrorCode.CONNECTION_HOST_REFUSED, { host: normalizeHost(url.hostname) })
          : new AppError(ErrorCode.CONNECTION_HOST_UNKNOWN, { host: url.host });
      }
    });
    return hostChecked;
  };

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    await checkEndpoint();
    try {
      return await work();
    } catch (error) {
      throw toStorageError(error, settings);
    }
  };

  const root = settings.prefix ?? '';
  const prefixOf = (segments: string[]) => (segments.length ? `${segments.join('/')}/` : '');

  const headFile = (key: string) =>
    call(async () => {
      try {
        return await client.send(new HeadObjectCommand({ Bucket, Key: root + key }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });

  /**
   * The first keys under a prefix (the folder marker included). One page, never truncated on purpose:
   * stores such as s3rver fail to make continuation tokens, so a small MaxKeys would break on them.
   */
  const peek = (prefix: string) =>
    call(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: root + prefix })));

  return {
    // Lists a prefix that holds nothing: proves the keys, the bucket and the right to list, reads no data.
    probe: () =>
      call(() =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: root + PROBE_PREFIX, MaxKeys: 1 })),
      ).then(() => {}),

    async list(folder, opts = {}): Promise<ListResult> {
      const prefix = root + prefixOf(folder);
      const entries: EntryInfo[] = [];
      let truncated = false;
      let seenAny = false;
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await call(() =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
          ),
        );
        seenAny ||= Boolean(page.CommonPrefixes?.length || page.Contents?.length);
        for (const p of page.CommonPrefixes ?? []) {
          const name = (p.Prefix ?? '').slice(prefix.length, -1);
          if (isSafeSegment(name)) {
            entries.push({
              name,
              path: [...folder, name].join('/'),
              type: 'directory',
              size: 0,
              modifiedAt: null,
            });
          }
        }
        if (!opts.directoriesOnly) {
          for (const object of page.Contents ?? []) {
            const name = (object.Key ?? '').slice(prefix.length);
            if (!isSafeSegment(name)) continue;
            entries.push({
              name,
              path: [...folder, name].join('/'),
              type: 'file',
              size: object.Size ?? 0,
              modifiedAt: object.LastModified ?? null,
            });
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
        if (entries.length >= LIST_CAP) {
          truncated = Boolean(token) || entries.length > LIST_CAP;
          entries.length = Math.min(entries.length, LIST_CAP);
          break;
        }
      } while (token);
      // A folder exists when something is under its prefix (its own marker counts).
      if (folder.length && !seenAny) throw new AppError(ErrorCode.NOT_FOUND);
      return { entries: sortEntries(entries), truncated };
    },

    async createFolder(folder) {
      const key = folder.join('/');
      const name = folder.at(-1) ?? '';
      if ((await headFile(key)) || (await peek(`${key}/`)).KeyCount) {
        throw new AppError(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS, { name });
      }
      await call(() =>
        client.send(new PutObjectCommand({ Bucket, Key: `${root}${key}/`, Body: new Uint8Array(0) })),
      );
      return { name, path: key, type: 'directory', size: 0, modifiedAt: new Date() };
    },

    async upload(folder, name, source, maxBytes) {
      const key = [...folder, name].join('/');
      if ((await headFile(key)) || (await peek(`${key}/`)).KeyCount) {
        throw new AppError(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS, { name });
      }
      let size = 0;
      let refusal: AppError | undefined;
      const limited = byteLimit(maxBytes, (n) => {
        size = n;
      });
      const body = Readable.from(
        (async function* () {
          try {
            yield* limited(source);
          } catch (error) {
            if (error instanceof AppError) refusal = error;
            throw error;
          }
        })(),
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key: root + key, Body: body },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await call(async () => {
        try {
          await upload.done();
        } catch (error) {
          // The size limit fired inside the body: that reason, not whatever the SDK made of it.
          throw refusal ?? error;
        }
      });
      const head = await headFile(key);
      return {
        name,
        path: key,
        type: 'file',
        size: head?.ContentLength ?? size,
        modifiedAt: head?.LastModified ?? new Date(),
      };
    },

    async remove(segments) {
      const key = segments.join('/');
      if (!key) throw new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path: '' });
      if (await headFile(key)) {
        await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: root + key })));
        return;
      }
      const keys = ((await peek(`${key}/`)).Contents ?? []).map((o) => o.Key);
      if (keys.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
      if (keys.length > 1 || keys[0] !== `${root}${key}/`) {
        throw new AppError(ErrorCode.TRUSTED_STORAGE_FOLDER_NOT_EMPTY, { name: segments.at(-1) ?? '' });
      }
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: `${root}${key}/` })));
    },

    async download(segments) {
      const key = segments.join('/');
      const object = await call(async () => {
        try {
          return await client.send(new GetObjectCommand({ Bucket, Key: root + key }));
        } catch (error) {
          if (isMissing(error)) throw new AppError(ErrorCode.NOT_FOUND);
          throw error;
        }
      });
      if (!(object.Body instanceof Readable)) throw new AppError(ErrorCode.NOT_FOUND);
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    },
  };
}
