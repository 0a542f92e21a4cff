import { ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { ConnectionService } from '../supply/connection.service.js';
import type { DatabaseTableRow } from './database-table.repository.js';
import * as repo from './database-table.repository.js';
import type { RegisteredField } from './database-table.table.js';

export interface DatabaseTableInput {
  connectionId: number;
  schema: string;
  table: string;
  name: string;
  description: string;
  fields: string[];
}

export interface DatabaseTableServiceDeps {
  db: Db;
  clock: Clock;
  connections: ConnectionService;
}

/**
 * Tables of the owner's connections registered for use on the platform. A registration is checked against
 * the live database when saved: the table must exist and every chosen field must be one of its columns;
 * their types and comments are kept as the database reported them.
 */
export class DatabaseTableService {
  constructor(private readonly deps: DatabaseTableServiceDeps) {}

  page(
    actor: Actor,
    page: PageRequest,
    filter: { name?: string | undefined; connectionId?: number | undefined },
  ) {
    return repo.pageTables(this.deps.db, page, { ...filter, ownerId: actor.userId });
  }

  /** One of the actor's registrations; another owner's answers 404 (existence not told). */
  async get(actor: Actor, id: number): Promise<DatabaseTableRow> {
    const row = await repo.findTable(this.deps.db, id);
    if (!row || row.ownerId !== actor.userId) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  async save(actor: Actor, input: DatabaseTableInput, id?: number): Promise<DatabaseTableRow> {
    const { db, clock } = this.deps;
    const current = id === undefined ? null : await this.get(actor, id);
    // The connection first: nothing about another owner's connection may be told (404).
    await this.deps.connections.getOwned(actor, input.connectionId);
    const taken = await repo.findByName(db, actor.userId, input.name, id);
    if (taken) throw new AppError(ErrorCode.DATABASE_TABLE_NAME_TAKEN, { name: input.name });
    const twin = await repo.findByObject(db, input.connectionId, input.schema, input.table, id);
    if (twin) {
      throw new AppError(ErrorCode.DATABASE_TABLE_REGISTERED, {
        table: `${input.schema}.${input.table}`,
        name: twin.name,
      });
    }
    // Reading the live columns proves the table and the fields exist now.
    const fields = await this.liveFields(actor, input);
    const now = clock.now();
    const values = {
      connectionId: input.connectionId,
      schemaName: input.schema,
      tableName: input.table,
      name: input.name,
      description: input.description,
      fields,
      updatedAt: now,
    };
    if (current) return repo.updateTable(db, current.id, values);
    return repo.insertTable(db, { ...values, ownerId: actor.userId, createdAt: now });
  }

  /** Registered tables of any of the connections: the connection may not be deleted meanwhile. */
  async connectionUsage(db: DbOrTx, connectionIds: number[]) {
    const rows = await repo.tablesOfConnections(db, connectionIds);
    return rows.map((r) => ({ connectionId: r.connectionId, kind: 'table' as const, name: r.name }));
  }

  /** Deletes the owner's registrations; when any id is not one of them, answers 404 and deletes none. */
  async delete(actor: Actor, ids: number[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const deleted = await repo.deleteTables(tx, actor.userId, ids);
      if (deleted.length !== new Set(ids).size) throw notFound();
    });
  }

  private async liveFields(actor: Actor, input: DatabaseTableInput): Promise<RegisteredField[]> {
    const columns = await this.deps.connections.withConnector(actor, input.connectionId, (c) =>
      c.listColumns(input.schema, input.table),
    );
    if (columns.length === 0) {
      throw new AppError(ErrorCode.CONNECTION_OBJECT_NOT_FOUND, { name: `${input.schema}.${input.table}` });
    }
    const byName = new Map(columns.map((c) => [c.name, c]));
    const chosen = [...new Set(input.fields)];
    const missing = chosen.find((f) => !byName.has(f));
    if (missing !== undefined) throw new AppError(ErrorCode.CONNECTION_OBJECT_NOT_FOUND, { name: missing });
    // Kept in the table's own column order, whatever order they were ticked in.
    return columns
      .filter((c) => chosen.includes(c.name))
      .map((c) => ({ name: c.name, type: c.type, comment: c.comment, key: c.key }));
  }
}
