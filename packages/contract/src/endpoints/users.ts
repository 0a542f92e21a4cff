import { z } from 'zod';
import { MOBILE_PATTERN } from '../constants.js';
import { defineEndpoint, OPERATOR_ONLY, zId, zListQuery, zPage, zPageParams } from '../endpoint.js';

const OPERATOR = OPERATOR_ONLY;
const SHOP_OWNERS = { roles: [2, 3] } as const;
const zRoleType = z.coerce.number().int().min(0).max(3);

/** Money in yuan as text, at most 4 decimals, e.g. "12500.50"; stored as 1/10000 yuan. */
export const zYuan = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/);

/**
 * Highest credit limit an operator may set for one consumer: 100,000,000 yuan (1亿元). Far above any real
 * limit, and stored as 1/10000 yuan (10^12) far below the bigint columns of credit accounts, ledgers and bills.
 */
export const MAX_CREDIT_LIMIT_YUAN = 100_000_000;

/** `100000000.5` -> whether it is at most MAX_CREDIT_LIMIT_YUAN, compared exactly (text, never a float). */
export function isWithinCreditLimitMax(yuan: string): boolean {
  const [whole = '', fraction = ''] = yuan.trim().split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const max = String(MAX_CREDIT_LIMIT_YUAN);
  if (digits.length !== max.length) return digits.length < max.length;
  return digits < max || (digits === max && /^0*$/.test(fraction));
}

/**
 * A credit limit as typed, in yuan to the fen: digits with at most 2 decimals (prices may have 4; a credit line is
 * granted in fen). How large it may be is a separate check.
 */
export const CREDIT_LIMIT_YUAN_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A credit limit in yuan (CREDIT_LIMIT_YUAN_PATTERN), at most MAX_CREDIT_LIMIT_YUAN. A larger one is refused as
 * too big (reason `creditLimitTooBig`), never as a format error.
 */
export const zCreditLimitYuan = z
  .string()
  .trim()
  .regex(CREDIT_LIMIT_YUAN_PATTERN)
  .refine((v) => !/^\d+(\.\d+)?$/.test(v) || isWithinCreditLimitMax(v), {
    message: `creditLimitTooBig:${MAX_CREDIT_LIMIT_YUAN}`,
  });

export const zUserAdminRow = z.object({
  id: z.string(),
  username: z.string(),
  realName: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  /** Masked. */
  mobile: z.string(),
  email: z.string(),
  roleType: z.number().int(),
  /** sp_type */
  spType: z.number().int(),
  /** user_status: disabled 0, normal 1 */
  status: z.number().int(),
  rejectReason: z.string(),
  createDate: z.string(),
});
export type UserAdminRow = z.infer<typeof zUserAdminRow>;

export const userPickerPage = defineEndpoint({
  id: 'users.pickerPage',
  method: 'GET',
  path: '/sys/user/page',
  summary:
    'User picker: active approved users; filters username and roleType. Suppliers and developers pick consumers only (black and white lists) and see no contact details.',
  access: { roles: [0, 2, 3] },
  query: zListQuery.extend({
    username: z.string().trim().max(64).optional(),
    roleType: zRoleType.optional(),
  }),
  response: zPage(
    z.object({
      id: z.string(),
      username: z.string(),
      /** The company of the user (the platform has no departments). */
      deptName: z.string(),
      email: z.string(),
      mobile: z.string(),
      realName: z.string(),
      roleType: z.number().int(),
    }),
  ),
});

