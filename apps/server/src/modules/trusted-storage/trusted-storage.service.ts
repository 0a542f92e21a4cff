import path from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode, TRUSTED_UPLOAD_MAX_MB } from '@datamall/contract';
import type { Lookup } from '@datamall/net-guard';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { rewrapSecrets, type SecretBox } from '../../platform/secret-box.js';
import type { EntryInfo, TrustedBackend } from './backend.js';
import { localBackend } from './local-backend.js';
import { parseEndpoint, type S3Settings, s3Backend } from './s3-backend.js';
import { isSafeSegment, parseTrustedPath } from './trusted-path.js';
import type { StorageConfigRow } from './trusted-storage.repository.js';
import * as repo from './trusted-storage.repository.js';

/** The settings of a save or a test, as the contract validated them. */
export type StorageInput =
  | { storageType: 'local' }
  | {
      storageType: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKey: string;
      secretKey?: string | undefined;
      forcePathStyle: boolean;
    };

type Settings = { storageType: 'local' } | ({ storageType: 's3' } & S3Settings);

export interface StorageTestOutcome {
  code: number;
  params?: Record<string, string | number>;
  elapsedMs: number;
}

export interface TrustedStorageServiceDeps {
  db: Db;
  clock: Clock;
  /** Seals the saved secret keys. */
  secrets: SecretBox;
  /** Local storages live in `<dataDir>/trusted/<userId>`, unless `platformS3` is set. */
  dataDir: string;
  /**
   * The platform's object store (S3_*): storages kept by the platform ("local") live there under
   * `trusted/<userId>/` instead of DATA_DIR, so every node serves them.
   */
  platformS3?: Omit<S3Settings, 'prefix'> & { hostPolicy?: { allowPrivate: boolean } };
  /** CONNECTOR_ALLOW_PRIVATE: may an S3 endpoint be a loopback, private or link-local address. */
  allowPrivate: boolean;
  lookup?: Lookup;
  connectTimeoutMs?: number;
  /** A fixed upload limit (tests); before `maxUploadMb`. */
  maxUploadBytes?: number;
  /** The current upload limit in MB (the settings' tunable); the contract's default without either. */
  maxUploadMb?: () => Promise<number>;
}

/**
 * Each user's trusted storage: the platform's disk by default, or their own S3-compatible bucket. Settings
 * are saved only after they pass a connection test; the S3 secret is encrypted at rest and never leaves the
 * server. Every file operation works on the caller's own storage, so nobody can name another's files.
 */
export class TrustedStorageService {
  constructor(private readonly deps: TrustedStorageServiceDeps) {}

  async maxUploadBytes(): Promise<number> {
    if (this.deps.maxUploadBytes !== undefined) return this.deps.maxUploadBytes;
    return ((await this.deps.maxUploadMb?.()) ?? TRUSTED_UPLOAD_MAX_MB) * 1024 * 1024;
  }

  /** The caller's saved settings; null means the default local storage. */
  find(actor: Actor): Promise<StorageConfigRow | null> {
    return repo.findConfig(this.deps.db, actor.userId);
  }

