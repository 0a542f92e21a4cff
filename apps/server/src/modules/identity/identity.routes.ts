import { ErrorCode, endpoints } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestMeta } from '../../platform/request-context.js';
import type { AccountService } from './account.service.js';
import type { CaptchaService } from './captcha.service.js';
import { toBaseInfo, toLoginResult, toSessionUser } from './identity.presenter.js';
import type { SessionService } from './session.service.js';
import type { SmsService } from './sms.service.js';
import { webAuthnSite } from './ukey-factor.service.js';

export interface IdentityServices {
  accounts: AccountService;
  sessions: SessionService;
  captchas: CaptchaService;
  sms: SmsService;
}

export function registerIdentityRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  config: Config,
  { accounts, sessions, captchas, sms }: IdentityServices,
) {
  const e = endpoints.identity;
  // Per address, against password spraying and SMS pumping (each mobile has its own SMS limits besides).
  const perMinute = config.authRateLimitPerMinute;
  const signIn = perMinute > 0 ? { rateLimit: { max: perMinute, windowMs: 60_000 } } : {};
  const smsSend = perMinute > 0 ? { rateLimit: { max: Math.ceil(perMinute / 3), windowMs: 60_000 } } : {};

  bindEndpoint(app, gate, e.captchaImage, async ({ query, reply }) => {
    const svg = await captchas.create(query.uuid);
    reply.header('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
    return null;
  });

  bindEndpoint(
    app,
    gate,
    e.login,
    async ({ body, req }) => {
      assertClient(req, config);
      return toLoginResult(await accounts.login(body, requestMeta(req), webAuthnSite(req, config.webAuthn)));
    },
    signIn,
  );

  bindEndpoint(
    app,
    gate,
    e.loginWithUKey,
    async ({ body, req }) => {
      assertClient(req, config);
      return toLoginResult(await accounts.loginWithKey(body, requestMeta(req)));
    },
    signIn,
  );

  bindEndpoint(app, gate, e.refreshToken, async ({ body, req }) =>
    toLoginResult(await sessions.refresh(body.refresh, requestMeta(req))),
  );

  bindEndpoint(app, gate, e.logout, async (ctx) => {
    await accounts.logout(requireActor(ctx), requestMeta(ctx.req));
    return null;
  });

  bindEndpoint(
    app,
    gate,
    e.sendSms,
    async ({ query }) => {
      await sms.send(query.mobile, query.type);
      return null;
    },
    smsSend,
  );

  bindEndpoint(
    app,
    gate,
    e.verifySmsCode,
    async ({ query }) => {
      await sms.verify(query.mobile, query.type, query.code);
      return null;
    },
    signIn,
  );

  bindEndpoint(
    app,
    gate,
    e.register,
    async ({ body }) => {
      const user = await accounts.register(body);
      return { id: String(user.id), spType: user.spType };
    },
    signIn,
  );

  bindEndpoint(
    app,
    gate,
    e.resubmitRegistration,
    async ({ body }) => {
      const user = await accounts.resubmit(body);
      return { id: String(user.id), spType: user.spType };
    },
    signIn,
  );

  bindEndpoint(
    app,
    gate,
    e.setNewPassword,
    async ({ body }) => {
      await accounts.resetPassword(body.mobile, body.smsCode, body.newPassword);
      return null;
    },
    signIn,
  );

  bindEndpoint(app, gate, e.changePassword, async (ctx) => {
    const actor = requireActor(ctx);
    await accounts.changePassword(actor.userId, actor.sessionId, ctx.body.password, ctx.body.newPassword);
    return null;
  });

  bindEndpoint(app, gate, e.userInfo, async (ctx) =>
    toSessionUser(await accounts.getUser(requireActor(ctx).userId)),
  );

  bindEndpoint(app, gate, e.baseInfo, async (ctx) =>
    toBaseInfo(await accounts.getUser(requireActor(ctx).userId)),
  );

  bindEndpoint(app, gate, e.updateUserInfo, async (ctx) =>
    toBaseInfo(await accounts.updateInfo(requireActor(ctx).userId, ctx.body)),
  );

  bindEndpoint(app, gate, endpoints.ops.loginLogPage, async ({ query }) => {
    const page = await accounts.pageLoginLog(query, query);
    return {
      total: page.total,
      list: page.list.map((r) => ({
        id: String(r.id),
        username: r.username,
        operation: r.operation,
        status: r.status,
        ip: r.ip,
        userAgent: r.userAgent,
        createDate: r.createdAt.toISOString(),
      })),
    };
  });
}

/** Login requires the web client's HTTP Basic credentials (CLIENT_ID:CLIENT_SECRET). */
function assertClient(req: FastifyRequest, config: Config) {
  const header = req.headers.authorization ?? '';
  const expected = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  if (header !== expected) throw new AppError(ErrorCode.BAD_CLIENT);
}
