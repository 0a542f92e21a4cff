import {
  ErrorCode,
  KMS_ASYMMETRIC,
  KMS_TRANSITIONS,
  type KmsAlgorithm,
  type KmsKeyState,
  type KmsPurpose,
  type UpdateKeysCommand,
} from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { PageRequest } from '../../platform/paging.js';
import {
  fingerprintOf,
  generateMaterial,
  open,
  seal,
  signWith,
  unwrap,
  verifyWith,
  wrap,
} from './kms.crypto.js';
import * as repo from './kms.repository.js';

const DAY_MS = 86_400_000;

/** Who acts: an operator (id and name), or a module using a key (no id). */
export interface KmsActor {
  userId: number | null;
  name: string;
}

type Command = Exclude<UpdateKeysCommand, { action: 'create' }>;
type CreateCommand = Extract<UpdateKeysCommand, { action: 'create' }>;

const label = (keyId: number, version: number) => `kms:${keyId}:${version}`;

/**
 * Computing keys: operators create, rotate, disable and schedule the destruction of keys; modules encrypt,
 * decrypt, sign and verify with them by id, never seeing the material. Every change and use is logged. Due
 * destructions are carried out before any read or use (and by the background job), so a key is never used after
 * its destruction time.
 */
export class KmsService {
  private stopDestructionJob: (() => void) | null = null;

  constructor(private readonly deps: { db: Db; clock: Clock; masterKey: Buffer }) {}

  /** Runs `destroyDue` every `intervalMs` (background process only; stopped by `stopDestructions`). */
  startDestructions(intervalMs = 10 * 60_000, log?: (error: unknown) => void): void {
    this.stopDestructionJob ??= startIntervalJob(() => this.destroyDue(), intervalMs, log);
  }

  stopDestructions(): void {
    this.stopDestructionJob?.();
    this.stopDestructionJob = null;
  }

  async page(page: PageRequest, filter: repo.KeyFilter) {
    await this.destroyDue();
    return repo.pageKeys(this.deps.db, filter, (page.page - 1) * page.limit, page.limit);
  }

  async detail(id: number) {
    await this.destroyDue();
    const key = await repo.findKey(this.deps.db, id);
    if (!key) throw notFound();
    const [versions, events] = await Promise.all([
      repo.listVersions(this.deps.db, id),
      repo.listEvents(this.deps.db, id),
    ]);
    return { key, versions, events };
  }

