import type { oss } from '@datamall/contract';
import type * as repo from './oss.repository.js';
import type { PlatformStore } from './oss.service.js';

/** The saved configuration and the active store as answered: the secret only as set or not. */
export function toOssConfig(state: {
  saved: repo.OssConfigRow | null;
  active: PlatformStore;
  restartRequired: boolean;
}): oss.OssConfig {
  const { saved, active } = state;
  return {
    saved: saved
      ? {
          kind: saved.kind as oss.OssKind,
          provider: saved.provider as oss.OssProvider,
          endpoint: saved.endpoint,
          region: saved.region,
          bucket: saved.bucket,
          accessKey: saved.accessKey,
          hasSecret: Boolean(saved.secretSealed),
          forcePathStyle: saved.forcePathStyle,
          updatedBy: saved.updatedBy,
          updatedAt: saved.updatedAt.toISOString(),
        }
      : null,
    active: {
      kind: active.s3 ? 's3' : 'local',
      source: active.source,
      endpoint: active.s3?.endpoint ?? '',
      bucket: active.s3?.bucket ?? '',
    },
    restartRequired: state.restartRequired,
  };
}
