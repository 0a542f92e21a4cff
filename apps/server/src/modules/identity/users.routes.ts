import {
  ErrorCode,
  endpoints,
  formatMessage,
  maskPhone,
  PUBLIC_KEY_REASONS,
  RoleType,
} from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { checkPublicKeyPem } from '../../platform/public-key.js';
import { requestLocale } from '../../platform/request-context.js';
import type { CreditService } from '../credit/credit.service.js';
import { yuanToUnits } from '../credit/credit.service.js';
import { toShopInfo, toUserAdminRow } from './identity.presenter.js';
import type { UserRow } from './identity.repository.js';
import type { UsersService } from './users.service.js';

export function registerUsersRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  users: UsersService,
  credit: CreditService,
) {
  const e = endpoints.users;
  const page = (result: { list: UserRow[]; total: number }) => ({
    total: result.total,
    list: result.list.map(toUserAdminRow),
  });

  const detail = async (user: UserRow) => {
    const shop =
      user.roleType === RoleType.SUPPLIER || user.roleType === RoleType.DEVELOPER
        ? toShopInfo(user, (await users.shopOf(user.id)).shop)
        : null;
    const balance = await credit.balance(user.id);
    return {
      ...toUserAdminRow(user),
      shop,
      creditLimit: String(balance.creditLimit),
      creditAvailable: String(balance.available),
    };
  };

  bindEndpoint(app, gate, e.userPickerPage, async (ctx) => {
    const { query } = ctx;
    // Shop owners pick consumers for their black and white lists: consumers only, without contact details.
    const isOperator = requireActor(ctx).roleType === RoleType.OPERATOR;
    const filter = isOperator ? query : { ...query, roleType: RoleType.CONSUMER };
    const result = await users.pickerPage(query, filter);
    return {
      total: result.total,
      list: result.list.map((u) => ({
        id: String(u.id),
        username: u.username,
        deptName: u.companyName,
        email: isOperator ? u.email : '',
        mobile: isOperator ? maskPhone(u.mobile) : '',
        realName: u.realName,
        roleType: u.roleType,
      })),
    };
  });
  bindEndpoint(app, gate, e.queryUsersPage, async ({ body }) => page(await users.page(body, body)));
  bindEndpoint(app, gate, e.querySupplierDeveloper, async ({ body }) =>
    page(await users.pageShopOwners(body, body)),
  );
  bindEndpoint(app, gate, e.updateUserStatus, async (ctx) => {
    await users.setStatus(requireActor(ctx), ctx.body.userId, ctx.body.status as 0 | 1);
    return null;
  });
  bindEndpoint(app, gate, e.querySupplierDeveloperDetail, async ({ body }) =>
    detail(await users.getWithRole(body.userId, [RoleType.SUPPLIER, RoleType.DEVELOPER])),
  );
  bindEndpoint(app, gate, e.queryRegisterDetail, async ({ query }) =>
    detail(await users.getWithRole(query.userId, [0, 1, 2, 3])),
  );
  bindEndpoint(app, gate, e.queryConsumerDetail, async ({ query }) =>
    detail(await users.getWithRole(query.id, [RoleType.CONSUMER])),
  );
  bindEndpoint(app, gate, e.queryShopInfo, async (ctx) => {
    const { user, shop } = await users.shopOf(requireActor(ctx).userId);
    return toShopInfo(user, shop);
  });
  bindEndpoint(app, gate, e.updateShopInfo, async (ctx) => {
    const { user, shop } = await users.updateShop(requireActor(ctx).userId, ctx.body);
    return toShopInfo(user, shop);
  });
  bindEndpoint(app, gate, e.queryShopById, async ({ query }) => {
    const { user, shop } = await users.shopOf(query.shopId);
    if (user.status !== 1 || user.spType !== 1) throw new AppError(ErrorCode.NOT_FOUND);
    return toShopInfo(user, shop);
  });
  bindEndpoint(app, gate, e.getSecurityInfo, async (ctx) => {
    const { user, lastLogin, activeSessions } = await users.securityInfo(requireActor(ctx).userId);
    return {
      username: user.username,
      mobile: maskPhone(user.mobile),
      email: user.email,
      lastLoginAt: lastLogin?.createdAt.toISOString() ?? '',
      lastLoginIp: lastLogin?.ip ?? '',
      passwordUpdatedAt: user.passwordUpdatedAt.toISOString(),
      activeSessions,
    };
  });
  bindEndpoint(app, gate, e.updateMobile, async (ctx) => {
    await users.updateMobile(requireActor(ctx).userId, ctx.body.mobile, ctx.body.smsCode, ctx.body.password);
    return null;
  });
  bindEndpoint(app, gate, e.updateQuota, async (ctx) => {
    const actor = requireActor(ctx);
    await users.getWithRole(ctx.body.userId, [RoleType.CONSUMER]);
    const result = await credit.setLimit(
      ctx.body.userId,
      yuanToUnits(ctx.body.creditLimit),
      ctx.body.reason,
      actor,
    );
    return { creditLimit: String(result.creditLimit), creditAvailable: String(result.available) };
  });
  bindEndpoint(app, gate, e.queryQuotaByPage, async (ctx) => {
    const actor = requireActor(ctx);
    // Only the operator may look at other people's credit.
    const userId = actor.roleType === RoleType.OPERATOR ? ctx.body.userId : actor.userId;
    const result = await credit.pageLedger(ctx.body, userId);
    const names = new Map<number, string>();
    for (const row of result.list) {
      if (!names.has(row.userId))
        names.set(row.userId, (await users.getWithRole(row.userId, [0, 1, 2, 3])).username);
    }
    return {
      total: result.total,
      list: result.list.map((r) => ({
        id: String(r.id),
        userId: String(r.userId),
        username: names.get(r.userId) ?? '',
        changeType: r.changeType,
        amount: String(r.amount),
        limitAfter: String(r.limitAfter),
        availableAfter: String(r.availableAfter),
        reason: r.reason,
        reference: r.reference,
        operatorName: r.operatorName,
        createDate: r.createdAt.toISOString(),
      })),
    };
  });
  bindEndpoint(app, gate, e.getUserMessage, async (ctx) => {
    const { user, shop } = await users.cardOf(requireActor(ctx), ctx.body.userId);
    const shopInfo = shop === null ? null : toShopInfo(user, shop);
    return {
      id: String(user.id),
      username: user.username,
      companyName: user.companyName,
      roleType: user.roleType,
      shopName: shopInfo?.shopName ?? '',
      certified: shopInfo?.certified ?? false,
    };
  });
  bindEndpoint(app, gate, e.checkPublicKey, async ({ query, req }) => {
    const result = checkPublicKeyPem(query.publicKey);
    if (result.ok) return { algorithm: result.algorithm, bits: result.bits };
    const reason = formatMessage(PUBLIC_KEY_REASONS[result.reason][requestLocale(req)], {
      bits: result.bits ?? 0,
      algorithm: result.algorithm ?? '',
    });
    throw new AppError(ErrorCode.PUBLIC_KEY_INVALID, { reason });
  });
}
