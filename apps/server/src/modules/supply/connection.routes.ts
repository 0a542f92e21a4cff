import { endpoints, RoleType } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import { toDatabaseConnection, toTestResult } from './connection.presenter.js';
import { type ConnectionService, DATABASE_TEMPLATES, TEMPLATE_FIELDS } from './connection.service.js';

export function registerConnectionRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  connections: ConnectionService,
  usernameOf: (userId: number) => Promise<string>,
) {
  const e = endpoints.connections;

  bindEndpoint(app, gate, e.queryDatabaseTemplates, async () =>
    DATABASE_TEMPLATES.map((t) => ({ ...t, fields: TEMPLATE_FIELDS })),
  );
  bindEndpoint(app, gate, e.recordDatabase, async (ctx) =>
    toDatabaseConnection(await connections.create(requireActor(ctx), ctx.body), requestLocale(ctx.req)),
  );
  bindEndpoint(app, gate, e.updateDatabase, async (ctx) =>
    toDatabaseConnection(
      await connections.update(requireActor(ctx), ctx.body.id, ctx.body),
      requestLocale(ctx.req),
    ),
  );
  bindEndpoint(app, gate, e.deleteDatabase, async (ctx) => {
    await connections.delete(requireActor(ctx), ctx.body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.queryDatabase, async (ctx) => {
    const actor = requireActor(ctx);
    const result = await connections.page(actor, ctx.body, ctx.body);
    const names = new Map<number, string>();
    if (actor.roleType === RoleType.OPERATOR) {
      for (const id of new Set(result.list.map((r) => r.ownerId))) names.set(id, await usernameOf(id));
    }
    const locale = requestLocale(ctx.req);
    return {
      total: result.total,
      list: result.list.map((r) => toDatabaseConnection(r, locale, names.get(r.ownerId) ?? actor.username)),
    };
  });
  bindEndpoint(app, gate, e.queryDatabaseList, async (ctx) => {
    const actor = requireActor(ctx);
    const rows = await connections.listOwn(actor, ctx.body.dbType);
    return rows.map((r) => toDatabaseConnection(r, requestLocale(ctx.req), actor.username));
  });
  bindEndpoint(app, gate, e.queryDatabaseDetail, async (ctx) => {
    const actor = requireActor(ctx);
    const row = await connections.getReadable(actor, ctx.body.id);
    const owner = row.ownerId === actor.userId ? actor.username : await usernameOf(row.ownerId);
    return toDatabaseConnection(row, requestLocale(ctx.req), owner);
  });
  bindEndpoint(app, gate, e.connectionTest, async (ctx) => {
    const actor = requireActor(ctx);
    const body = ctx.body;
    const outcome =
      'dbType' in body
        ? await connections.testInput(actor, body, body.id)
        : await connections.testSaved(actor, body.id);
    return toTestResult(outcome, requestLocale(ctx.req));
  });
  bindEndpoint(app, gate, e.querySchemas, async (ctx) =>
    connections.withConnector(requireActor(ctx), ctx.body.id, (c) => c.listSchemas()),
  );
  bindEndpoint(app, gate, e.queryTables, async (ctx) =>
    connections.withConnector(requireActor(ctx), ctx.body.id, (c) => c.listTables(ctx.body.schema)),
  );
  bindEndpoint(app, gate, e.queryColumns, async (ctx) =>
    connections.withConnector(requireActor(ctx), ctx.body.id, (c) =>
      c.listColumns(ctx.body.schema, ctx.body.table),
    ),
  );
  bindEndpoint(app, gate, e.previewTable, async (ctx) =>
    connections.withConnector(requireActor(ctx), ctx.body.id, (c) =>
      c.preview(ctx.body.schema, ctx.body.table),
    ),
  );
}
