import type { assets, Locale } from '@datamall/contract';
import type { Viewer } from './assets.policy.js';
import type * as repo from './assets.repository.js';
import { type GradeInfo, gradeOf, type Lookups, type SourceView } from './assets.service.js';
import type { SnapshotField, SnapshotTable } from './assets.table.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function classificationName(lookups: Lookups, id: number | null, locale: Locale): string {
  if (id === null) return '';
  const node = lookups.classifications.get(id);
  if (!node) return '';
  return locale === 'en-US' && node.nameEn ? node.nameEn : node.name;
}

/** Row -> wire shape for a viewer: the public view has no connection, review details or process. */
export function toDataSource(
  row: repo.SourceRow,
  viewer: Viewer,
  lookups: Lookups,
  locale: Locale,
): assets.DataSource {
  const grade = row.securityLevelId === null ? undefined : lookups.grades.get(row.securityLevelId);
  const version = lookups.versions.get(row.id);
  const isPublic = viewer === 'public';
  return {
    id: String(row.id),
    ownerId: String(row.ownerId),
    ownerName: lookups.owners.get(row.ownerId) ?? '',
    name: row.name,
    classificationId: row.classificationId === null ? null : String(row.classificationId),
    classificationName: classificationName(lookups, row.classificationId, locale),
    tags: row.tags,
    securityLevelId: row.securityLevelId === null ? null : String(row.securityLevelId),
    securityLevelName: grade?.name ?? '',
    securityLevel: grade?.level ?? null,
    description: row.description,
    updateFrequency: row.updateFrequency as assets.UpdateFrequency,
    storageType: row.storageType,
    connectionId: isPublic ? null : String(row.connectionId),
    connectionName: isPublic ? '' : (lookups.connections.get(row.connectionId) ?? ''),
    dbType: row.dbType,
    status: row.status,
    currentVersion: isPublic ? (row.listedVersion ?? row.currentVersion) : row.currentVersion,
    currentVersionStatus: version?.status ?? 0,
    listedVersion: row.listedVersion,
    tableCount: version?.tableCount ?? 0,
    fieldCount: version?.fieldCount ?? 0,
    goodsCount: row.usageCount,
    reviewComment: isPublic ? '' : row.reviewComment,
    processInstanceId: isPublic || row.processInstanceId === null ? null : String(row.processInstanceId),
    submitDate: isPublic ? null : iso(row.submittedAt),
    reviewDate: iso(row.reviewedAt),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    viewer,
  };
}

export function toSourceTable(sourceId: number, table: SnapshotTable): assets.SourceTable {
  return {
    id: String(table.id),
    sourceId: String(sourceId),
    schema: table.schema,
    table: table.table,
    comment: table.comment,
    rowEstimate: table.rowEstimate,
    rowCountKind: table.rowCountKind ?? 'estimate',
    fieldCount: table.fields.length,
  };
}

export function toDictionaryField(
  tableId: number,
  field: SnapshotField,
  sourceLevelId: number | null,
  grades: Map<number, GradeInfo>,
): assets.DictionaryField {
  const grade = gradeOf(field.securityLevelId, sourceLevelId, grades);
  return {
    id: String(field.id),
    tableId: String(tableId),
    name: field.name,
    type: field.type,
    nullable: field.nullable,
    key: field.key,
    description: field.description,
    securityLevelId: field.securityLevelId === null ? null : String(field.securityLevelId),
    securityLevelName: grade?.name ?? '',
    // A field whose grade was deleted is treated as the strictest.
    maskingRule: grade?.maskingRule ?? 'full',
    sort: field.sort,
  };
}

export function toSourceVersion(row: repo.VersionMeta, names: Map<number, string>): assets.SourceVersion {
  return {
    id: String(row.id),
    sourceId: String(row.sourceId),
    version: row.version,
    status: row.status,
    changeKind: row.changeKind as assets.SourceVersion['changeKind'],
    changeNote: row.changeNote,
    tableCount: row.tableCount,
    fieldCount: row.fieldCount,
    createdBy: names.get(row.createdBy) ?? '',
    createDate: row.createdAt.toISOString(),
  };
}

/** The shown version's tables, for the detail answers. */
export function toSourceDetail(
  view: SourceView,
  lookups: Lookups,
  versions: repo.VersionMeta[],
  locale: Locale,
): assets.SourceDetail {
  return {
    ...toDataSource(view.source, view.viewer, lookups, locale),
    tables: view.snapshot.tables.map((t) => toSourceTable(view.source.id, t)),
    version: view.version,
    versions: versions.map((v) => toSourceVersion(v, lookups.owners)),
  };
}
