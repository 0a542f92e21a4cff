import { ErrorCode } from '@datamall/contract';
import type { DatabaseTableService } from '../modules/database-tables/database-table.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { GrantExportDeps } from '../modules/grant-data/grant-data.exports.js';
import type { GrantDataDeps } from '../modules/grant-data/grant-data.service.js';
import type { GrantService } from '../modules/grants/grants.service.js';
import type { ConnectionService } from '../modules/supply/connection.service.js';
import { openSession } from '../modules/supply/sql-session.js';
import { isSafeSegment } from '../modules/trusted-storage/trusted-path.js';
import type { TrustedStorageService } from '../modules/trusted-storage/trusted-storage.service.js';
import { AppError } from '../platform/errors.js';

/**
 * A grantee reads granted tables: its grant and the asset version it sees (grants), the tables a table good sells
 * (goods), and the owner's connection, opened on the owner's behalf for read-only work (supply).
 */
export function grantDataPorts(m: {
  grants: GrantService;
  goods: GoodsService;
  connections: ConnectionService;
}): Pick<GrantDataDeps, 'grantedAsset' | 'tablesOfGood' | 'withConnector'> {
  return {
    grantedAsset: (actor, grantId) => m.grants.grantedAsset(actor, grantId),
    tablesOfGood: async (itemId, sourceId) =>
      (await m.goods.bindings.boundTables(itemId)).find((b) => b.sourceId === sourceId)?.tableIds ?? [],
    withConnector: (ownerId, connectionId, work) =>
      m.connections.withConnectorOf(ownerId, connectionId, work),
  };
}

/** Exports of granted data into the grantee's own registered tables or trusted storage, with their evidence. */
export function grantExportPorts(m: {
  databaseTables: DatabaseTableService;
  connections: ConnectionService;
  trustedStorage: TrustedStorageService;
  evidence: EvidenceService;
}): Pick<GrantExportDeps, 'registeredTable' | 'openSession' | 'storage' | 'record'> {
  return {
    registeredTable: async (actor, id) => {
      const row = await m.databaseTables.get(actor, id);
      return {
        id: row.id,
        name: row.name,
        connectionId: row.connectionId,
        schema: row.schemaName,
        table: row.tableName,
        fields: row.fields.map((f) => f.name),
      };
    },
    openSession: async (actor, connectionId) =>
      openSession(await m.connections.resolveTarget(actor, connectionId)),
    storage: {
      checkFolder: async (actor, folder) => void (await m.trustedStorage.directories(actor, folder)),
      checkFileName: (name) => {
        if (!isSafeSegment(name)) throw new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path: name });
      },
      upload: (actor, folder, name, source) => m.trustedStorage.upload(actor, folder, name, source),
    },
    record: (tx, entry) => m.evidence.append(tx, entry),
  };
}