export const zUserFilter = zPageParams.extend({
  username: z.string().trim().max(64).optional(),
  companyName: z.string().trim().max(100).optional(),
  roleType: zRoleType.optional(),
  spType: z.coerce.number().int().min(0).max(3).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

export const queryUsersPage = defineEndpoint({
  id: 'users.queryByPage',
  method: 'POST',
  path: '/server/user/queryByPage',
  summary:
    'Accounts of every role for the operator, newest first; filters username, company, role, sp_type, status.',
  access: OPERATOR,
  operationLog: false,
  body: zUserFilter,
  response: zPage(zUserAdminRow),
});

export const querySupplierDeveloper = defineEndpoint({
  id: 'users.querySupplierDeveloper',
  method: 'POST',
  path: '/server/user/querySupplierDeveloper',
  summary: 'Approved suppliers and developers (operator); roleType narrows to one of them.',
  access: OPERATOR,
  operationLog: false,
  body: zUserFilter,
  response: zPage(zUserAdminRow),
});

export const updateUserStatus = defineEndpoint({
  id: 'users.updateUserStatus',
  method: 'POST',
  path: '/server/user/updateUserStatus',
  summary: 'Disable (0) or enable (1) an account; disabling ends every session of the user at once.',
  access: OPERATOR,
  body: z.object({ userId: zId, status: z.coerce.number().int().min(0).max(1) }),
  response: z.null(),
});

export const zShopInfo = z.object({
  userId: z.string(),
  shopName: z.string(),
  logoUrl: z.string(),
  intro: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  /** Enterprise identity authenticated. */
  certified: z.boolean(),
  roleType: z.number().int(),
});
export type ShopInfo = z.infer<typeof zShopInfo>;

export const zUserDetail = zUserAdminRow.extend({
  shop: zShopInfo.nullable(),
  /** Consumers: credit limit and available credit in 1/10000 yuan (as strings). */
  creditLimit: z.string(),
  creditAvailable: z.string(),
});
export type UserDetail = z.infer<typeof zUserDetail>;

export const querySupplierDeveloperDetail = defineEndpoint({
  id: 'users.querySupplierDeveloperDetail',
  method: 'POST',
  path: '/server/user/querySupplierDeveloperDetail',
  summary: 'Detail of a supplier or developer with their shop (operator).',
  access: OPERATOR,
  operationLog: false,
  body: z.object({ userId: zId }),
  response: zUserDetail,
});

export const queryRegisterDetail = defineEndpoint({
  id: 'users.queryRegisterDetail',
  method: 'GET',
  path: '/server/user/queryRegisterDetail',
  summary: 'Registration detail of an account (operator).',
  access: OPERATOR,
  query: z.object({ userId: zId }),
  response: zUserDetail,
});

export const queryConsumerDetail = defineEndpoint({
  id: 'users.queryConsumerDetail',
  method: 'GET',
  path: '/server/user/queryConsumerDetail',
  summary: 'Detail of a consumer with the credit limit (operator).',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: zUserDetail,
});

export const queryShopInfo = defineEndpoint({
  id: 'users.queryShopInfo',
  method: 'POST',
  path: '/server/user/queryShopInfo',
  summary: 'The own shop of a supplier or developer.',
  access: SHOP_OWNERS,
  operationLog: false,
  response: zShopInfo,
});

export const updateShopInfo = defineEndpoint({
  id: 'users.updateShopInfo',
  method: 'POST',
  path: '/server/user/updateShopInfo',
  summary: 'Update the own shop (name, logo, introduction, contact, address).',
  access: SHOP_OWNERS,
  body: z.object({
    shopName: z.string().trim().min(2).max(100),
    logoUrl: z.string().trim().max(300).default(''),
    intro: z.string().trim().max(2000).default(''),
    contactName: z.string().trim().min(1).max(50),
    contactPhone: z
      .string()
      .trim()
      .regex(/^[0-9+\-() ]{5,20}$/),
    address: z.string().trim().max(200).default(''),
  }),
  response: zShopInfo,
});

export const queryShopById = defineEndpoint({
  id: 'users.queryShopById',
  method: 'POST',
  path: '/server/user/queryShopById/',
  summary: 'Public storefront information of a shop (supplier or developer).',
  access: 'public',
  operationLog: false,
  query: z.object({ shopId: zId }),
  response: zShopInfo,
});

export const getSecurityInfo = defineEndpoint({
  id: 'users.getSecurityInfo',
  method: 'POST',
  path: '/server/user/getSecurityInfo',
  summary: 'Security overview of the own account: masked mobile, email, last login, password age.',
  access: 'user',
  operationLog: false,
  response: z.object({
    username: z.string(),
    mobile: z.string(),
    email: z.string(),
    lastLoginAt: z.string(),
    lastLoginIp: z.string(),
    passwordUpdatedAt: z.string(),
    activeSessions: z.number().int(),
  }),
});

export const updateMobile = defineEndpoint({
  id: 'users.updateMobile',
  method: 'POST',
  path: '/server/user/updateMobile',
  summary:
    'Change the own mobile: the current password and an SMS code (type updateMobile) sent to the new number.',
  access: 'user',
  body: z.object({
    mobile: z.string().trim().regex(MOBILE_PATTERN),
    smsCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
    password: z.string().min(1).max(64),
  }),
  response: z.null(),
});

export const zQuotaLedgerRow = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  /** set-limit | deduct | restore | hold (credit reserved for API calls of a pay-as-you-go plan) | release (reserved, not spent) */
  changeType: z.string(),
  /** Signed change of the available credit, 1/10000 yuan. */
  amount: z.string(),
  limitAfter: z.string(),
  availableAfter: z.string(),
  /** The operator's words for a set-limit; for the system's changes the order number (the web words them). */
  reason: z.string(),
  /** What a system change is for: the order number of a payment (deduct), `refund:<id>` of a refund (restore). */
  reference: z.string(),
  operatorName: z.string(),
  createDate: z.string(),
});
export type QuotaLedgerRow = z.infer<typeof zQuotaLedgerRow>;

export const updateQuota = defineEndpoint({
  id: 'users.updateQuota',
  method: 'POST',
  path: '/server/user/updateQuota',
  summary: `Set a consumer's credit limit (yuan, at most ${MAX_CREDIT_LIMIT_YUAN}) with a reason; available credit moves by the difference.`,
  access: OPERATOR,
  body: z.object({ userId: zId, creditLimit: zCreditLimitYuan, reason: z.string().trim().min(2).max(200) }),
  response: z.object({ creditLimit: z.string(), creditAvailable: z.string() }),
});

