import type {
  BaseInfo,
  LoginResult,
  RoleType,
  SessionUser,
  ShopInfo,
  UserAdminRow,
} from '@datamall/contract';
import { maskPhone } from '@datamall/contract';
import type { UserRow } from './identity.repository.js';
import type { shopInfo } from './identity.table.js';

type ShopRow = typeof shopInfo.$inferSelect;

import type { IssuedTokens } from './session.service.js';

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: String(user.id),
    name: user.username,
    realName: user.realName,
    superAdmin: user.superAdmin,
    userType: user.roleType as RoleType,
    roleType: user.roleType as RoleType,
    payCode: user.payCode,
    messageTip: 0,
    headUrl: user.headUrl,
    unreadList: [],
    unreadNum: 0,
    mobile: maskPhone(user.mobile),
    email: user.email,
    companyName: user.companyName,
    spType: user.spType,
    createDate: user.createdAt.toISOString(),
  };
}

export function toBaseInfo(user: UserRow): BaseInfo {
  return {
    id: String(user.id),
    username: user.username,
    realName: user.realName,
    roleType: user.roleType as RoleType,
    spType: user.spType,
    companyName: user.companyName,
    contactName: user.contactName,
    mobile: maskPhone(user.mobile),
    email: user.email,
    headUrl: user.headUrl,
    createDate: user.createdAt.toISOString(),
  };
}

export function toLoginResult(issued: IssuedTokens): LoginResult {
  return {
    token: issued.token,
    refreshToken: issued.refreshToken,
    expire: issued.expire,
    roleType: issued.user.roleType as RoleType,
    payCode: issued.user.payCode,
    user: toSessionUser(issued.user),
  };
}

export function toUserAdminRow(user: UserRow): UserAdminRow {
  return {
    id: String(user.id),
    username: user.username,
    realName: user.realName,
    companyName: user.companyName,
    contactName: user.contactName,
    mobile: maskPhone(user.mobile),
    email: user.email,
    roleType: user.roleType,
    spType: user.spType,
    status: user.status,
    rejectReason: user.rejectReason,
    createDate: user.createdAt.toISOString(),
  };
}

/** The shop of a supplier or developer; before they save one it shows their company. */
export function toShopInfo(user: UserRow, shop: ShopRow | null): ShopInfo {
  return {
    userId: String(user.id),
    shopName: shop?.shopName ?? user.companyName,
    logoUrl: shop?.logoUrl ?? '',
    intro: shop?.intro ?? '',
    contactName: shop?.contactName ?? user.contactName,
    contactPhone: shop?.contactPhone ?? '',
    address: shop?.address ?? '',
    certified: shop?.certified === 1,
    roleType: user.roleType,
  };
}
