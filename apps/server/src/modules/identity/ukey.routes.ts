import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { AccountService } from './account.service.js';
import { toMyUKey, toUShieldDetail } from './ukey.presenter.js';
import type { UKeyService } from './ukey.service.js';
import { type UKeyFactorService, webAuthnSite } from './ukey-factor.service.js';

export function registerUKeyRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  ukeys: UKeyService,
  secondFactor: UKeyFactorService,
  accounts: AccountService,
  config: Config,
) {
  const e = endpoints.ukey;
  const mine = async (userId: number) =>
    toMyUKey(await ukeys.currentKey(userId), await secondFactor.requiredOf(userId));

  const detail = async (userId: number) => {
    const { user, key, history } = await ukeys.detail(userId);
    const issuedBy = key ? (await accounts.getUser(key.issuedBy)).username : '';
    return toUShieldDetail(user, key, issuedBy, history);
  };

  bindEndpoint(app, gate, e.getUKeySerialNo, async (ctx) => mine(requireActor(ctx).userId));
  bindEndpoint(app, gate, e.updateUKeyPin, async (ctx) => {
    const actor = requireActor(ctx);
    await ukeys.changePin(actor, ctx.body.oldPin, ctx.body.newPin);
    return mine(actor.userId);
  });
  bindEndpoint(app, gate, e.reportUKeyLost, async (ctx) => {
    const actor = requireActor(ctx);
    await ukeys.reportLost(actor, ctx.body.password);
    return mine(actor.userId);
  });
  bindEndpoint(app, gate, e.ukeyRegistrationOptions, async (ctx) => {
    const user = await accounts.getUser(requireActor(ctx).userId);
    return secondFactor.registrationOptions(user, webAuthnSite(ctx.req, config.webAuthn));
  });
  bindEndpoint(app, gate, e.ukeyRegister, async (ctx) => {
    const actor = requireActor(ctx);
    await secondFactor.register(actor.userId, ctx.body);
    return mine(actor.userId);
  });
  bindEndpoint(app, gate, e.ukeyChallenge, async (ctx) =>
    secondFactor.paymentChallenge(
      requireActor(ctx).userId,
      ctx.body.orderId,
      webAuthnSite(ctx.req, config.webAuthn),
    ),
  );
  bindEndpoint(app, gate, e.ukeyPolicy, async () => secondFactor.policies());
  bindEndpoint(app, gate, e.updateUKeyPolicy, async (ctx) =>
    secondFactor.setPolicy(requireActor(ctx).userId, ctx.body.roleType, ctx.body.required),
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
