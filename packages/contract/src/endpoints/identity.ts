import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN } from '../constants.js';
import { defineEndpoint } from '../endpoint.js';
import { zUKeyProof } from './ukey.js';

const zRoleType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const zMobile = z.string().trim().regex(MOBILE_PATTERN);
const zPassword = z.string().regex(PASSWORD_PATTERN);
const zSmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** The session user (spec §3). */
export const zSessionUser = z.object({
  id: z.string(),
  /** Login name. */
  name: z.string(),
  realName: z.string(),
  superAdmin: z.number().int(),
  /** Role type: operator 0, consumer 1, developer 2, supplier 3. */
  userType: zRoleType,
  roleType: zRoleType,
  payCode: z.number().int(),
  messageTip: z.number().int(),
  headUrl: z.string(),
  unreadList: z.array(z.unknown()),
  unreadNum: z.number().int(),
  mobile: z.string(),
  email: z.string(),
  companyName: z.string(),
  /** Registration approval state (sp_type). */
  spType: z.number().int(),
  createDate: z.string(),
});
export type SessionUser = z.infer<typeof zSessionUser>;

export const zLoginResult = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expire: z.number().int(),
  roleType: zRoleType,
  payCode: z.number().int(),
  user: zSessionUser,
});
export type LoginResult = z.infer<typeof zLoginResult>;

export const captchaImage = defineEndpoint({
  id: 'identity.captcha',
  method: 'GET',
  path: '/captcha',
  summary: 'Captcha image (SVG) for the given uuid; valid 5 minutes, single use.',
  access: 'public',
  query: z.object({ uuid: z.string().uuid() }),
  response: z.null(),
  raw: true,
});

export const login = defineEndpoint({
  id: 'identity.login',
  method: 'POST',
  path: '/server/user/login',
  summary:
    'Log in with username, password and captcha; needs `Authorization: Basic base64(CLIENT_ID:CLIENT_SECRET)`.',
  access: 'public',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(64),
    captcha: z.string().trim().max(10).optional().default(''),
    uuid: z.string().max(64).optional().default(''),
  }),
  response: zLoginResult,
});

export const loginWithUKey = defineEndpoint({
  id: 'identity.loginWithUKey',
  method: 'POST',
  path: '/server/user/login/ukey',
  summary:
    "Second step of a login that answered 10196 or 10197: the ticket, the security key's answer and the USB key PIN; needs the client's Basic credentials like login.",
  access: 'public',
  body: zUKeyProof,
  response: zLoginResult,
});

export const refreshToken = defineEndpoint({
  id: 'identity.refresh',
  method: 'POST',
  path: '/server/token/refresh',
  summary: 'Exchange a refresh token for a new token pair; the old pair stops working.',
  access: 'public',
  body: z.object({ refresh: z.string().min(1).max(200) }),
  response: zLoginResult,
});

export const logout = defineEndpoint({
  id: 'identity.logout',
  method: 'POST',
  path: '/server/user/logout',
  summary: 'Revoke the current session on the server.',
  access: 'user',
  response: z.null(),
});

export const zSmsType = z.enum(['register', 'forget', 'updateMobile']);
export type SmsType = z.infer<typeof zSmsType>;

export const sendSms = defineEndpoint({
  id: 'identity.sendSms',
  method: 'POST',
  path: '/server/aliSms/sendSms',
  summary: 'Send a 6-digit SMS code (valid 5 minutes; at most 1 per minute and 10 per day per mobile).',
  access: 'public',
  query: z.object({ mobile: zMobile, type: zSmsType.default('register') }),
  response: z.null(),
});

export const verifySmsCode = defineEndpoint({
  id: 'identity.verifySmsCode',
  method: 'POST',
  path: '/server/aliSms/verifySmsCode',
  summary: 'Check an SMS code without using it up.',
  access: 'public',
  query: z.object({ mobile: zMobile, code: zSmsCode, type: zSmsType.default('register') }),
  response: z.null(),
});

