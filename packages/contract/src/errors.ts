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
  CONNECTION_AUTH_FAILED: 10100,
  CONNECTION_UNREACHABLE: 10101,
  CONNECTION_UNKNOWN_DATABASE: 10102,
  CONNECTION_TIMEOUT: 10103,
  CONNECTION_HOST_REFUSED: 10104,
  CONNECTION_FAILED: 10105,
  CONNECTION_NAME_TAKEN: 10106,
  CONNECTION_OBJECT_NOT_FOUND: 10107,
  CONNECTION_HOST_UNKNOWN: 10108,
  CLASSIFICATION_NAME_TAKEN: 10120,
  CLASSIFICATION_HAS_CHILDREN: 10121,
  CLASSIFICATION_HAS_TAGS: 10122,
  CATALOG_IN_USE: 10123,
  CLASSIFICATION_CYCLE: 10124,
  CLASSIFICATION_PARENT_INVALID: 10125,
  TAG_NAME_TAKEN: 10126,
  SECURITY_LEVEL_TAKEN: 10127,
  SECURITY_LEVEL_NAME_TAKEN: 10128,
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
  10120: {
    'zh-CN': '同一级下已有名为“{name}”的分类',
    'zh-TW': '同一層級下已有名為「{name}」的分類',
    'en-US': 'A sibling classification is already named "{name}"',
  },
  10121: {
    'zh-CN': '该分类下还有 {count} 个子分类，请先删除子分类',
    'zh-TW': '該分類下還有 {count} 個子分類，請先刪除子分類',
    'en-US': 'This classification still has {count} child classification(s); delete them first',
  },
  10122: {
    'zh-CN': '该分类下还有 {count} 个标签，请先删除标签',
    'zh-TW': '該分類下還有 {count} 個標籤，請先刪除標籤',
    'en-US': 'This classification still has {count} tag(s); delete them first',
  },
  10123: {
    'zh-CN': '“{name}”正在被 {count} 项资产或商品使用，不能删除',
    'zh-TW': '「{name}」正在被 {count} 項資產或商品使用，不能刪除',
    'en-US': '"{name}" is used by {count} asset(s) or goods and cannot be deleted',
  },
  10124: {
    'zh-CN': '不能把分类移动到它自己或它的下级分类之下',
    'zh-TW': '不能把分類移動到它自己或它的下級分類之下',
    'en-US': 'A classification cannot be moved under itself or one of its descendants',
  },
  10125: {
    'zh-CN': '上级分类不存在或不属于同一分类类型',
    'zh-TW': '上級分類不存在或不屬於同一分類類型',
    'en-US': 'The parent classification does not exist or belongs to another kind',
  },
  10126: {
    'zh-CN': '标签“{name}”已存在',
    'zh-TW': '標籤「{name}」已存在',
    'en-US': 'The tag "{name}" already exists',
  },
  10127: {
    'zh-CN': '安全等级 {level} 已存在',
    'zh-TW': '安全等級 {level} 已存在',
    'en-US': 'Security level {level} already exists',
  },
  10128: {
    'zh-CN': '已有名为“{name}”的安全等级',
    'zh-TW': '已有名為「{name}」的安全等級',
    'en-US': 'A security grade is already named "{name}"',
  },
  10100: {
    'zh-CN': '用户名或密码错误，数据库拒绝登录',
    'zh-TW': '使用者名稱或密碼錯誤，資料庫拒絕登入',
    'en-US': 'Wrong user name or password: the database refused the login',
  },
  10101: {
    'zh-CN': '无法连接到 {host}:{port}（连接被拒绝或网络不可达）',
    'zh-TW': '無法連線到 {host}:{port}（連線被拒絕或網路無法連線）',
    'en-US': 'Cannot reach {host}:{port} (connection refused or network unreachable)',
  },
  10102: {
    'zh-CN': '数据库“{database}”不存在',
    'zh-TW': '資料庫「{database}」不存在',
    'en-US': 'The database "{database}" does not exist',
  },
  10103: {
    'zh-CN': '连接超时：{seconds} 秒内没有响应',
    'zh-TW': '連線逾時：{seconds} 秒內沒有回應',
    'en-US': 'Connection timed out: no answer within {seconds} s',
  },
  10104: {
    'zh-CN': '主机“{host}”指向本机、内网或链路本地地址，平台策略禁止连接',
    'zh-TW': '主機「{host}」指向本機、內網或鏈路本地位址，平台策略禁止連線',
    'en-US': 'The host "{host}" is a loopback, private or link-local address, refused by platform policy',
  },
  10105: {
    'zh-CN': '连接失败：{detail}',
    'zh-TW': '連線失敗：{detail}',
    'en-US': 'Connection failed: {detail}',
  },
  10106: {
    'zh-CN': '已有名为“{name}”的数据库连接',
    'zh-TW': '已有名為「{name}」的資料庫連線',
    'en-US': 'A database connection is already named "{name}"',
  },
  10107: {
    'zh-CN': '模式或表“{name}”不存在',
    'zh-TW': '結構描述或表「{name}」不存在',
    'en-US': 'The schema or table "{name}" does not exist',
  },
  10108: {
    'zh-CN': '无法解析主机名“{host}”',
    'zh-TW': '無法解析主機名稱「{host}」',
    'en-US': 'The host name "{host}" cannot be resolved',
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