  /** Tests the settings, then saves them; a failed test throws its reason and saves nothing. */
  async save(actor: Actor, input: StorageInput): Promise<StorageConfigRow> {
    const settings = await this.settingsOf(actor, input);
    await this.backendOf(actor.userId, settings).probe();
    const now = this.deps.clock.now();
    const s3 = settings.storageType === 's3' ? settings : null;
    return repo.upsertConfig(this.deps.db, {
      ownerId: actor.userId,
      storageType: settings.storageType,
      endpoint: s3?.endpoint ?? '',
      region: s3?.region ?? '',
      bucket: s3?.bucket ?? '',
      accessKey: s3?.accessKey ?? '',
      secretKeyEnc: s3 ? await this.deps.secrets.seal(s3.secretKey) : '',
      forcePathStyle: s3?.forcePathStyle ?? true,
      lastTestAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Tests settings without saving; the reason of a failure is the outcome, not an error. */
  async test(actor: Actor, input: StorageInput): Promise<StorageTestOutcome> {
    const started = Date.now();
    try {
      const settings = await this.settingsOf(actor, input);
      await this.backendOf(actor.userId, settings).probe();
      return { code: ErrorCode.SUCCESS, elapsedMs: Date.now() - started };
    } catch (error) {
      if (!(error instanceof AppError) || error.code === ErrorCode.BAD_PARAMS) throw error;
      return { code: error.code, params: error.params, elapsedMs: Date.now() - started };
    }
  }

  /** One page of a folder: folders first, then files, by name; `name` filters case-insensitively. */
  async list(actor: Actor, folderPath: string, page: PageRequest, name?: string) {
    const folder = parseTrustedPath(folderPath);
    const { entries, truncated } = await (await this.backend(actor.userId)).list(folder);
    const needle = name?.toLowerCase();
    const matching = needle ? entries.filter((e) => e.name.toLowerCase().includes(needle)) : entries;
    const start = (page.page - 1) * page.limit;
    return {
      path: folder.join('/'),
      total: matching.length,
      list: matching.slice(start, start + page.limit),
      truncated,
    };
  }

  async directories(actor: Actor, folderPath: string): Promise<EntryInfo[]> {
    const folder = parseTrustedPath(folderPath);
    return (await (await this.backend(actor.userId)).list(folder, { directoriesOnly: true })).entries;
  }

  async createFolder(actor: Actor, folderPath: string): Promise<EntryInfo> {
    const folder = parseTrustedPath(folderPath);
    if (!folder.length) throw new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path: folderPath });
    return (await this.backend(actor.userId)).createFolder(folder);
  }

  /** Streams a file into a folder; the name is the uploaded file's own (its last path segment). */
  async upload(actor: Actor, folderPath: string, fileName: string, source: Readable): Promise<EntryInfo> {
    const folder = parseTrustedPath(folderPath);
    // Browsers send a bare name; some clients send a path: only its last segment names the file.
    const name = fileName.split(/[\\/]/).at(-1) ?? '';
    if (!isSafeSegment(name)) throw new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path: fileName });
    const maxBytes = await this.maxUploadBytes();
    return (await this.backend(actor.userId)).upload(folder, name, source, maxBytes);
  }

  async remove(actor: Actor, targetPath: string): Promise<void> {
    const target = parseTrustedPath(targetPath);
    if (!target.length) throw new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path: targetPath });
    await (await this.backend(actor.userId)).remove(target);
  }

  download(actor: Actor, targetPath: string) {
    return this.downloadOwned(actor.userId, targetPath);
  }

  /** A file of the owner's storage, read by the platform on the owner's behalf (a delivery to a buyer). */
  async downloadOwned(ownerId: number, targetPath: string) {
    const target = parseTrustedPath(targetPath);
    if (!target.length) throw new AppError(ErrorCode.NOT_FOUND);
    const file = await (await this.backend(ownerId)).download(target);
    return { ...file, name: target.at(-1) ?? 'file' };
  }

  /** Seals again, under the current key, the secret keys saved before the KMS held it; answers how many. */
  async rewrapSecrets(): Promise<number> {
    const { db, secrets } = this.deps;
    return rewrapSecrets(secrets, await repo.legacySecretKeys(db), (id, from, to) =>
      repo.replaceSecretKey(db, id, from, to),
    );
  }

  /** The backend of the owner's saved settings (local when none). */
  private async backend(ownerId: number): Promise<TrustedBackend> {
    const row = await repo.findConfig(this.deps.db, ownerId);
    if (row?.storageType !== 's3') return this.backendOf(ownerId, { storageType: 'local' });
    return this.backendOf(ownerId, {
      storageType: 's3',
      endpoint: row.endpoint,
      region: row.region,
      bucket: row.bucket,
      accessKey: row.accessKey,
      secretKey: row.secretKeyEnc ? await this.deps.secrets.open(row.secretKeyEnc) : '',
      forcePathStyle: row.forcePathStyle,
    });
  }

  private backendOf(ownerId: number, settings: Settings): TrustedBackend {
    if (settings.storageType === 'local') {
      const platform = this.deps.platformS3;
      // The platform's own store: held to the address policy only when it was saved in the console.
      if (platform) {
        const allowPrivate = platform.hostPolicy?.allowPrivate ?? true;
        return s3Backend({ ...platform, prefix: `trusted/${ownerId}/` }, { allowPrivate });
      }
      return localBackend(path.join(this.deps.dataDir, 'trusted'), ownerId);
    }
    return s3Backend(settings, {
      allowPrivate: this.deps.allowPrivate,
      lookup: this.deps.lookup,
      connectTimeoutMs: this.deps.connectTimeoutMs,
    });
  }

  /**
   * The settings to use: the endpoint normalised to its origin, and an empty secret replaced by the saved
   * one, but only for the same endpoint and access key: pointing saved keys at another server needs the
   * secret typed again.
   */
  private async settingsOf(actor: Actor, input: StorageInput): Promise<Settings> {
    if (input.storageType === 'local') return input;
    const endpoint = parseEndpoint(input.endpoint).origin;
    let secretKey = input.secretKey ?? '';
    if (!secretKey) {
      const saved = await this.find(actor);
      const reusable =
        saved?.storageType === 's3' &&
        saved.secretKeyEnc !== '' &&
        saved.endpoint === endpoint &&
        saved.accessKey === input.accessKey;
      if (!reusable) throw badParam('secretKey', 'secretKeyRequired');
      secretKey = await this.deps.secrets.open(saved.secretKeyEnc);
    }
    return {
      storageType: 's3',
      endpoint,
      region: input.region,
      bucket: input.bucket,
      accessKey: input.accessKey,
      secretKey,
      forcePathStyle: input.forcePathStyle,
    };
  }
}
