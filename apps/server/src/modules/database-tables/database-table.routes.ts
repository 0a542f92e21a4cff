import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { Actor } from '../../platform/request-context.js';
import type { ConnectionService } from '../supply/connection.service.js';
import { toDatabaseTable } from './database-table.presenter.js';
import type { DatabaseTableRow } from './database-table.repository.js';
import type { DatabaseTableService } from './database-table.service.js';

export function registerDatabaseTableRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  tables: DatabaseTableService,
  connections: ConnectionService,
) {
  const e = endpoints.databaseTables;

  /** Rows with their connection's name and type, read once per connection. */
  const present = async (actor: Actor, rows: DatabaseTableRow[]) => {
    const known = new Map<number, { name: string; dbType: string } | null>();
    for (const id of new Set(rows.map((r) => r.connectionId))) {
      try {
        const c = await connections.getOwned(actor, id);
        known.set(id, { name: c.name, dbType: c.dbType });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        known.set(id, null);
      }
    }
    return rows.map((r) => toDatabaseTable(r, known.get(r.connectionId) ?? null));
  };

  bindEndpoint(app, gate, e.queryDatabaseTables, async (ctx) => {
    const actor = requireActor(ctx);
    const { page, limit, name, connectionId } = ctx.body;
    const result = await tables.page(actor, { page, limit }, { name, connectionId });
    return { total: result.total, list: await present(actor, result.list) };
  });
  bindEndpoint(app, gate, e.queryDatabaseTableDetail, async (ctx) => {
    const actor = requireActor(ctx);
    return (await present(actor, [await tables.get(actor, ctx.body.id)]))[0]!;
  });
  bindEndpoint(app, gate, e.saveDatabaseTable, async (ctx) => {
    const actor = requireActor(ctx);
    const { id, ...input } = ctx.body;
    return (await present(actor, [await tables.save(actor, input, id)]))[0]!;
  });
  bindEndpoint(app, gate, e.deleteDatabaseTables, async (ctx) => {
    await tables.delete(requireActor(ctx), ctx.body.ids);
    return null;
  });
}
