import { z } from 'zod';
import { defineEndpoint, zPage, zPageParams } from '../endpoint.js';

/**
 * Trusted storage: where a user's data packages live. `local` (the default) is a folder of the platform
 * (DATA_DIR/trusted/<userId>); `s3` is the owner's own S3-compatible object store (AWS S3, MinIO, cloud OSS).
 * Every logged-in user has one (sys/configuration is a personal page under every role, §2.4).
 */
export const TRUSTED_STORAGE_TYPES = ['local', 's3'] as const;
export const zStorageType = z.enum(TRUSTED_STORAGE_TYPES);
export type StorageType = z.infer<typeof zStorageType>;

/** Largest file accepted by the upload, in MiB. */
export const TRUSTED_UPLOAD_MAX_MB = 500;

/**
 * A path inside the storage, relative to its root: `''` is the root, segments are separated by `/`.
 * The server refuses absolute paths, `.`/`..` segments, backslashes and control characters (10170).
 */
export const zTrustedPath = z.string().max(1024).default('');

/** The fields of an S3-compatible bucket: a trusted storage's, and the platform's own (cloud storage). */
export const zS3Connection = z.object({
  /** `https://s3.example.com` or `http://minio.internal:9000`: scheme, host and port only. */
  endpoint: z.string().trim().min(1).max(255),
  /** Signing region; most S3-compatible stores accept `us-east-1`. */
  region: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  /** Bucket name (S3 naming rules: 3-63 lowercase letters, digits, dots and hyphens). */
  bucket: z
    .string()
    .trim()
    .min(3)
    .max(63)
    .regex(/^[a-z0-9][a-z0-9.-]+[a-z0-9]$/),
  accessKey: z.string().trim().min(1).max(128),
  /**
   * Stored sealed and never answered. Empty or absent keeps the saved secret, only while the endpoint and access
   * key (for the platform's store also the bucket) stay those it was saved with.
   */
  secretKey: z.string().max(256).optional(),
  /** Path-style addressing (`endpoint/bucket/key`), needed by MinIO and most self-hosted stores. */
  forcePathStyle: z.boolean().default(true),
});

const zS3Settings = zS3Connection.extend({ storageType: z.literal('s3') });

/** The form of `hdfsConfig/insert` and `connectionTest`: local, or an S3-compatible store. */
export const zTrustedStorageInput = z.discriminatedUnion('storageType', [
  z.object({ storageType: z.literal('local') }),
  zS3Settings,
]);
export type TrustedStorageInput = z.input<typeof zTrustedStorageInput>;

/** The caller's storage settings as shown to them: never the secret key, only whether one is saved. */
export const zTrustedStorageConfig = z.object({
  storageType: zStorageType,
  /** S3 settings; empty strings for local. */
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  accessKey: z.string(),
  /** A secret key is saved (it is never returned). */
  hasSecretKey: z.boolean(),
  forcePathStyle: z.boolean(),
  /** false: nothing saved yet, the default local storage is in use. */
  isSaved: z.boolean(),
  /** When the settings last passed the connection test (saved only after passing). */
  lastTestAt: z.string().nullable(),
  updateDate: z.string().nullable(),
});
export type TrustedStorageConfig = z.infer<typeof zTrustedStorageConfig>;

/** Outcome of a storage connection test: code 0 ok, else the error code of the reason. */
export const zTrustedStorageTestResult = z.object({
  ok: z.boolean(),
  code: z.number().int(),
  /** Localized reason (or "success"). */
  message: z.string(),
  elapsedMs: z.number().int().nonnegative(),
});
export type TrustedStorageTestResult = z.infer<typeof zTrustedStorageTestResult>;

export const TRUSTED_ENTRY_TYPES = ['directory', 'file'] as const;

/** A folder or a file of the storage. */
export const zTrustedEntry = z.object({
  name: z.string(),
  /** Path from the storage root, e.g. `packages/2025/readings.csv`. */
  path: z.string(),
  type: z.enum(TRUSTED_ENTRY_TYPES),
  /** Bytes; 0 for folders. */
  size: z.number().int().nonnegative(),
  /** Last modification; null when the store does not tell (S3 folders). */
  modifyTime: z.string().nullable(),
});
export type TrustedEntry = z.infer<typeof zTrustedEntry>;

