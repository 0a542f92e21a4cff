import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { UsersService } from '../identity/users.service.js';
import { toGrant } from './grants.presenter.js';
import type { GrantService, GrantWithSource } from './grants.service.js';

/** The spec's asset-management calls of grants (§7.3): a supplier's grants and a consumer's permissions. */
export function registerGrantRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  grants: GrantService,
  users: UsersService,
) {
  const e = endpoints.assets;

  const presentGrants = async (rows: GrantWithSource[]) => {
    const ids = new Set<number>();
    for (const { grant } of rows) {
      ids.add(grant.ownerId);
      if (grant.granteeId !== null) ids.add(grant.granteeId);
    }
    const names = new Map((await users.findByIds([...ids])).map((u) => [u.id, u]));
    return rows.map((row) => toGrant(row, grants.grantStateOf(row.grant), names));
  };

  bindEndpoint(app, gate, e.authorization, async (ctx) => {
    const result = await grants.pageGrants(requireActor(ctx), ctx.body, ctx.body);
    return { total: result.total, list: await presentGrants(result.list) };
  });

  bindEndpoint(app, gate, e.insertAssetManagement, async (ctx) =>
    presentGrants(await grants.grant(requireActor(ctx), ctx.body)),
  );

  bindEndpoint(app, gate, e.updateAuthenticRight, async (ctx) => {
    const [row] = await presentGrants([await grants.updateGrant(requireActor(ctx), ctx.body)]);
    return row!;
  });

  bindEndpoint(app, gate, e.queryGrantees, async (ctx) => {
    const found = await grants.findConsumers(ctx.body.name, 20);
    return found.map((u) => ({ id: String(u.id), username: u.username, companyName: u.companyName }));
  });
}
