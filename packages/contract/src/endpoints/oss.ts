import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { zS3Connection } from './trusted-storage.js';

/**
 * Cloud storage (OSS) of the administration console (operator, permission `sys:oss:all`): where the platform keeps
 * its own files (goods images, demo files, invoices, offline packages): `local` (DATA_DIR/files) or an
 * S3-compatible bucket. Every provider offered (Aliyun OSS, Tencent COS, Qiniu Kodo, MinIO, any other) is spoken to
 * over the S3 protocol; `provider` only says which one it is. The environment (S3_*) wins over the saved
 * configuration; a saved configuration applies at the next start of the server, and files already stored stay
 * where they are. The secret key is stored sealed and never answered.
 */

const OSS = { roles: [0], permission: 'sys:oss:all' } as const;

export const OSS_KINDS = ['local', 's3'] as const;
export type OssKind = (typeof OSS_KINDS)[number];

export const OSS_PROVIDERS = ['aliyun', 'qcloud', 'qiniu', 'minio', 'other'] as const;
export type OssProvider = (typeof OSS_PROVIDERS)[number];

/** Region suggestions of the form (Tencent COS names): Beijing … Frankfurt; any other region may be typed. */
export const OSS_REGION_SUGGESTIONS = [
  'ap-beijing',
  'ap-shanghai',
  'ap-guangzhou',
  'ap-chengdu',
  'ap-chongqing',
  'ap-singapore',
  'ap-hongkong',
  'na-toronto',
  'eu-frankfurt',
] as const;

/** Where the running server's store came from: S3_* (`environment`), the saved configuration, or DATA_DIR/files. */
export const OSS_SOURCES = ['environment', 'saved', 'default'] as const;
export type OssSource = (typeof OSS_SOURCES)[number];

const zS3Fields = zS3Connection.extend({
  kind: z.literal('s3'),
  provider: z.enum(OSS_PROVIDERS).default('other'),
});

/** The form of the test and the save: local (no fields) or an S3-compatible bucket. */
export const zOssConfigInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local') }),
  zS3Fields,
]);
export type OssConfigInput = z.input<typeof zOssConfigInput>;

/** The saved configuration: never the secret key, only whether one is saved. */
export const zOssSaved = z.object({
  kind: z.enum(OSS_KINDS),
  provider: z.enum(OSS_PROVIDERS),
  /** S3 settings; empty strings for local. */
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  accessKey: z.string(),
  hasSecret: z.boolean(),
  forcePathStyle: z.boolean(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type OssSaved = z.infer<typeof zOssSaved>;

export const zOssConfig = z.object({
  /** null: nothing saved yet. */
  saved: zOssSaved.nullable(),
  /** The store this server process uses now. */
  active: z.object({
    kind: z.enum(OSS_KINDS),
    source: z.enum(OSS_SOURCES),
    /** The bucket's endpoint and name (S3), or '' (local). */
    endpoint: z.string(),
    bucket: z.string(),
  }),
  /** The saved configuration differs from the active store: it applies at the next start. */
  restartRequired: z.boolean(),
});
export type OssConfig = z.infer<typeof zOssConfig>;

export const zOssTestResult = z.object({ ok: z.literal(true), elapsedMs: z.number().int().nonnegative() });
export type OssTestResult = z.infer<typeof zOssTestResult>;

export const getOssConfig = defineEndpoint({
  id: 'oss.config',
  method: 'GET',
  path: '/sys/oss/config',
  summary:
    "The saved cloud storage configuration (secret only as set or not), the server's active store and where it came from (operator).",
  access: OSS,
  response: zOssConfig,
});

export const testOss = defineEndpoint({
  id: 'oss.test',
  method: 'POST',
  path: '/sys/oss/test',
  summary:
    'Tests a storage configuration without saving it (an empty secret means the saved one): writes a probe object under `.probe/`, reads it back, compares and deletes it (operator).',
  access: OSS,
  body: zOssConfigInput,
  response: zOssTestResult,
});

export const saveOss = defineEndpoint({
  id: 'oss.save',
  method: 'PUT',
  path: '/sys/oss/config',
  summary:
    'Saves the cloud storage configuration after the same test passes (refused when S3_* fixes the store); applies at the next start (operator).',
  access: OSS,
  body: zOssConfigInput,
  response: zOssConfig,
});
