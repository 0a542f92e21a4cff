import type { KmsKey, KmsKeyDetail } from '@datamall/contract';
import type { KmsEventRow, KmsKeyRow, KmsVersionRow } from './kms.repository.js';

/** A key as answers show it: metadata only. */
export function toKmsKey(key: KmsKeyRow): KmsKey {
  return {
    id: String(key.id),
    name: key.name,
    algorithm: key.algorithm as KmsKey['algorithm'],
    purpose: key.purpose as KmsKey['purpose'],
    state: key.state as KmsKey['state'],
    description: key.description,
    currentVersion: key.currentVersion,
    destroyAt: key.destroyAt?.toISOString() ?? null,
    createdBy: key.createdByName,
    createDate: key.createdAt.toISOString(),
    updateDate: key.updatedAt.toISOString(),
  };
}

/** The detail: versions with fingerprints and public keys, never the wrapped material. */
export function toKmsKeyDetail(
  key: KmsKeyRow,
  versions: KmsVersionRow[],
  events: KmsEventRow[],
): KmsKeyDetail {
  return {
    key: toKmsKey(key),
    versions: versions.map((v) => ({
      version: v.version,
      state: v.state as KmsKeyDetail['versions'][number]['state'],
      fingerprint: v.fingerprint,
      publicKey: v.publicKey,
      createDate: v.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: String(e.id),
      version: e.version,
      action: e.action as KmsKeyDetail['events'][number]['action'],
      actor: e.actorName,
      detail: e.detail,
      createDate: e.createdAt.toISOString(),
    })),
  };
}
