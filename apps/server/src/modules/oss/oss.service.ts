import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ErrorCode, type oss } from '@datamall/contract';
import { isInternalAddress, normalizeHost } from '@datamall/net-guard';
import type { z } from 'zod';
import type { PlatformS3 } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { parseEndpoint, s3Backend } from '../trusted-storage/s3-backend.js';
import * as repo from './oss.repository.js';

type OssInput = z.output<typeof oss.zOssConfigInput>;
type S3Input = Extract<OssInput, { kind: 's3' }>;

/** The store this process uses, decided once at start (the environment first, then the saved configuration). */
export interface PlatformStore {
  source: oss.OssSource;
  /** undefined: local, DATA_DIR/files. */
  s3: PlatformS3 | undefined;
  /** What the saved row held at start (`fingerprint`), to tell whether a later save needs a restart. */
  fingerprint: string;
}

export interface OssDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  dataDir: string;
  /** CONNECTOR_ALLOW_PRIVATE: may the endpoint be a loopback, private or link-local host. */
  allowPrivate: boolean;
  active: PlatformStore;
}

/** The probe objects of the connection test live under this prefix, and are deleted at once. */
const PROBE_PREFIX = '.probe/';
const LOCAL_FINGERPRINT = 'local';

function fingerprint(row: repo.OssConfigRow | null): string {
  if (row?.kind !== 's3') return LOCAL_FINGERPRINT;
  return JSON.stringify([
    row.endpoint,
    row.region,
    row.bucket,
    row.accessKey,
    row.secretSealed,
    row.forcePathStyle,
  ]);
}

/**
 * The platform's store at start: S3_* when set (`environment`), else the saved configuration (`saved`), else
 * DATA_DIR/files (`default`). A saved secret that no longer opens (another KMS master key) leaves the store local,
 * with a warning: the console then shows that a restart is needed.
 */
export async function platformStoreAtStart(
  db: Db,
  openSecret: (sealed: string) => Promise<string>,
  envS3: PlatformS3 | undefined,
  allowPrivate: boolean,
): Promise<PlatformStore> {
  if (envS3) return { source: 'environment', s3: envS3, fingerprint: '' };
  const row = await repo.findOssConfig(db);
  if (!row) return { source: 'default', s3: undefined, fingerprint: LOCAL_FINGERPRINT };
  if (row.kind !== 's3') return { source: 'saved', s3: undefined, fingerprint: LOCAL_FINGERPRINT };
  let secretKey: string;
  try {
    secretKey = await openSecret(row.secretSealed);
  } catch (error) {
    // Keeping files on this node's disk instead would split them from the bucket every other node uses.
    throw new Error(
      'The cloud storage saved in the console (oss/oss) cannot be used: its secret does not open with this ' +
        "server's CONNECTOR_KEY and KMS master key. Start with the keys the configuration was saved with, or set " +
        'S3_* to choose the store by environment.',
      { cause: error },
    );
  }
  // Host names are checked on every connection (`hostPolicy`); an address written as such is never looked up.
  const host = normalizeHost(new URL(row.endpoint).hostname);
  if (!allowPrivate && isIP(host) && isInternalAddress(host)) {
    throw new Error(
      `The cloud storage saved in the console (oss/oss) cannot be used: its endpoint ${host} is an internal ` +
        'address, refused while CONNECTOR_ALLOW_PRIVATE is off.',
    );
  }
  return {
    source: 'saved',
    s3: {
      endpoint: row.endpoint,
      region: row.region,
      bucket: row.bucket,
      accessKey: row.accessKey,
      secretKey,
      forcePathStyle: row.forcePathStyle,
      hostPolicy: { allowPrivate },
    },
    fingerprint: fingerprint(row),
  };
}

/**
 * Cloud storage of the administration console: the saved store of the platform's own files (secret sealed, never
 * answered), tested by a round trip before it is saved; it applies at the next start.
 */
export class OssService {
  constructor(private readonly deps: OssDeps) {}

  async getConfig() {
    const saved = await repo.findOssConfig(this.deps.db);
    const { active } = this.deps;
    const restartRequired = active.source !== 'environment' && fingerprint(saved) !== active.fingerprint;
    return { saved, active, restartRequired };
  }

