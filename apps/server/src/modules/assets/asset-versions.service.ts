import { ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { type MaskingRule, maskCell } from '../catalog/masking.js';
import type { ConnectionService } from '../supply/connection.service.js';
import * as repo from './assets.repository.js';
import {
  type AssetService,
  assertEditable,
  gradeOf,
  type SourceRow,
  type SourceView,
} from './assets.service.js';
import { recordVersion } from './assets.snapshots.js';
import type { VersionSnapshot } from './assets.table.js';

/** An asset at its listed version: what its consumers see. */
export interface ListedVersion {
  source: SourceRow;
  version: number;
  snapshot: VersionSnapshot;
}

export interface DictionaryChange {
  id: number;
  description: string;
  securityLevelId: number | null;
}

export interface AssetVersionServiceDeps {
  db: Db;
  clock: Clock;
  assets: AssetService;
  connections: ConnectionService;
}

/**
 * The versions of an asset: which a caller may list, the listed one its consumers see, the data dictionary with
 * the grades per field (an edit makes a new version), and masked previews by the shown version's grades.
 */
export class AssetVersionService {
  constructor(private readonly deps: AssetVersionServiceDeps) {}

  /** The versions a viewer may list: all for owner and operator, the listed one for the public. */
  async versionsOf(view: SourceView): Promise<repo.VersionMeta[]> {
    const rows = await repo.listVersions(this.deps.db, view.source.id);
    return view.viewer === 'public' ? rows.filter((r) => r.version === view.source.listedVersion) : rows;
  }

  /** The asset at its listed version, for whoever the caller has already allowed; null when it has none. */
  async listedVersion(sourceId: number): Promise<ListedVersion | null> {
    const source = await repo.findSource(this.deps.db, sourceId);
    if (!source || source.listedVersion === null) return null;
    const row = await repo.findVersion(this.deps.db, source.id, source.listedVersion);
    if (!row) return null;
    return { source, version: source.listedVersion, snapshot: row.snapshot };
  }

  /** Edits descriptions and grades of one table's fields; a real change makes a new version. */
  async updateDictionary(actor: Actor, tableId: number, changes: DictionaryChange[], note = '') {
    const table = await repo.findTable(this.deps.db, tableId);
    if (!table) throw notFound();
    const source = await this.deps.assets.getManaged(actor, table.sourceId);
    if (!table.active) throw notFound();
    assertEditable(source);
    const grades = await this.deps.assets.grades();
    for (const change of changes) {
      if (change.securityLevelId !== null && !grades.has(change.securityLevelId)) {
        throw new AppError(ErrorCode.SOURCE_LEVEL_INVALID, {}, { field: 'securityLevelId' });
      }
    }
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockSource(tx, source.id);
      if (!locked) throw notFound();
      assertEditable(locked);
      const fields = new Map((await repo.listFields(tx, [tableId])).map((f) => [f.id, f]));
      let changed = false;
      for (const change of changes) {
        const field = fields.get(change.id);
        if (!field) {
          throw new AppError(
            ErrorCode.SOURCE_FIELD_UNKNOWN,
            { name: String(change.id) },
            { field: 'fields' },
          );
        }
        if (field.description === change.description && field.securityLevelId === change.securityLevelId) {
          continue;
        }
        changed = true;
        await repo.updateField(tx, field.id, {
          description: change.description,
          securityLevelId: change.securityLevelId,
          updatedAt: now,
        });
      }
      if (!changed) return locked;
      return recordVersion(tx, locked, { kind: 'dictionary', note, actorUserId: actor.userId, now });
    });
  }

  /**
   * At most 20 live rows of an asset table, only the columns of the shown version's dictionary (a column
   * added to the table later has no grade and is never shown). Masked for anyone but the owner by the rule of the
   * field's grade (its own, else the asset's) and the field's type (maskCell: a partly masked number is a range).
   */
  async preview(actor: Actor, tableId: number, version?: number) {
    const view = await this.deps.assets.tableView(actor, tableId, version);
    const { source, table } = view;
    const grades = await this.deps.assets.grades();
    const isOwner = view.viewer === 'owner';
    const live = await this.readPreview(source, table, isOwner);
    const columns = table.fields.map((field) => {
      const grade = gradeOf(field.securityLevelId, source.securityLevelId, grades);
      const rule: MaskingRule = grade?.maskingRule ?? 'full';
      return {
        field,
        index: live.columns.indexOf(field.name),
        grade,
        rule,
        masked: !isOwner && rule !== 'none',
      };
    });
    return {
      sourceId: String(source.id),
      tableId: String(table.id),
      version: view.version,
      columns: columns.map((c) => ({
        name: c.field.name,
        type: c.field.type,
        securityLevelName: c.grade?.name ?? '',
        maskingRule: c.rule,
        masked: c.masked,
      })),
      rows: live.rows.map((row) =>
        columns.map((c) => {
          const value = c.index >= 0 ? (row[c.index] ?? null) : null;
          return c.masked ? maskCell(value, c.rule, c.field.type) : value;
        }),
      ),
      masked: !isOwner,
    };
  }

  /** The live rows of a table through its owner's connection, the failure worded for who asks. */
  private async readPreview(
    source: SourceRow,
    table: { schema: string; table: string },
    isOwner: boolean,
  ): Promise<{ columns: string[]; rows: (string | null)[][] }> {
    try {
      return await this.deps.connections.withConnectorOf(source.ownerId, source.connectionId, (c) =>
        c.preview(table.schema, table.table),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ErrorCode.NOT_FOUND) throw new AppError(ErrorCode.SOURCE_CONNECTION_CHANGED);
      // The owner gets the connector's reason; others must not learn the supplier's host or database.
      if (isOwner) throw error;
      throw new AppError(ErrorCode.SOURCE_DATA_UNAVAILABLE);
    }
  }
}
