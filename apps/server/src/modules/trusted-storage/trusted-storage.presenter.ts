import type {
  Locale,
  TrustedEntry,
  TrustedStorageConfig,
  TrustedStorageTestResult,
} from '@datamall/contract';
import { ErrorCode, errorMessage } from '@datamall/contract';
import type { EntryInfo } from './backend.js';
import type { StorageConfigRow } from './trusted-storage.repository.js';
import type { StorageTestOutcome } from './trusted-storage.service.js';

/** Row -> wire shape: the secret key is never part of it, only whether one is saved. */
export function toTrustedStorageConfig(row: StorageConfigRow | null): TrustedStorageConfig {
  if (!row) {
    return {
      storageType: 'local',
      endpoint: '',
      region: '',
      bucket: '',
      accessKey: '',
      hasSecretKey: false,
      forcePathStyle: true,
      isSaved: false,
      lastTestAt: null,
      updateDate: null,
    };
  }
  return {
    storageType: row.storageType === 's3' ? 's3' : 'local',
    endpoint: row.endpoint,
    region: row.region,
    bucket: row.bucket,
    accessKey: row.accessKey,
    hasSecretKey: row.secretKeyEnc !== '',
    forcePathStyle: row.forcePathStyle,
    isSaved: true,
    lastTestAt: row.lastTestAt?.toISOString() ?? null,
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toTrustedEntry(entry: EntryInfo): TrustedEntry {
  return {
    name: entry.name,
    path: entry.path,
    type: entry.type,
    size: entry.size,
    modifyTime: entry.modifiedAt?.toISOString() ?? null,
  };
}

export function toStorageTestResult(outcome: StorageTestOutcome, locale: Locale): TrustedStorageTestResult {
  return {
    ok: outcome.code === ErrorCode.SUCCESS,
    code: outcome.code,
    message: errorMessage(outcome.code as ErrorCode, locale, outcome.params),
    elapsedMs: outcome.elapsedMs,
  };
}