  /** A round trip with the configuration as typed (not saved): answers the milliseconds it took. */
  async test(input: OssInput): Promise<number> {
    if (input.kind === 'local') return this.probeLocal();
    const settings = await this.settingsOf(input, await repo.findOssConfig(this.deps.db));
    return this.probeS3(settings);
  }

  async save(input: OssInput, username: string) {
    if (this.deps.active.source === 'environment') throw new AppError(ErrorCode.OSS_FIXED_BY_ENVIRONMENT);
    const current = await repo.findOssConfig(this.deps.db);
    const base = { updatedBy: username, updatedAt: this.deps.clock.now() };
    if (input.kind === 'local') {
      await this.probeLocal();
      await repo.saveOssConfig(this.deps.db, {
        kind: 'local',
        provider: 'other',
        endpoint: '',
        region: '',
        bucket: '',
        accessKey: '',
        secretSealed: '',
        forcePathStyle: true,
        ...base,
      });
      return this.getConfig();
    }
    const settings = await this.settingsOf(input, current);
    await this.probeS3(settings);
    // Without a typed secret, settingsOf took the saved one (same storage): it stays as sealed.
    const secretSealed =
      input.secretKey || !current ? await this.deps.secrets.seal(settings.secretKey) : current.secretSealed;
    await repo.saveOssConfig(this.deps.db, {
      kind: 's3',
      provider: input.provider,
      endpoint: settings.endpoint,
      region: settings.region,
      bucket: settings.bucket,
      accessKey: settings.accessKey,
      secretSealed,
      forcePathStyle: settings.forcePathStyle,
      ...base,
    });
    return this.getConfig();
  }

  /**
   * The typed settings with their secret: the one typed, or the saved one when the endpoint (scheme, host, port),
   * bucket and access key are the saved ones (a saved secret goes only where it was saved for).
   */
  private async settingsOf(input: S3Input, current: repo.OssConfigRow | null): Promise<PlatformS3> {
    const endpoint = parseEndpoint(input.endpoint).origin;
    const settings = {
      endpoint,
      region: input.region,
      bucket: input.bucket,
      accessKey: input.accessKey,
      forcePathStyle: input.forcePathStyle,
    };
    if (input.secretKey) return { ...settings, secretKey: input.secretKey };
    if (!current?.secretSealed) throw badParam('secretKey', 'required');
    const same =
      current.kind === 's3' &&
      sameOrigin(current.endpoint, endpoint) &&
      current.bucket === input.bucket &&
      current.accessKey === input.accessKey;
    if (!same) throw new AppError(ErrorCode.OSS_SECRET_NOT_REUSABLE);
    return { ...settings, secretKey: await this.deps.secrets.open(current.secretSealed) };
  }

  /** Writes a probe object, reads it back, compares and deletes it. */
  private async probeS3(settings: PlatformS3): Promise<number> {
    const started = performance.now();
    const backend = s3Backend(
      { ...settings, prefix: PROBE_PREFIX },
      { allowPrivate: this.deps.allowPrivate },
    );
    const name = `${randomUUID()}.txt`;
    const body = Buffer.from(`datamall storage probe ${name}\n`);
    await backend.upload([], name, Readable.from([body]), 1024);
    try {
      const { stream } = await backend.download([name]);
      const back = await buffer(stream);
      if (!back.equals(body)) throw new AppError(ErrorCode.OSS_READBACK_MISMATCH);
    } finally {
      await backend.remove([name]).catch(() => undefined);
    }
    return Math.round(performance.now() - started);
  }

  /** The same round trip in DATA_DIR/files. */
  private async probeLocal(): Promise<number> {
    const started = performance.now();
    const folder = path.join(this.deps.dataDir, 'files', PROBE_PREFIX);
    const file = path.join(folder, `${randomUUID()}.txt`);
    const body = Buffer.from(`datamall storage probe ${path.basename(file)}\n`);
    try {
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.writeFile(file, body);
      const back = await fs.promises.readFile(file);
      if (!back.equals(body)) throw new AppError(ErrorCode.OSS_READBACK_MISMATCH);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new AppError(ErrorCode.TRUSTED_STORAGE_FAILED, { detail: `DATA_DIR/files: ${code}` });
    } finally {
      await fs.promises.rm(file, { force: true });
    }
    return Math.round(performance.now() - started);
  }
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