  async create(actor: KmsActor, input: CreateCommand): Promise<number> {
    const algorithm = input.algorithm as KmsAlgorithm;
    const material = generateMaterial(algorithm);
    const now = this.deps.clock.now();
    try {
      return await this.deps.db.transaction(async (tx) => {
        const key = await repo.insertKey(tx, {
          name: input.name,
          algorithm,
          purpose: input.purpose,
          description: input.description ?? '',
          createdBy: actor.userId ?? 0,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        });
        await this.addVersion(tx, key.id, 1, algorithm, material, now);
        await this.log(tx, key.id, 1, 'create', actor, `${algorithm} ${input.purpose}`);
        return key.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.KMS_NAME_TAKEN, { name: input.name });
      throw error;
    }
  }

  /** An operator's change of a key, allowed from the states of KMS_TRANSITIONS (else 409). */
  async update(actor: KmsActor, command: Command): Promise<void> {
    await this.destroyDue();
    const current = await repo.findKey(this.deps.db, command.id);
    if (!current) throw notFound();
    // Key generation is slow (RSA): made before the transaction that stores it.
    const material = command.action === 'rotate' ? generateMaterial(current.algorithm as KmsAlgorithm) : null;
    await this.deps.db.transaction(async (tx) => {
      const key = await repo.findKey(tx, command.id, true);
      if (!key) throw notFound();
      if (!KMS_TRANSITIONS[command.action].includes(key.state as KmsKeyState)) throw illegalState();
      const now = this.deps.clock.now();
      if (command.action === 'rotate') {
        const version = key.currentVersion + 1;
        await this.addVersion(tx, key.id, version, key.algorithm as KmsAlgorithm, material!, now);
        await repo.retireVersions(tx, key.id, version, now);
        await repo.updateKey(tx, key.id, { currentVersion: version, updatedAt: now });
        await this.log(tx, key.id, version, 'rotate', actor, `v${key.currentVersion} → v${version}`);
        return;
      }
      const { values, detail } = changeOf(command, now);
      await repo.updateKey(tx, key.id, { ...values, updatedAt: now });
      await this.log(tx, key.id, null, command.action, actor, detail);
    });
  }

  /** Carries out the destructions that are due: the material of every version is wiped. */
  async destroyDue(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const due = await repo.lockDueDestructions(tx, now);
      const ids = due.map((k) => k.id);
      await repo.destroyVersions(tx, ids, now);
      for (const key of due) {
        await repo.updateKey(tx, key.id, { state: 'destroyed', updatedAt: now });
        await this.log(tx, key.id, null, 'destroy', { userId: null, name: 'kms' }, '');
      }
      return ids.length;
    });
  }

  /**
   * Encrypts with the current version of a data key; `context` is bound to the ciphertext and must be given again
   * to decrypt. Answers `kms1.<keyId>.<version>.<iv>.<tag>.<ciphertext>` (base64url parts).
   */
  async encrypt(keyId: number, plaintext: Buffer, context: string, user: string): Promise<string> {
    const key = await this.usableKey(keyId, 'encrypt');
    const version = key.currentVersion;
    const secret = await this.secretOf(key, version);
    const sealed = seal(key.algorithm as KmsAlgorithm, secret, plaintext, context);
    await this.log(
      this.deps.db,
      key.id,
      version,
      'encrypt',
      { userId: null, name: user },
      context.slice(0, 200),
    );
    return [
      'kms1',
      key.id,
      version,
      sealed.iv.toString('base64url'),
      sealed.tag.toString('base64url'),
      sealed.body.toString('base64url'),
    ].join('.');
  }

  /** Decrypts with whichever version encrypted it (older versions still decrypt after a rotation). */
  async decrypt(ciphertext: string, context: string, user: string): Promise<Buffer> {
    const [format, keyId, version, iv, tag, body] = ciphertext.split('.');
    if (format !== 'kms1' || !keyId || !version || !iv || !tag || body === undefined) {
      throw new AppError(ErrorCode.KMS_CIPHERTEXT_INVALID);
    }
    const key = await this.usableKey(Number(keyId), 'decrypt');
    const secret = await this.secretOf(key, Number(version));
    const sealed = {
      iv: Buffer.from(iv, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
      body: Buffer.from(body, 'base64url'),
    };
    let plaintext: Buffer;
    try {
      plaintext = open(key.algorithm as KmsAlgorithm, secret, sealed, context);
    } catch {
      throw new AppError(ErrorCode.KMS_CIPHERTEXT_INVALID);
    }
    await this.log(
      this.deps.db,
      key.id,
      Number(version),
      'decrypt',
      { userId: null, name: user },
      context.slice(0, 200),
    );
    return plaintext;
  }

  /** Signs with the current version of a key pair. */
  async sign(keyId: number, data: Buffer, user: string): Promise<{ version: number; signature: Buffer }> {
    const key = await this.usableKey(keyId, 'sign');
    const version = key.currentVersion;
    const signature = signWith(key.algorithm as KmsAlgorithm, await this.secretOf(key, version), data);
    await this.log(this.deps.db, key.id, version, 'sign', { userId: null, name: user }, '');
    return { version, signature };
  }

  /** Checks a signature with the public key of the version that made it (works while the key is not destroyed). */
  async verify(
    keyId: number,
    version: number,
    data: Buffer,
    signature: Buffer,
    user: string,
  ): Promise<boolean> {
    await this.destroyDue();
    const key = await repo.findKey(this.deps.db, keyId);
    if (!key) throw notFound();
    assertKind(key, 'verify');
    const row = await repo.findVersion(this.deps.db, keyId, version);
    if (!row) throw notFound();
    if (row.state === 'destroyed') throw new AppError(ErrorCode.KMS_KEY_DESTROYED, { name: key.name });
    const ok = verifyWith(key.algorithm as KmsAlgorithm, row.publicKey ?? '', data, signature);
    await this.log(
      this.deps.db,
      key.id,
      version,
      'verify',
      { userId: null, name: user },
      ok ? 'valid' : 'invalid',
    );
    return ok;
  }

  /**
   * Signs several messages with the current version of a key pair: one key check, one use logged (`detail`, e.g.
   * which blocks) for the batch.
   */
  async signMany(
    keyId: number,
    data: Buffer[],
    user: string,
    detail: string,
  ): Promise<{ version: number; signatures: Buffer[] }> {
    const key = await this.usableKey(keyId, 'sign');
    const version = key.currentVersion;
    const secret = await this.secretOf(key, version);
    const signatures = data.map((d) => signWith(key.algorithm as KmsAlgorithm, secret, d));
    await this.log(this.deps.db, key.id, version, 'sign', { userId: null, name: user }, detail.slice(0, 200));
    return { version, signatures };
  }

  /**
   * The key pair that signs for a platform purpose (e.g. the evidence ledger's block heads): the newest enabled key
   * pair of that purpose, whoever made it (an operator may create a newer one to take over). When there is none
   * but a disabled one or one pending destruction, null: an operator paused the signing. When there is none at
   * all, or only destroyed ones, the platform makes one named `name` (RSA_2048: it verifies fast, as a whole-chain
   * verification checks every block's signature).
   */
  async platformKeyPair(purpose: KmsPurpose, name: string, user: string): Promise<repo.KmsKeyRow | null> {
    const found = await this.findPlatformKeyPair(purpose);
    if (found !== undefined) return found;
    const taken = await repo.keyPairsOfPurpose(this.deps.db, purpose);
    const candidate = taken.length ? `${name}-${taken.length + 1}` : name;
    try {
      await this.create(
        { userId: null, name: user },
        {
          action: 'create',
          name: candidate,
          algorithm: 'RSA_2048',
          purpose,
          description: `Made by the platform (${user}) at first need`,
        },
      );
    } catch (error) {
      // Another process made it first: use the one it made.
      if (!(error instanceof AppError && error.code === ErrorCode.KMS_NAME_TAKEN)) throw error;
    }
    const made = await this.findPlatformKeyPair(purpose);
    if (made === undefined) throw new AppError(ErrorCode.KMS_NAME_TAKEN, { name: candidate });
    return made;
  }

  /** The enabled key pair of a purpose (newest); null when signing is paused; undefined when there is none. */
  async findPlatformKeyPair(purpose: KmsPurpose): Promise<repo.KmsKeyRow | null | undefined> {
    await this.destroyDue();
    const pairs = await repo.keyPairsOfPurpose(this.deps.db, purpose);
    const enabled = pairs.find((k) => k.state === 'enabled');
    if (enabled) return enabled;
    return pairs.some((k) => k.state !== 'destroyed') ? null : undefined;
  }

  /**
   * The data key that encrypts for a platform purpose (the credentials users save): the newest enabled one of that
   * purpose, made (AES_256, named `name`) when there is none or only destroyed ones. When an operator disabled it
   * and made no other, new secrets are refused (KMS_KEY_UNUSABLE) until one is enabled again.
   */
  async platformDataKey(purpose: KmsPurpose, name: string, user: string): Promise<repo.KmsKeyRow> {
    await this.destroyDue();
    const keys = await repo.dataKeysOfPurpose(this.deps.db, purpose);
    const enabled = keys.find((k) => k.state === 'enabled');
    if (enabled) return enabled;
    const paused = keys.find((k) => k.state !== 'destroyed');
    if (paused) throw new AppError(ErrorCode.KMS_KEY_UNUSABLE, { name: paused.name });
    const candidate = keys.length ? `${name}-${keys.length + 1}` : name;
    try {
      await this.create(
        { userId: null, name: user },
        {
          action: 'create',
          name: candidate,
          algorithm: 'AES_256',
          purpose,
          description: `Made by the platform (${user}) at first need`,
        },
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.KMS_NAME_TAKEN)) throw error;
    }
    const made = (await repo.dataKeysOfPurpose(this.deps.db, purpose)).find((k) => k.state === 'enabled');
    if (!made) throw new AppError(ErrorCode.KMS_KEY_UNUSABLE, { name: candidate });
    return made;
  }

  /**
   * Decrypts several ciphertexts of `context`: one key check and one logged use per key version (`detail`, e.g.
   * what for). Answers null for a ciphertext that does not open (malformed, another context, a key not usable).
   */
  async decryptMany(ciphertexts: string[], context: string, user: string, detail: string) {
    const out: (Buffer | null)[] = ciphertexts.map(() => null);
    const byVersion = new Map<string, number[]>();
    ciphertexts.forEach((c, i) => {
      const [format, keyId, version] = c.split('.');
      if (format !== 'kms1' || !keyId || !version) return;
      const ref = `${keyId}.${version}`;
      byVersion.set(ref, [...(byVersion.get(ref) ?? []), i]);
    });
    for (const [ref, indexes] of byVersion) {
      const [keyId, version] = ref.split('.').map(Number) as [number, number];
      let key: repo.KmsKeyRow;
      let secret: Buffer;
      try {
        key = await this.usableKey(keyId, 'decrypt');
        secret = await this.secretOf(key, version);
      } catch {
        continue;
      }
      for (const i of indexes) {
        const [, , , iv, tag, body] = ciphertexts[i]!.split('.');
        if (!iv || !tag || body === undefined) continue;
        try {
          const sealed = {
            iv: Buffer.from(iv, 'base64url'),
            tag: Buffer.from(tag, 'base64url'),
            body: Buffer.from(body, 'base64url'),
          };
          out[i] = open(key.algorithm as KmsAlgorithm, secret, sealed, context);
        } catch {
          out[i] = null;
        }
      }
      const what = `${detail} (${indexes.length})`;
      await this.log(
        this.deps.db,
        key.id,
        version,
        'decrypt',
        { userId: null, name: user },
        what.slice(0, 200),
      );
    }
    return out;
  }

  /** Public keys and fingerprints of key versions (public data: not logged); unknown ones are left out. */
  publicKeys(refs: { keyId: number; version: number }[]) {
    return repo.versionsWithKey(this.deps.db, refs);
  }

  private async usableKey(keyId: number, operation: 'encrypt' | 'decrypt' | 'sign') {
    await this.destroyDue();
    const key = await repo.findKey(this.deps.db, keyId);
    if (!key) throw notFound();
    if (key.state === 'destroyed') throw new AppError(ErrorCode.KMS_KEY_DESTROYED, { name: key.name });
    if (key.state !== 'enabled') throw new AppError(ErrorCode.KMS_KEY_UNUSABLE, { name: key.name });
    assertKind(key, operation);
    return key;
  }

  private async secretOf(key: repo.KmsKeyRow, version: number): Promise<Buffer> {
    const row = await repo.findVersion(this.deps.db, key.id, version);
    if (!row) throw new AppError(ErrorCode.KMS_CIPHERTEXT_INVALID);
    if (row.state === 'destroyed') throw new AppError(ErrorCode.KMS_KEY_DESTROYED, { name: key.name });
    return unwrap(this.deps.masterKey, label(key.id, version), row.wrappedMaterial);
  }

  private async addVersion(
    tx: DbOrTx,
    keyId: number,
    version: number,
    algorithm: KmsAlgorithm,
    material: ReturnType<typeof generateMaterial>,
    now: Date,
  ) {
    await repo.insertVersion(tx, {
      keyId,
      version,
      state: 'active',
      wrappedMaterial: wrap(this.deps.masterKey, label(keyId, version), material.secret),
      publicKey: material.publicKey,
      fingerprint: fingerprintOf(algorithm, material),
      createdAt: now,
      updatedAt: now,
    });
  }

  private log(
    db: DbOrTx,
    keyId: number,
    version: number | null,
    action: string,
    actor: KmsActor,
    detail: string,
  ) {
    const now = this.deps.clock.now();
    return repo.insertEvent(db, {
      keyId,
      version,
      action,
      actorId: actor.userId,
      actorName: actor.name.slice(0, 64),
      detail,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** The new values and the history detail of a state or description change. */
function changeOf(command: Exclude<Command, { action: 'rotate' }>, now: Date) {
  switch (command.action) {
    case 'disable':
      return { values: { state: 'disabled' }, detail: '' };
    case 'enable':
      return { values: { state: 'enabled' }, detail: '' };
    case 'scheduleDestruction': {
      const destroyAt = new Date(now.getTime() + command.days * DAY_MS);
      return { values: { state: 'pendingDestruction', destroyAt }, detail: destroyAt.toISOString() };
    }
    case 'cancelDestruction':
      return { values: { state: 'disabled', destroyAt: null }, detail: '' };
    case 'describe':
      return { values: { description: command.description }, detail: command.description.slice(0, 200) };
  }
}

/** Key pairs sign and verify; data keys encrypt and decrypt. */
function assertKind(key: repo.KmsKeyRow, operation: 'encrypt' | 'decrypt' | 'sign' | 'verify') {
  const pair = KMS_ASYMMETRIC.includes(key.algorithm as KmsAlgorithm);
  const needsPair = operation === 'sign' || operation === 'verify';
  if (pair !== needsPair)
    throw new AppError(ErrorCode.KMS_WRONG_OPERATION, { algorithm: key.algorithm, operation });
}
