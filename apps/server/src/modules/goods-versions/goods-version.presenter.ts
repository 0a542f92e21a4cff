import { goodsVersions, type goodsVersions as gv } from '@datamall/contract';
import type { CaseRow, VersionRow } from './goods-version.repository.js';

export function toVersion(row: VersionRow, itemName: string, bases: Map<number, string>): gv.GoodsVersion {
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    itemName,
    versionNo: row.versionNo,
    description: row.description,
    appUrl: row.appUrl,
    status: row.status,
    baseVersionId: row.baseVersionId === null ? null : String(row.baseVersionId),
    baseVersionNo: row.baseVersionId === null ? null : (bases.get(row.baseVersionId) ?? null),
    actions: goodsVersions.versionActions(row.status),
    listedDate: row.listedAt?.toISOString() ?? null,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

/** A version as buyers see it. */
export function toPublicVersion(row: VersionRow) {
  return {
    id: String(row.id),
    versionNo: row.versionNo,
    description: row.description,
    status: row.status,
    listedDate: row.listedAt?.toISOString() ?? null,
  };
}

export function toCase(row: CaseRow, itemName: string, versions: Map<number, string>): gv.GoodsCase {
  const state = { status: row.status as gv.CaseStatus, caseType: row.caseType as gv.CaseType };
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    itemName,
    versionId: String(row.versionId),
    versionNo: versions.get(row.versionId) ?? '',
    name: row.name,
    description: row.description,
    caseType: row.caseType,
    status: state.status,
    actions: goodsVersions.caseActions(state),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