export const zRegisterBody = z
  .object({
    /** consumer 1, developer 2, supplier 3 */
    roleType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    username: z.string().trim().regex(USERNAME_PATTERN),
    password: zPassword,
    confirmPassword: z.string(),
    /** Company (supplier, consumer) or shop (developer) name. */
    companyName: z.string().trim().min(2).max(100),
    contactName: z.string().trim().min(1).max(50),
    mobile: zMobile,
    smsCode: zSmsCode,
    email: z.string().trim().regex(EMAIL_PATTERN).max(100).optional().or(z.literal('')),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'mismatch',
  });

export const register = defineEndpoint({
  id: 'identity.register',
  method: 'POST',
  path: '/sys/user/register',
  summary: 'Register a consumer, developer or supplier account; it stays pending (sp_type 0) until approved.',
  access: 'public',
  body: zRegisterBody,
  response: z.object({ id: z.string(), spType: z.number().int() }),
});

export const setNewPassword = defineEndpoint({
  id: 'identity.setNewPassword',
  method: 'POST',
  path: '/server/user/setNewPassWord',
  summary: 'Forgotten password: set a new password with the mobile number and an SMS code (type forget).',
  access: 'public',
  body: z
    .object({
      mobile: zMobile,
      smsCode: zSmsCode,
      newPassword: zPassword,
      confirmPassword: z.string(),
    })
    .refine((b) => b.newPassword === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'mismatch',
    }),
  response: z.null(),
});

export const changePassword = defineEndpoint({
  id: 'identity.changePassword',
  method: 'PUT',
  path: '/sys/user/password',
  summary: 'Change the own password; every other session of the user is revoked.',
  access: 'user',
  body: z
    .object({
      password: z.string().min(1).max(64),
      newPassword: zPassword,
      confirmPassword: z.string(),
    })
    .refine((b) => b.newPassword === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'mismatch',
    }),
  response: z.null(),
});

export const userInfo = defineEndpoint({
  id: 'identity.info',
  method: 'GET',
  path: '/sys/user/info',
  summary: 'The session user.',
  access: 'user',
  response: zSessionUser,
});

export const zBaseInfo = z.object({
  id: z.string(),
  username: z.string(),
  realName: z.string(),
  roleType: zRoleType,
  spType: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  /** Masked: first 3 digits, four stars, digits from the 8th. */
  mobile: z.string(),
  email: z.string(),
  headUrl: z.string(),
  createDate: z.string(),
});
export type BaseInfo = z.infer<typeof zBaseInfo>;

export const baseInfo = defineEndpoint({
  id: 'identity.baseInfo',
  method: 'GET',
  path: '/sys/user/baseInfo',
  summary: 'Personal information of the session user.',
  access: 'user',
  response: zBaseInfo,
});

export const updateUserInfo = defineEndpoint({
  id: 'identity.updateUserInfo',
  method: 'POST',
  path: '/server/user/updateUserInfo',
  summary: 'Update the own personal information.',
  access: 'user',
  body: z.object({
    realName: z.string().trim().min(1).max(50),
    contactName: z.string().trim().min(1).max(50),
    email: z.string().trim().regex(EMAIL_PATTERN).max(100).or(z.literal('')),
  }),
  response: zBaseInfo,
});

export const resubmitRegistration = defineEndpoint({
  id: 'identity.resubmitRegistration',
  method: 'POST',
  path: '/sys/user/resubmit',
  summary: 'A rejected applicant corrects the registration (authenticated by password) and submits it again.',
  access: 'public',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(64),
    companyName: z.string().trim().min(2).max(100),
    contactName: z.string().trim().min(1).max(50),
    email: z.string().trim().regex(EMAIL_PATTERN).max(100).optional().or(z.literal('')),
  }),
  response: z.object({ id: z.string(), spType: z.number().int() }),
});
