import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { AccountService } from './account.service.js';
import { toMyUKey, toUShieldDetail } from './ukey.presenter.js';
import type { UKeyService } from './ukey.service.js';

export function registerUKeyRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  ukeys: UKeyService,
  accounts: AccountService,
) {
  const e = endpoints.ukey;

  const detail = async (userId: number) => {
    const { user, key, history } = await ukeys.detail(userId);
    const issuedBy = key ? (await accounts.getUser(key.issuedBy)).username : '';
    return toUShieldDetail(user, key, issuedBy, history);
  };

  bindEndpoint(app, gate, e.getUKeySerialNo, async (ctx) =>
    toMyUKey(await ukeys.currentKey(requireActor(ctx).userId)),
  );
  bindEndpoint(app, gate, e.updateUKeyPin, async (ctx) =>
    toMyUKey(await ukeys.changePin(requireActor(ctx), ctx.body.oldPin, ctx.body.newPin)),
  );
  bindEndpoint(app, gate, e.reportUKeyLost, async (ctx) =>
    toMyUKey(await ukeys.reportLost(requireActor(ctx), ctx.body.password)),
  );
  bindEndpoint(app, gate, e.queryUShield, async (ctx) => detail(ctx.body.userId));
  bindEndpoint(app, gate, e.updateUShield, async (ctx) => {
    const body = ctx.body;
    const { initialPin } = await ukeys.update(requireActor(ctx), {
      userId: body.userId,
      action: body.action,
      reason: body.reason,
      serialNo: body.action === 'issue' ? body.serialNo : undefined,
    });
    return { ...(await detail(body.userId)), initialPin };
  });
}
