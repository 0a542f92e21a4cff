import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * Computing keys (KMS, `operate/zqSecretKeyManagement/secretKey`): key pairs (RSA, SM2) and data keys (AES, SM4) for
 * privacy-computing nodes, offline transmission and evidence signing. Key material is kept wrapped under the
 * platform's master key and never leaves the server; answers show metadata, fingerprints and public keys only.
 */

/** kms_algorithm */
export const KMS_ALGORITHMS = ['RSA_2048', 'SM2', 'AES_256', 'SM4'] as const;
export type KmsAlgorithm = (typeof KMS_ALGORITHMS)[number];
/** Key pairs sign and verify; data keys encrypt and decrypt. */
export const KMS_ASYMMETRIC: readonly KmsAlgorithm[] = ['RSA_2048', 'SM2'];

/** kms_purpose: what the key is for. */
/** `platformSecrets`: the data key of the credentials users save (database passwords, storage and upstream secrets). */
export const KMS_PURPOSES = [
  'privacyNode',
  'offlineTransmission',
  'evidenceSigning',
  'platformSecrets',
  'general',
] as const;
export type KmsPurpose = (typeof KMS_PURPOSES)[number];

/** kms_key_state */
export const KMS_KEY_STATES = ['enabled', 'disabled', 'pendingDestruction', 'destroyed'] as const;
export type KmsKeyState = (typeof KMS_KEY_STATES)[number];

/** kms_version_state: the newest version encrypts and signs; older ones only decrypt and verify. */
export const KMS_VERSION_STATES = ['active', 'decryptOnly', 'destroyed'] as const;

/** Days between scheduling a destruction and the destruction (it can be cancelled meanwhile). */
export const KMS_DESTRUCTION_DAYS = { min: 7, max: 30, default: 7 } as const;

/** kms_action of a key's history. */
export const KMS_ACTIONS = [
  'create',
  'rotate',
  'disable',
  'enable',
  'scheduleDestruction',
  'cancelDestruction',
  'destroy',
  'describe',
  'encrypt',
  'decrypt',
  'sign',
  'verify',
] as const;

export const KMS_KEY_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,62}$/;

export const zKmsKey = z.object({
  id: z.string(),
  name: z.string(),
  algorithm: z.enum(KMS_ALGORITHMS),
  purpose: z.enum(KMS_PURPOSES),
  state: z.enum(KMS_KEY_STATES),
  description: z.string(),
  /** The version that encrypts and signs now. */
  currentVersion: z.number().int(),
  /** When a scheduled destruction happens; null otherwise. */
  destroyAt: z.string().nullable(),
  createdBy: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type KmsKey = z.infer<typeof zKmsKey>;

export const zKmsKeyVersion = z.object({
  version: z.number().int(),
  state: z.enum(KMS_VERSION_STATES),
  /**
   * Key pairs: SHA-256 of the public key (SubjectPublicKeyInfo DER), hex. Data keys: a key check value (the first
   * 6 bytes of HMAC-SHA256(key, "KCV")), hex; neither reveals the key.
   */
  fingerprint: z.string(),
  /** Key pairs: the public key (PEM); data keys: null. */
  publicKey: z.string().nullable(),
  createDate: z.string(),
});

export const zKmsKeyEvent = z.object({
  id: z.string(),
  version: z.number().int().nullable(),
  action: z.enum(KMS_ACTIONS),
  /** Who: the operator's name, or the module that used the key (e.g. `offline-transmission`). */
  actor: z.string(),
  detail: z.string(),
  createDate: z.string(),
});

export const zKmsKeyDetail = z.object({
  key: zKmsKey,
  /** Newest first. */
  versions: z.array(zKmsKeyVersion),
  /** Uses and changes, newest first, at most 50. */
  events: z.array(zKmsKeyEvent),
});
export type KmsKeyDetail = z.infer<typeof zKmsKeyDetail>;

export const queryKeys = defineEndpoint({
  id: 'kms.queryKeys',
  method: 'POST',
  path: '/server/kms/queryKeys',
  summary: 'Computing keys, page by page, filtered by name, algorithm, purpose and state (operator).',
  access: OPERATOR_ONLY,
  operationLog: false,
  body: zPageParams.extend({
    name: z.string().trim().max(64).optional(),
    algorithm: z.enum(KMS_ALGORITHMS).optional(),
    purpose: z.enum(KMS_PURPOSES).optional(),
    state: z.enum(KMS_KEY_STATES).optional(),
  }),
  response: zPage(zKmsKey),
});

const zDescription = z.string().trim().max(200);

/** A new key: version 1 is made at once. */
export const zCreateKey = z.object({
  action: z.literal('create'),
  name: z.string().trim().regex(KMS_KEY_NAME_PATTERN),
  algorithm: z.enum(KMS_ALGORITHMS),
  purpose: z.enum(KMS_PURPOSES),
  description: zDescription.default(''),
});

export const zUpdateKeys = z.discriminatedUnion('action', [
  zCreateKey,
  /** A new version becomes the one that encrypts and signs; the older ones only decrypt and verify. */
  z.object({ action: z.literal('rotate'), id: zId }),
  z.object({ action: z.literal('disable'), id: zId }),
  z.object({ action: z.literal('enable'), id: zId }),
  z.object({
    action: z.literal('scheduleDestruction'),
    id: zId,
    days: z.number().int().min(KMS_DESTRUCTION_DAYS.min).max(KMS_DESTRUCTION_DAYS.max),
  }),
  /** The key comes back disabled. */
  z.object({ action: z.literal('cancelDestruction'), id: zId }),
  z.object({ action: z.literal('describe'), id: zId, description: zDescription }),
]);
export type UpdateKeys = z.input<typeof zUpdateKeys>;
export type UpdateKeysCommand = z.infer<typeof zUpdateKeys>;

/** The key states each action may start from; else 409. */
export const KMS_TRANSITIONS: Record<Exclude<UpdateKeys['action'], 'create'>, readonly KmsKeyState[]> = {
  rotate: ['enabled'],
  disable: ['enabled'],
  enable: ['disabled'],
  scheduleDestruction: ['enabled', 'disabled'],
  cancelDestruction: ['pendingDestruction'],
  describe: ['enabled', 'disabled', 'pendingDestruction'],
};

export const updateKeys = defineEndpoint({
  id: 'kms.updateKeys',
  method: 'POST',
  path: '/server/kms/updateKeys',
  summary:
    'Creates a key, or rotates, disables, enables, schedules or cancels the destruction of one, or changes its description (operator). Answers the key’s detail. Illegal from the key’s state: 409.',
  access: OPERATOR_ONLY,
  body: zUpdateKeys,
  response: zKmsKeyDetail,
});

export const queryKeyDetail = defineEndpoint({
  id: 'kms.queryKeyDetail',
  method: 'GET',
  path: '/server/kms/queryKeyDetail',
  summary:
    'A key’s metadata, versions (fingerprints, public keys) and history; never key material (operator).',
  access: OPERATOR_ONLY,
  operationLog: false,
  query: z.object({ id: zId }),
  response: zKmsKeyDetail,
});
