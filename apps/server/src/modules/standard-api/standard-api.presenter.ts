import type { standardApi as sa } from '@datamall/contract';
import type { ApiRow, VersionRow } from './standard-api.repository.js';

type Stats = Map<number, { versions: number; latest: string | null; routers: number }>;

export function toStandardApi(row: ApiRow, stats: Stats): sa.StandardApi {
  const s = stats.get(row.id);
  return {
    id: String(row.id),
    name: row.name,
    category: row.category,
    method: row.method,
    path: row.path,
    description: row.description,
    status: row.status,
    versionCount: s?.versions ?? 0,
    latestVersion: s?.latest ?? null,
    routerCount: s?.routers ?? 0,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toStandardApiVersion(row: VersionRow, apiName: string): sa.StandardApiVersion {
  return {
    id: String(row.id),
    apiId: String(row.apiId),
    apiName,
    version: row.version,
    description: row.description,
    requestSchema: row.requestSchema ?? null,
    responseSchema: row.responseSchema ?? null,
    createDate: row.createdAt.toISOString(),
  };
}
