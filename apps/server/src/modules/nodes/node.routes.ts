import { nodes as contract, ErrorCode, endpoints } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import { toNodeInfo } from './node.presenter.js';
import type { NodeRow } from './node.repository.js';
import type { HeartbeatAuth, NodeService } from './node.service.js';
import { nodeStatus } from './node-status.js';

/** Rows -> wire shapes with owner names, primary names and secondary counts, status at the clock's now. */
async function present(service: NodeService, rows: NodeRow[]) {
  const { primaryNames, counts } = await service.relations(rows);
  const owners = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.ownerId))) owners.set(id, await service.usernameOf(id));
  const now = service.now();
  return rows.map((row) =>
    toNodeInfo(row, now, {
      ownerName: owners.get(row.ownerId) ?? '',
      primaryName: row.primaryId === null ? '' : (primaryNames.get(row.primaryId) ?? ''),
      secondaryCount: counts.get(row.id) ?? 0,
    }),
  );
}

async function presentOne(service: NodeService, row: NodeRow) {
  return (await present(service, [row]))[0]!;
}

async function presentDetail(service: NodeService, detail: { row: NodeRow; secondaries: NodeRow[] }) {
  const [node, ...secondaries] = await present(service, [detail.row, ...detail.secondaries]);
  return { ...node!, secondaries };
}

/** The node token of a heartbeat, from its header (a repeated header is refused as ambiguous). */
function heartbeatAuth(req: FastifyRequest): HeartbeatAuth {
  const header = req.headers[contract.NODE_TOKEN_HEADER];
  if (Array.isArray(header)) throw new AppError(ErrorCode.NODE_TOKEN_INVALID);
  if (header !== undefined) return { token: header.trim() };
  if (req.actor) return { actor: req.actor };
  throw new AppError(ErrorCode.UNAUTHORIZED);
}

export function registerNodeRoutes(app: FastifyInstance, gate: Gatekeeper, service: NodeService) {
  const e = endpoints.nodes;

  bindEndpoint(app, gate, e.queryPageData, async (ctx) => {
    const result = await service.page(requireActor(ctx), ctx.body, ctx.body);
    return { total: result.total, list: await present(service, result.list) };
  });
  bindEndpoint(app, gate, e.queryNodeById, async (ctx) =>
    presentDetail(service, await service.detail(requireActor(ctx), ctx.body.id)),
  );
  bindEndpoint(app, gate, e.queryNodeByUserId, async (ctx) =>
    present(service, await service.listByUser(requireActor(ctx), ctx.body.userId, ctx.body.kind)),
  );
  bindEndpoint(app, gate, e.querySourcesPage, async (ctx) =>
    service.sourcesPage(requireActor(ctx), ctx.body.nodeId, ctx.body),
  );
  bindEndpoint(app, gate, e.saveNode, async (ctx) => {
    const { row, token } = await service.create(requireActor(ctx), ctx.body, requestLocale(ctx.req));
    return { node: await presentOne(service, row), token };
  });
  bindEndpoint(app, gate, e.updateNode, async (ctx) => {
    const row = await service.update(requireActor(ctx), ctx.body.id, ctx.body, requestLocale(ctx.req));
    return presentOne(service, row);
  });
  bindEndpoint(app, gate, e.deleteNode, async (ctx) => {
    await service.delete(requireActor(ctx), ctx.body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.bindSecondary, async (ctx) =>
    presentDetail(service, await service.bind(requireActor(ctx), ctx.body.id, ctx.body.secondaryIds)),
  );
  bindEndpoint(app, gate, e.unbindSecondary, async (ctx) =>
    presentDetail(service, await service.unbind(requireActor(ctx), ctx.body.id, ctx.body.secondaryId)),
  );
  bindEndpoint(app, gate, e.resetToken, async (ctx) => {
    const { row, token } = await service.resetToken(requireActor(ctx), ctx.body.id);
    return { node: await presentOne(service, row), token };
  });
  bindEndpoint(app, gate, e.setPlatformNode, async (ctx) =>
    presentOne(service, await service.setPlatform(requireActor(ctx), ctx.body.id)),
  );
  bindEndpoint(app, gate, e.queryPlatformNode, async () => {
    const row = await service.platformNode();
    return row ? presentOne(service, row) : null;
  });
  bindEndpoint(app, gate, e.edgeNodeStatus, async (ctx) => {
    const row = await service.heartbeat(ctx.query, heartbeatAuth(ctx.req), ctx.req.ip ?? '');
    const now = service.now();
    return {
      nodeId: String(row.id),
      status: nodeStatus(row, now),
      serverTime: now.toISOString(),
      intervalSeconds: contract.NODE_HEARTBEAT_INTERVAL_SECONDS,
      offlineAfterSeconds: contract.NODE_OFFLINE_AFTER_SECONDS,
    };
  });
}
