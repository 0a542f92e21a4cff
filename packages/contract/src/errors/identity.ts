import type { Localized } from '../locales.js';
import { defineErrorDomain } from './domain.js';

/**
 * Login, sessions, accounts and users: 10001–10099 (but for the upload codes of common.ts), USB keys
 * 10190–10199, and the session codes 100017–100018.
 */
export const IDENTITY_ERRORS = defineErrorDomain(
  {
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
    CREDIT_CODE_INVALID: 10026,
    UKEY_SERIAL_TAKEN: 10190,
    UKEY_PIN_WRONG: 10191,
    UKEY_LOCKED: 10192,
    UKEY_NOT_BOUND: 10193,
    UKEY_FROZEN: 10194,
    UKEY_PIN_WEAK: 10195,
    /** `data`: `{ticket, options}` at login; the client asks the security key and the PIN, then calls login/ukey. */
    UKEY_ASSERTION_REQUIRED: 10196,
    /** `data`: `{ticket, options}`: the role requires a key and the issued one is not registered yet. */
    UKEY_REGISTRATION_REQUIRED: 10197,
    UKEY_REQUIRED: 10198,
    UKEY_VERIFY_FAILED: 10199,
    LOGIN_EXPIRED: 100017,
    REFRESH_INVALID: 100018,
  },
  {
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
    10026: {
      'zh-CN': '统一社会信用代码校验不通过',
      'zh-TW': '統一社會信用代碼校驗不通過',
      'en-US': 'The unified social credit code fails its checksum',
    },
    10190: {
      'zh-CN': 'U盾序列号 {serialNo} 已绑定其他账号',
      'zh-TW': 'USB金鑰序號 {serialNo} 已綁定其他帳號',
      'en-US': 'The USB key {serialNo} is already bound to another account',
    },
    10191: {
      'zh-CN': 'U盾PIN码错误，还可尝试 {remaining} 次',
      'zh-TW': 'USB金鑰PIN碼錯誤，還可嘗試 {remaining} 次',
      'en-US': 'Wrong USB key PIN: {remaining} attempts left',
    },
    10192: {
      'zh-CN': 'PIN码错误次数过多，U盾已锁定，请联系平台运营方重置PIN码',
      'zh-TW': 'PIN碼錯誤次數過多，USB金鑰已鎖定，請聯絡平台營運方重設PIN碼',
      'en-US': 'Too many wrong PINs: the USB key is locked; ask the platform operator to reset the PIN',
    },
    10193: {
      'zh-CN': '账号尚未绑定U盾',
      'zh-TW': '帳號尚未綁定USB金鑰',
      'en-US': 'No USB key is bound to this account',
    },
    10194: {
      'zh-CN': 'U盾已冻结，请联系平台运营方',
      'zh-TW': 'USB金鑰已凍結，請聯絡平台營運方',
      'en-US': 'The USB key is frozen; contact the platform operator',
    },
    10195: {
      'zh-CN': '新PIN码过于简单（不能与原PIN码相同，不能全为相同数字或连续数字）',
      'zh-TW': '新PIN碼過於簡單（不能與原PIN碼相同，不能全為相同數字或連續數字）',
      'en-US': 'The new PIN is too simple (not the old PIN, not one repeated digit, not a run of digits)',
    },
    10196: {
      'zh-CN': '请插入U盾并输入PIN码确认',
      'zh-TW': '請插入USB金鑰並輸入PIN碼確認',
      'en-US': 'Insert your USB key and enter its PIN to confirm',
    },
    10197: {
      'zh-CN': '您的账号须使用U盾：请插入运营方发放的U盾并输入PIN码完成注册',
      'zh-TW': '您的帳號須使用USB金鑰：請插入營運方發放的USB金鑰並輸入PIN碼完成註冊',
      'en-US':
        'Your account must use a USB key: insert the key the operator issued and enter its PIN to register it',
    },
    10198: {
      'zh-CN': '您的账号须使用U盾，但尚未发放，请联系平台运营方',
      'zh-TW': '您的帳號須使用USB金鑰，但尚未發放，請聯絡平台營運方',
      'en-US': 'Your account must use a USB key but none has been issued; contact the platform operator',
    },
    10199: {
      'zh-CN': 'U盾验证失败（已过期、已使用或不是绑定的U盾），请重试',
      'zh-TW': 'USB金鑰驗證失敗（已過期、已使用或不是綁定的USB金鑰），請重試',
      'en-US': 'The USB key could not be verified (expired, already used, or not the bound key); try again',
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
  },
);

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
