import type { Locale, Localized } from './locales.js';
import { formatMessage } from './locales.js';

/**
 * Numeric error codes of the `{code, msg, data}` envelope. The spec fixes 0, 401, 10001, 100017, 500;
 * the others follow the renren console family the spec comes from.
 */
export const ErrorCode = {
  SUCCESS: 0,
  BAD_PARAMS: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ILLEGAL_STATE: 409,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  NOT_LOGGED_IN: 10001,
  /** Long-client variant of login expired (§8). */
  LOGIN_EXPIRED_LONG: 10004,
  CAPTCHA_WRONG: 10005,
  BAD_CREDENTIALS: 10006,
  ACCOUNT_DISABLED: 10007,
  ACCOUNT_LOCKED: 10008,
  ACCOUNT_PENDING: 10009,
  ACCOUNT_REJECTED: 10010,
  BAD_CLIENT: 10011,
  USERNAME_TAKEN: 10012,
  MOBILE_TAKEN: 10013,
  SMS_CODE_WRONG: 10014,
  SMS_TOO_FREQUENT: 10015,
  PASSWORD_WRONG: 10016,
  MOBILE_NOT_REGISTERED: 10020,
  PUBLIC_KEY_INVALID: 10021,
  CREDIT_BELOW_USED: 10022,
  CANNOT_CHANGE_SELF: 10023,
  FILE_TOO_LARGE: 10024,
  FILE_TYPE_REFUSED: 10025,
  CREDIT_CODE_INVALID: 10026,
  LOGIN_EXPIRED: 100017,
  REFRESH_INVALID: 100018,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCode, Localized> = {
  0: { 'zh-CN': '成功', 'zh-TW': '成功', 'en-US': 'Success' },
  400: {
    'zh-CN': '参数错误：{detail}',
    'zh-TW': '參數錯誤：{detail}',
    'en-US': 'Invalid parameter: {detail}',
  },
  401: {
    'zh-CN': '未授权，请登录',
    'zh-TW': '未授權，請登入',
    'en-US': 'Not authorized, please log in',
  },
  403: {
    'zh-CN': '没有权限执行此操作',
    'zh-TW': '沒有權限執行此操作',
    'en-US': 'You do not have permission to do this',
  },
  404: {
    'zh-CN': '请求的资源不存在',
    'zh-TW': '請求的資源不存在',
    'en-US': 'The requested resource does not exist',
  },
  409: {
    'zh-CN': '当前状态不允许此操作',
    'zh-TW': '目前狀態不允許此操作',
    'en-US': 'This action is not allowed in the current state',
  },
  429: {
    'zh-CN': '请求过于频繁，请稍后再试',
    'zh-TW': '請求過於頻繁，請稍後再試',
    'en-US': 'Too many requests, please try again later',
  },
  500: {
    'zh-CN': '服务器内部错误，请联系管理员',
    'zh-TW': '伺服器內部錯誤，請聯絡管理員',
    'en-US': 'Internal server error, please contact the administrator',
  },
  10001: {
    'zh-CN': '未登录或登录已失效',
    'zh-TW': '未登入或登入已失效',
    'en-US': 'Not logged in',
  },
  10004: {
    'zh-CN': '登录失效，请重新登录！',
    'zh-TW': '登入失效，請重新登入！',
    'en-US': 'Your session has expired, please log in again!',
  },
  10005: {
    'zh-CN': '验证码不正确',
    'zh-TW': '驗證碼不正確',
    'en-US': 'The captcha is incorrect',
  },
  10006: {
    'zh-CN': '用户名或密码错误',
    'zh-TW': '使用者名稱或密碼錯誤',
    'en-US': 'Wrong username or password',
  },
  10007: {
    'zh-CN': '账号已被停用',
    'zh-TW': '帳號已被停用',
    'en-US': 'This account has been disabled',
  },
  10008: {
    'zh-CN': '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    'zh-TW': '密碼錯誤次數過多，帳號已鎖定，請 {minutes} 分鐘後再試',
    'en-US': 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
  10009: {
    'zh-CN': '账号正在等待平台审核，审核通过后即可登录',
    'zh-TW': '帳號正在等待平台審核，審核通過後即可登入',
    'en-US': 'Your account is awaiting platform approval; you can log in once it is approved',
  },
  10010: {
    'zh-CN': '注册申请未通过审核：{reason}',
    'zh-TW': '註冊申請未通過審核：{reason}',
    'en-US': 'Your registration was rejected: {reason}',
  },
  10011: {
    'zh-CN': '客户端认证失败',
    'zh-TW': '用戶端認證失敗',
    'en-US': 'Client authentication failed',
  },
  10012: {
    'zh-CN': '用户名已被使用',
    'zh-TW': '使用者名稱已被使用',
    'en-US': 'This username is already taken',
  },
  10013: {
    'zh-CN': '该手机号已注册',
    'zh-TW': '該手機號碼已註冊',
    'en-US': 'This mobile number is already registered',
  },
  10014: {
    'zh-CN': '短信验证码错误或已过期',
    'zh-TW': '簡訊驗證碼錯誤或已過期',
    'en-US': 'The SMS code is wrong or has expired',
  },
  10015: {
    'zh-CN': '短信发送过于频繁，请稍后再试',
    'zh-TW': '簡訊發送過於頻繁，請稍後再試',
    'en-US': 'SMS codes are sent too often, please try again later',
  },
  10016: {
    'zh-CN': '原密码不正确',
    'zh-TW': '原密碼不正確',
    'en-US': 'The current password is incorrect',
  },
  10020: {
    'zh-CN': '该手机号未注册',
    'zh-TW': '該手機號碼未註冊',
    'en-US': 'No account is registered with this mobile number',
  },
  10021: {
    'zh-CN': '公钥不可用：{reason}',
    'zh-TW': '公鑰不可用：{reason}',
    'en-US': 'The public key cannot be used: {reason}',
  },
  10022: {
    'zh-CN': '新的信用额度不能低于已使用的 {used} 元',
    'zh-TW': '新的信用額度不能低於已使用的 {used} 元',
    'en-US': 'The new credit limit cannot be lower than the {used} yuan already used',
  },
  10023: {
    'zh-CN': '不能修改自己账号的状态',
    'zh-TW': '不能修改自己帳號的狀態',
    'en-US': 'You cannot change the status of your own account',
  },
  10024: {
    'zh-CN': '文件过大，不能超过 {mb} MB',
    'zh-TW': '檔案過大，不能超過 {mb} MB',
    'en-US': 'The file is too large: at most {mb} MB',
  },
  10025: {
    'zh-CN': '只能上传规定格式的文件',
    'zh-TW': '只能上傳規定格式的檔案',
    'en-US': 'Only files of the stated format can be uploaded',
  },
  10026: {
    'zh-CN': '统一社会信用代码校验不通过',
    'zh-TW': '統一社會信用代碼校驗不通過',
    'en-US': 'The unified social credit code fails its checksum',
  },
  100017: {
    'zh-CN': '登录失效，请重新登录！',
    'zh-TW': '登入失效，請重新登入！',
    'en-US': 'Your session has expired, please log in again!',
  },
  100018: {
    'zh-CN': '刷新令牌无效或已过期，请重新登录',
    'zh-TW': '重新整理權杖無效或已過期，請重新登入',
    'en-US': 'The refresh token is invalid or expired, please log in again',
  },
};

export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  params?: Record<string, string | number>,
): string {
  return formatMessage(ERROR_MESSAGES[code][locale], params);
}

/** Localized reasons used to build the `detail` of a 400 answer. */
export const VALIDATION_REASONS: Record<
  'required' | 'format' | 'tooShort' | 'tooLong' | 'tooSmall' | 'tooBig' | 'oneOf' | 'mismatch',
  Localized
> = {
  required: { 'zh-CN': '{field} 不能为空', 'zh-TW': '{field} 不能為空', 'en-US': '{field} is required' },
  format: {
    'zh-CN': '{field} 格式错误',
    'zh-TW': '{field} 格式錯誤',
    'en-US': '{field} has an invalid format',
  },
  tooShort: {
    'zh-CN': '{field} 长度不能少于 {n}',
    'zh-TW': '{field} 長度不能少於 {n}',
    'en-US': '{field} must be at least {n} characters',
  },
  tooLong: {
    'zh-CN': '{field} 长度不能超过 {n}',
    'zh-TW': '{field} 長度不能超過 {n}',
    'en-US': '{field} must be at most {n} characters',
  },
  tooSmall: {
    'zh-CN': '{field} 不能小于 {n}',
    'zh-TW': '{field} 不能小於 {n}',
    'en-US': '{field} must be at least {n}',
  },
  tooBig: {
    'zh-CN': '{field} 不能大于 {n}',
    'zh-TW': '{field} 不能大於 {n}',
    'en-US': '{field} must be at most {n}',
  },
  oneOf: {
    'zh-CN': '{field} 的取值不在允许范围内',
    'zh-TW': '{field} 的取值不在允許範圍內',
    'en-US': '{field} has a value that is not allowed',
  },
  mismatch: {
    'zh-CN': '{field} 与新密码不一致',
    'zh-TW': '{field} 與新密碼不一致',
    'en-US': '{field} does not match the new password',
  },
};

/** Why a public key was refused (the `reason` of PUBLIC_KEY_INVALID). */
export const PUBLIC_KEY_REASONS: Record<'notPem' | 'rsaTooShort' | 'unsupported', Localized> = {
  notPem: {
    'zh-CN': '不是有效的 PEM 格式公钥',
    'zh-TW': '不是有效的 PEM 格式公鑰',
    'en-US': 'it is not a valid PEM public key',
  },
  rsaTooShort: {
    'zh-CN': 'RSA 密钥长度为 {bits} 位，至少需要 2048 位',
    'zh-TW': 'RSA 金鑰長度為 {bits} 位元，至少需要 2048 位元',
    'en-US': 'the RSA key has {bits} bits, at least 2048 are required',
  },
  unsupported: {
    'zh-CN': '不支持的算法 {algorithm}，仅支持 RSA（≥2048 位）或 SM2',
    'zh-TW': '不支援的演算法 {algorithm}，僅支援 RSA（≥2048 位元）或 SM2',
    'en-US': 'the algorithm {algorithm} is not supported; use RSA (≥2048 bits) or SM2',
  },
};