export const queryQuotaByPage = defineEndpoint({
  id: 'users.queryQuotaByPage',
  method: 'POST',
  path: '/server/user/queryQuotaByPage',
  summary: 'Quota ledger, newest first: operators see everyone (filter userId), consumers their own.',
  access: 'user',
  operationLog: false,
  body: zPageParams.extend({ userId: zId.optional() }),
  response: zPage(zQuotaLedgerRow),
});

export const checkPublicKey = defineEndpoint({
  id: 'users.checkPublicKey',
  method: 'POST',
  path: '/server/user/checkPublicKey',
  summary:
    'Check a public key (PEM): RSA of at least 2048 bits or SM2; anything else is refused with the reason.',
  access: 'user',
  operationLog: false,
  query: z.object({ publicKey: z.string().min(1).max(10_000) }),
  response: z.object({ algorithm: z.enum(['RSA', 'SM2']), bits: z.number().int() }),
});

export const zEnterpriseInfo = z.object({
  userId: z.string(),
  username: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  /** Storage key of the licence image; view it with `licenseImage`. */
  licenseFileKey: z.string(),
  /** sp_sptype: to submit 0, approved 1, rejected 2, awaiting platform review 3 */
  status: z.number().int(),
  rejectReason: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type EnterpriseInfo = z.infer<typeof zEnterpriseInfo>;

export const uploadLicense = defineEndpoint({
  id: 'users.uploadLicense',
  method: 'POST',
  path: '/server/user/uploadLicense',
  summary:
    'Upload the business licence image (multipart field `file`; PNG/JPEG/WEBP by content, at most 5 MB).',
  access: SHOP_OWNERS,
  bodyType: 'multipart',
  response: z.object({ fileKey: z.string(), size: z.number().int(), mime: z.string() }),
});

export const submitEnterpriseInfo = defineEndpoint({
  id: 'users.submitEnterpriseInfo',
  method: 'POST',
  path: '/server/user/submitEnterpriseInfo',
  summary:
    'Submit the enterprise identity for review (identity-authentication); approval certifies the shop.',
  access: SHOP_OWNERS,
  body: z.object({
    companyName: z.string().trim().min(2).max(100),
    /** Unified social credit code, 18 characters with a valid check character. */
    creditCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{18}$/),
    legalPerson: z.string().trim().min(2).max(50),
    licenseFileKey: z.string().trim().min(1).max(120),
  }),
  response: zEnterpriseInfo,
});

export const queryEnterpriseInfo = defineEndpoint({
  id: 'users.queryEnterpriseInfo',
  method: 'POST',
  path: '/server/user/queryEnterpriseInfo',
  summary:
    "Enterprise identity: the own one, or any user's for the operator (`userId`); null when never submitted.",
  access: 'user',
  operationLog: false,
  body: z.object({ userId: zId.optional() }).default({}),
  response: zEnterpriseInfo.nullable(),
});

export const queryEnterprisePage = defineEndpoint({
  id: 'users.queryEnterprisePage',
  method: 'POST',
  path: '/server/user/queryEnterprisePage',
  summary: 'Enterprise identity submissions for the operator, newest first; filter status and company name.',
  access: OPERATOR,
  operationLog: false,
  body: zPageParams.extend({
    status: z.coerce.number().int().min(0).max(3).optional(),
    companyName: z.string().trim().max(100).optional(),
  }),
  response: zPage(zEnterpriseInfo),
});

export const licenseImage = defineEndpoint({
  id: 'users.licenseImage',
  method: 'GET',
  path: '/server/user/licenseImage',
  summary: 'The licence image of a user (operator or the user); token may be passed as `access_token`.',
  access: 'user',
  query: z.object({ userId: zId, access_token: z.string().optional() }),
  response: z.null(),
  raw: true,
});

export const updateAuditStatus = defineEndpoint({
  id: 'users.updateAuditStatus',
  method: 'POST',
  path: '/server/user/UpdateAuditStatus',
  summary:
    "Approve (spType 1) or reject (spType 2) a pending registration from the account page: decides the account's open user-registration task, so the to-do list and history stay true. The reason is required.",
  access: OPERATOR,
  body: z.object({
    userId: zId,
    spType: z.coerce.number().int().min(1).max(2),
    reason: z.string().trim().min(2).max(500),
  }),
  response: z.null(),
});

export const getUserMessage = defineEndpoint({
  id: 'users.getUserMessage',
  method: 'POST',
  path: '/server/user/getUserMessage',
  summary:
    'Public card of an approved account (name, company, role, shop, certified), e.g. for a seller or buyer link.',
  access: 'user',
  operationLog: false,
  bodyType: 'form',
  body: z.object({ userId: zId }),
  response: z.object({
    id: z.string(),
    username: z.string(),
    companyName: z.string(),
    roleType: z.number().int(),
    shopName: z.string(),
    certified: z.boolean(),
  }),
});