export const queryTrustedStorage = defineEndpoint({
  id: 'trustedStorage.query',
  method: 'POST',
  path: '/server/hdfsConfig/query',
  summary: "The caller's trusted storage settings (local by default); the secret key is never returned.",
  access: 'user',
  operationLog: false,
  response: zTrustedStorageConfig,
});

export const insertTrustedStorage = defineEndpoint({
  id: 'trustedStorage.insert',
  method: 'POST',
  path: '/server/hdfsConfig/insert',
  summary:
    "Saves the caller's trusted storage (local, or S3-compatible with the secret encrypted at rest) after a connection test; a failed test answers its localized reason and saves nothing.",
  access: 'user',
  body: zTrustedStorageInput,
  response: zTrustedStorageConfig,
});

export const testTrustedStorage = defineEndpoint({
  id: 'trustedStorage.test',
  method: 'POST',
  path: '/server/hdfsConfig/connectionTest',
  summary:
    'Tests storage settings without saving them (an empty secret key means the saved one): resolves and checks the host, then lists the bucket.',
  access: 'user',
  body: zTrustedStorageInput,
  response: zTrustedStorageTestResult,
});

export const zTrustedFilesQuery = zPageParams.extend({
  /** Folder to list; the root when empty. */
  path: zTrustedPath,
  /** Part of the name (case-insensitive). */
  name: z.string().trim().max(255).optional(),
});

export const queryHdfsFiles = defineEndpoint({
  id: 'trustedStorage.files',
  method: 'POST',
  path: '/server/item/queryHdfsFiles',
  summary:
    "Folders, then files, of one folder of the caller's configured storage, by name, paged; `truncated` when the folder holds more entries than are read (10,000).",
  access: 'user',
  operationLog: false,
  body: zTrustedFilesQuery,
  response: zPage(zTrustedEntry).extend({
    /** The folder listed, normalised. */
    path: z.string(),
    truncated: z.boolean(),
  }),
});

export const directoryList = defineEndpoint({
  id: 'trustedStorage.directories',
  method: 'POST',
  path: '/server/item/directoryList',
  summary: "The sub-folders of one folder of the caller's configured storage (for the folder tree), by name.",
  access: 'user',
  operationLog: false,
  body: z.object({ path: zTrustedPath }),
  response: z.array(zTrustedEntry),
});

export const createTrustedFolder = defineEndpoint({
  id: 'trustedStorage.mkdir',
  method: 'POST',
  path: '/server/hdfsConfig/createFolder',
  summary: "Creates a folder (and missing parents) in the caller's storage.",
  access: 'user',
  body: z.object({ path: zTrustedPath.pipe(z.string().min(1)) }),
  response: zTrustedEntry,
});

export const uploadTrustedFile = defineEndpoint({
  id: 'trustedStorage.upload',
  method: 'POST',
  path: '/server/hdfsConfig/upload',
  summary:
    "Uploads one file into a folder of the caller's storage, streamed (multipart: field `path` first, then `file`; at most 500 MiB); an existing name is refused (10177).",
  access: 'user',
  bodyType: 'multipart',
  response: zTrustedEntry,
});

export const deleteTrustedEntry = defineEndpoint({
  id: 'trustedStorage.delete',
  method: 'POST',
  path: '/server/hdfsConfig/delete',
  summary: "Deletes a file, or an empty folder (10179 when not empty), of the caller's storage.",
  access: 'user',
  body: z.object({ path: zTrustedPath.pipe(z.string().min(1)) }),
  response: z.null(),
});

export const downloadTrustedFile = defineEndpoint({
  id: 'trustedStorage.download',
  method: 'GET',
  path: '/server/hdfsConfig/download',
  summary:
    "Streams one file of the caller's storage as an attachment; the token may be passed as `access_token`.",
  access: 'user',
  query: z.object({ path: z.string().min(1).max(1024), access_token: z.string().optional() }),
  response: z.null(),
  raw: true,
});
