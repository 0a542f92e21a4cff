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
  CONNECTION_IN_USE: 10109,
  CLASSIFICATION_NAME_TAKEN: 10120,
  CLASSIFICATION_HAS_CHILDREN: 10121,
  CLASSIFICATION_HAS_TAGS: 10122,
  CATALOG_IN_USE: 10123,
  CLASSIFICATION_CYCLE: 10124,
  CLASSIFICATION_PARENT_INVALID: 10125,
  TAG_NAME_TAKEN: 10126,
  SECURITY_LEVEL_TAKEN: 10127,
  SECURITY_LEVEL_NAME_TAKEN: 10128,
  ACCESS_LIST_TARGET_UNSUPPORTED: 10180,
  ACCESS_LIST_NOT_CONSUMER: 10181,
  ACCESS_LIST_REFUSED: 10182,
  NODE_NAME_TAKEN: 10160,
  NODE_TOKEN_INVALID: 10161,
  NODE_BIND_SELF: 10162,
  NODE_BIND_CYCLE: 10163,
  NODE_ALREADY_BOUND: 10164,
  NODE_HAS_SECONDARIES: 10165,
  NODE_IN_USE: 10166,
  NODE_NOT_BOUND: 10167,
  NODE_KIND_MISMATCH: 10168,
  NODE_ADDRESS_TAKEN: 10169,
  TRUSTED_STORAGE_PATH_INVALID: 10170,
  TRUSTED_STORAGE_ENDPOINT_INVALID: 10171,
  DATABASE_TABLE_NAME_TAKEN: 10172,
  DATABASE_TABLE_REGISTERED: 10173,
  TRUSTED_STORAGE_AUTH_FAILED: 10174,
  TRUSTED_STORAGE_BUCKET_NOT_FOUND: 10175,
  TRUSTED_STORAGE_ACCESS_DENIED: 10176,
  TRUSTED_STORAGE_ENTRY_EXISTS: 10177,
  TRUSTED_STORAGE_FAILED: 10178,
  TRUSTED_STORAGE_FOLDER_NOT_EMPTY: 10179,
  SOURCE_NAME_TAKEN: 10140,
  SOURCE_IN_USE: 10141,
  SOURCE_UNDER_REVIEW: 10142,
  SOURCE_TABLE_DUPLICATE: 10143,
  SOURCE_VERSION_NOT_FOUND: 10144,
  SOURCE_CLASSIFICATION_INVALID: 10145,
  SOURCE_LEVEL_INVALID: 10146,
  GRANT_DATES_INVALID: 10147,
  GRANT_CONSUMER_INVALID: 10148,
  GRANT_SOURCE_NOT_APPROVED: 10149,
  GRANT_OVERLAP: 10150,
  SOURCE_FIELD_UNKNOWN: 10151,
  SOURCE_CONNECTION_CHANGED: 10152,
  SOURCE_DATA_UNAVAILABLE: 10153,
  GRANT_NOT_IN_FORCE: 10154,
  GRANT_EXPORT_COLUMNS_MISSING: 10155,
  GRANT_SYNC_EXISTS: 10156,
  UKEY_SERIAL_TAKEN: 10190,
  UKEY_PIN_WRONG: 10191,
  UKEY_LOCKED: 10192,
  UKEY_NOT_BOUND: 10193,
  UKEY_FROZEN: 10194,
  UKEY_PIN_WEAK: 10195,
  GOODS_NAME_TAKEN: 10200,
  GOODS_CLASSIFICATION_INVALID: 10201,
  GOODS_BRAND_INVALID: 10202,
  GOODS_NO_SKU_ON_SALE: 10203,
  GOODS_OFF_BLOCKED: 10204,
  GOODS_SOURCE_NOT_APPROVED: 10205,
  GOODS_SOURCE_DUPLICATE: 10206,
  GOODS_SOURCE_TABLE_INVALID: 10207,
  GOODS_SOURCE_REQUIRED: 10208,
  GOODS_PACKAGE_FILE_INVALID: 10209,
  GOODS_SKU_LAST_ON_SALE: 10210,
  GOODS_SKU_NAME_TAKEN: 10211,
  CONTENT_SIGNATURE_INVALID: 10240,
  CONTENT_TIMESTAMP_INVALID: 10241,
  CONTENT_SCODE_TAKEN: 10242,
  CONTENT_CHANNEL_NOT_EMPTY: 10243,
  CONTENT_CHANNEL_PARENT_INVALID: 10244,
  CONTENT_CHANNEL_UNKNOWN: 10245,
  FOOTER_HAS_CHILDREN: 10246,
  FOOTER_PARENT_INVALID: 10247,
  CONTENT_SUBMISSION_TOO_FREQUENT: 10248,
  AGREEMENT_CODE_TAKEN: 10249,
  NOTICE_ALREADY_SENT: 10250,
  CONTENT_PUBLISH_DATE_INVALID: 10251,
  IDEMPOTENCY_KEY_REQUIRED: 10270,
  IDEMPOTENCY_KEY_REUSED: 10271,
  ORDER_GOODS_UNAVAILABLE: 10272,
  ORDER_SKU_UNAVAILABLE: 10273,
  ORDER_AGREEMENT_CHANGED: 10274,
  ORDER_NOT_PAYABLE: 10275,
  ORDER_ALREADY_PAID: 10276,
  ORDER_EXPIRED: 10277,
  CREDIT_INSUFFICIENT: 10278,
  ORDER_NOT_CANCELLABLE: 10279,
  INTERFACE_PATH_TAKEN: 10300,
  INTERFACE_HOST_REFUSED: 10301,
  INTERFACE_HOST_UNKNOWN: 10302,
  INTERFACE_URL_INVALID: 10303,
  INTERFACE_SCHEMA_INVALID: 10304,
  INTERFACE_NOT_API_GOODS: 10305,
  // mall 10320–10339: add codes below this line
  MALL_CURSOR_INVALID: 10320,
  MALL_FOLLOW_SELF: 10321,
  // delivery and evidence ledger 10340–10359: add codes below this line
  DELIVERY_NOT_PAID: 10340,
  DELIVERY_WRONG_KIND: 10341,
  DELIVERY_LINK_INVALID: 10342,
  DELIVERY_LINK_EXPIRED: 10343,
  DELIVERY_FILE_UNAVAILABLE: 10344,
  API_KEY_ALREADY_REVEALED: 10345,
  DELIVERY_NOT_DOWNLOADED: 10346,
  // billing 10360–10389: add codes below this line
  BILL_ADJUST_BELOW_ZERO: 10360,
  INVOICE_FILE_NOT_PDF: 10363,
  INVOICE_NOT_ISSUED: 10364,
  REFUND_ORDER_NOT_PAID: 10365,
  REFUND_EXISTS: 10366,
  // goods versions, cases, repetition, standard APIs 10390–10419: add codes below this line
  REPETITION_KIND_UNSUPPORTED: 10390,
  REPETITION_NO_CONTENT: 10391,
  GOODS_VERSION_TAKEN: 10392,
  GOODS_CASE_KIND_UNSUPPORTED: 10393,
  STANDARD_API_NAME_TAKEN: 10394,
  STANDARD_API_VERSION_TAKEN: 10395,
  STANDARD_API_IN_USE: 10396,
  // app runs 10420–10439
  APP_RUN_NOT_APPLICATION: 10420,
  APP_RUN_ORDER_NOT_PAID: 10421,
  APP_RUN_NOT_DECLARED: 10422,
  APP_RUN_SQL_INVALID: 10423,
  APP_RUN_INPUT_MISMATCH: 10424,
  APP_RUN_COLUMN_MISSING: 10425,
  APP_RUN_COLUMN_TYPE: 10426,
  APP_RUN_NOT_CONFIGURED: 10427,
  APP_RUN_SQL_CONNECTIONS: 10429,
  APP_RUN_OUTPUT_KIND: 10430,
  APP_RUN_JS_INVALID: 10431,
  // offline transmission 10440–10449
  OFFLINE_ORDER_NOT_ELIGIBLE: 10440,
  OFFLINE_ALREADY_CONFIRMED: 10441,
  OFFLINE_NOT_EXPORTED: 10442,
  OFFLINE_PACKAGE_UNREADABLE: 10443,
  // negotiated prices 10450–10459
  NEGOTIATION_NOT_NEGOTIABLE: 10450,
  NEGOTIATION_PRICE_INVALID: 10451,
  NEGOTIATION_OPEN: 10452,
  // application data preview and configuration 10460–10469
  APP_PREVIEW_NOT_DECLARED: 10460,
  APP_PREVIEW_TABLE_NOT_FOUND: 10461,
  APP_PREVIEW_SAMPLE_UNREADABLE: 10462,
  APP_PREVIEW_SAMPLE_COLUMNS: 10463,
  APP_PREVIEW_SAMPLE_EMPTY: 10464,
  // goods: preview SQL, item grants, take-off blockers 10470–10479
  GOODS_SQL_NOT_QUERY: 10470,
  GOODS_SQL_WRITE_REFUSED: 10471,
  GOODS_SQL_ERROR: 10472,
  GOODS_SQL_TIMEOUT: 10473,
  GOODS_SQL_MULTIPLE: 10474,
  GOODS_GRANT_BLACK_LIST: 10475,
  GOODS_GRANT_TOO_MANY: 10476,
  // mall details 10480–10489
  // interface test calls 10490–10499
  INTERFACE_TEST_HOST_REFUSED: 10490,
  INTERFACE_TEST_HOST_UNKNOWN: 10491,
  INTERFACE_TEST_TIMEOUT: 10492,
  INTERFACE_TEST_UNREACHABLE: 10493,
  INTERFACE_TEST_PARAM_MISSING: 10494,
  INTERFACE_TEST_BODY_NOT_JSON: 10495,
  INTERFACE_TEST_HEADER_REFUSED: 10496,
  INTERFACE_TEST_SECRET_UNREADABLE: 10497,
  INTERFACE_TEST_FAILED: 10498,
  INTERFACE_TEST_GET_BODY: 10499,
  // application–asset relations, grants of paid asset goods 10500–10509
  RELATION_NOT_APPLICATION: 10500,
  RELATION_SOURCE_UNAVAILABLE: 10501,
  RELATION_OPEN: 10502,
  RELATION_REPLY_REQUIRED: 10503,
  RELATION_TOO_MANY: 10504,
  GRANT_FROM_ORDER: 10505,
  // developer community 10510–10519
  COMMUNITY_COLUMN_UNAVAILABLE: 10510,
  COMMUNITY_CONTENT_EMPTY: 10511,
  COMMUNITY_TOO_MANY_COLUMNS: 10513,
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
  10109: {
    'zh-CN': '数据库连接“{name}”仍被使用（{users}），请先删除或改用其他连接',
    'zh-TW': '資料庫連線「{name}」仍被使用（{users}），請先刪除或改用其他連線',
    'en-US': 'The database connection "{name}" is still used by {users}: delete them or move them first',
  },
  10180: {
    'zh-CN': '暂不支持为此类对象（{type}）设置黑白名单：平台尚未提供该类对象',
    'zh-TW': '暫不支援為此類物件（{type}）設定黑白名單：平台尚未提供該類物件',
    'en-US':
      'Black and white lists are not available for "{type}" yet: the platform does not offer such objects',
  },
  10181: {
    'zh-CN': '用户 {id} 不是已审核通过的消费方，不能加入名单',
    'zh-TW': '使用者 {id} 不是已審核通過的消費方，不能加入名單',
    'en-US': 'User {id} is not an approved consumer and cannot be put on the list',
  },
  10182: {
    'zh-CN': '提供方未向您开放此商品或资产',
    'zh-TW': '提供方未向您開放此商品或資產',
    'en-US': 'The provider has not opened this item to you',
  },
  10160: {
    'zh-CN': '已有名为“{name}”的节点',
    'zh-TW': '已有名為「{name}」的節點',
    'en-US': 'A node is already named "{name}"',
  },
  10161: {
    'zh-CN': '节点身份验证失败：节点编号或节点令牌不正确',
    'zh-TW': '節點身分驗證失敗：節點編號或節點權杖不正確',
    'en-US': 'Node authentication failed: wrong node id or node token',
  },
  10162: {
    'zh-CN': '节点不能绑定为它自己的二级节点',
    'zh-TW': '節點不能綁定為它自己的次級節點',
    'en-US': 'A node cannot be bound as its own secondary node',
  },
  10163: {
    'zh-CN': '节点“{name}”是当前节点的上级节点，绑定后会形成循环',
    'zh-TW': '節點「{name}」是目前節點的上級節點，綁定後會形成循環',
    'en-US': 'The node "{name}" is above this node: binding it would make a cycle',
  },
  10164: {
    'zh-CN': '节点“{name}”已绑定到主节点“{primary}”，请先解绑',
    'zh-TW': '節點「{name}」已綁定到主節點「{primary}」，請先解除綁定',
    'en-US': 'The node "{name}" is already bound to the primary node "{primary}"; unbind it first',
  },
  10165: {
    'zh-CN': '节点“{name}”还绑定有 {count} 个二级节点，请先解绑',
    'zh-TW': '節點「{name}」還綁定有 {count} 個次級節點，請先解除綁定',
    'en-US': 'The node "{name}" still has {count} secondary node(s); unbind them first',
  },
  10166: {
    'zh-CN': '节点“{name}”上还有 {count} 项数据资产，不能删除',
    'zh-TW': '節點「{name}」上還有 {count} 項資料資產，不能刪除',
    'en-US': 'The node "{name}" still hosts {count} data asset(s) and cannot be deleted',
  },
  10167: {
    'zh-CN': '节点“{name}”不是该主节点的二级节点',
    'zh-TW': '節點「{name}」不是該主節點的次級節點',
    'en-US': 'The node "{name}" is not a secondary node of this primary node',
  },
  10168: {
    'zh-CN': '只能绑定同类型的节点：“{name}”的类型不同',
    'zh-TW': '只能綁定同類型的節點：「{name}」的類型不同',
    'en-US': 'Only nodes of the same kind can be bound: "{name}" is of another kind',
  },
  10169: {
    'zh-CN': '你的节点“{name}”已使用地址 {address}',
    'zh-TW': '你的節點「{name}」已使用位址 {address}',
    'en-US': 'Your node "{name}" already uses the address {address}',
  },
  10170: {
    'zh-CN': '路径“{path}”不合法：只能使用存储空间内的相对路径',
    'zh-TW': '路徑「{path}」不合法：只能使用儲存空間內的相對路徑',
    'en-US': 'The path "{path}" is not allowed: only relative paths inside your storage can be used',
  },
  10171: {
    'zh-CN': '服务地址必须是 http:// 或 https:// 开头的地址，不能包含用户名、路径或查询参数',
    'zh-TW': '服務位址必須是 http:// 或 https:// 開頭的位址，不能包含使用者名稱、路徑或查詢參數',
    'en-US': 'The endpoint must be an http:// or https:// address without user name, path or query',
  },
  10172: {
    'zh-CN': '已有名为“{name}”的数据表',
    'zh-TW': '已有名為「{name}」的資料表',
    'en-US': 'A table is already registered as "{name}"',
  },
  10173: {
    'zh-CN': '此连接的表“{table}”已登记为“{name}”',
    'zh-TW': '此連線的表「{table}」已登記為「{name}」',
    'en-US': 'The table "{table}" of this connection is already registered as "{name}"',
  },
  10174: {
    'zh-CN': '存储服务拒绝了访问密钥（Access Key）或私有密钥（Secret Key）',
    'zh-TW': '儲存服務拒絕了存取金鑰（Access Key）或私密金鑰（Secret Key）',
    'en-US': 'The storage service refused the access key or the secret key',
  },
  10175: {
    'zh-CN': '存储桶“{bucket}”不存在',
    'zh-TW': '儲存貯體「{bucket}」不存在',
    'en-US': 'The bucket "{bucket}" does not exist',
  },
  10176: {
    'zh-CN': '该密钥没有访问存储桶“{bucket}”的权限',
    'zh-TW': '該金鑰沒有存取儲存貯體「{bucket}」的權限',
    'en-US': 'These keys have no permission on the bucket "{bucket}"',
  },
  10177: {
    'zh-CN': '已存在名为“{name}”的文件或文件夹',
    'zh-TW': '已存在名為「{name}」的檔案或資料夾',
    'en-US': 'A file or folder named "{name}" already exists',
  },
  10178: {
    'zh-CN': '存储服务返回错误：{detail}',
    'zh-TW': '儲存服務回傳錯誤：{detail}',
    'en-US': 'The storage service answered with an error: {detail}',
  },
  10179: {
    'zh-CN': '文件夹“{name}”不为空，请先删除其中的文件',
    'zh-TW': '資料夾「{name}」不是空的，請先刪除其中的檔案',
    'en-US': 'The folder "{name}" is not empty; delete its files first',
  },
  10140: {
    'zh-CN': '资产名称“{name}”已存在',
    'zh-TW': '資產名稱「{name}」已存在',
    'en-US': 'An asset named "{name}" already exists',
  },
  10141: {
    'zh-CN': '资产“{name}”正在被 {count} 个商品使用，不能删除',
    'zh-TW': '資產「{name}」正在被 {count} 個商品使用，不能刪除',
    'en-US': 'The asset "{name}" is used by {count} goods and cannot be deleted',
  },
  10142: {
    'zh-CN': '资产“{name}”正在审核中，审核结束前不能修改或删除',
    'zh-TW': '資產「{name}」正在審核中，審核結束前不能修改或刪除',
    'en-US': 'The asset "{name}" is under review and cannot be changed or deleted until the review ends',
  },
  10143: {
    'zh-CN': '数据表 {name} 重复选择',
    'zh-TW': '資料表 {name} 重複選擇',
    'en-US': 'The table {name} is chosen more than once',
  },
  10144: {
    'zh-CN': '资产版本 {version} 不存在',
    'zh-TW': '資產版本 {version} 不存在',
    'en-US': 'Version {version} of the asset does not exist',
  },
  10145: {
    'zh-CN': '所选分类不存在、已停用或不是数据资源分类',
    'zh-TW': '所選分類不存在、已停用或不是資料資源分類',
    'en-US': 'The classification does not exist, is disabled or is not a data-source classification',
  },
  10146: {
    'zh-CN': '所选安全等级不存在',
    'zh-TW': '所選安全等級不存在',
    'en-US': 'The security grade does not exist',
  },
  10147: {
    'zh-CN': '授权日期无效：结束日期不能早于开始日期，也不能早于今天',
    'zh-TW': '授權日期無效：結束日期不能早於開始日期，也不能早於今天',
    'en-US': 'Invalid dates: the end day cannot be before the start day or before today',
  },
  10148: {
    'zh-CN': '用户 {name} 不是有效的消费方',
    'zh-TW': '使用者 {name} 不是有效的消費方',
    'en-US': 'The user {name} is not an active consumer',
  },
  10149: {
    'zh-CN': '只有审核通过且未停用的资产才能授权',
    'zh-TW': '只有審核通過且未停用的資產才能授權',
    'en-US': 'Only approved, enabled assets can be granted',
  },
  10150: {
    'zh-CN': '{name} 在这段时间内已有该资产的有效授权',
    'zh-TW': '{name} 在這段時間內已有該資產的有效授權',
    'en-US': '{name} already holds a grant of this asset over these days',
  },
  10151: {
    'zh-CN': '字段 {name} 不属于该数据表',
    'zh-TW': '欄位 {name} 不屬於該資料表',
    'en-US': 'The field {name} does not belong to this table',
  },
  10152: {
    'zh-CN': '资产的数据库连接已删除，不能读取数据',
    'zh-TW': '資產的資料庫連線已刪除，不能讀取資料',
    'en-US': 'The database connection of the asset was deleted; its data cannot be read',
  },
  10153: {
    'zh-CN': '资产的数据暂时无法读取，请稍后再试',
    'zh-TW': '資產的資料暫時無法讀取，請稍後再試',
    'en-US': 'The data of the asset cannot be read right now; try again later',
  },
  10154: {
    'zh-CN': '授权当前不可用（{detail}）：仅在有效期内可以使用数据',
    'zh-TW': '授權目前不可用（{detail}）：僅在有效期內可以使用資料',
    'en-US': 'The grant is not in force ({detail}): its data can be used only within its validity',
  },
  10155: {
    'zh-CN': '目标表 {table} 缺少导出的字段：{columns}',
    'zh-TW': '目標表 {table} 缺少匯出的欄位：{columns}',
    'en-US': 'The target table {table} lacks exported columns: {columns}',
  },
  10156: {
    'zh-CN': '该表已有同步到 {table} 的计划',
    'zh-TW': '該表已有同步到 {table} 的排程',
    'en-US': 'This table is already synced into {table}',
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
  10200: {
    'zh-CN': '已有同名商品',
    'zh-TW': '已有同名商品',
    'en-US': 'You already have a good with this name',
  },
  10201: {
    'zh-CN': '商品分类无效（须为启用的商品分类且适用于该商品类型）',
    'zh-TW': '商品分類無效（須為啟用的商品分類且適用於該商品類型）',
    'en-US':
      'Invalid goods classification (it must be an enabled goods classification that fits this kind of good)',
  },
  10202: {
    'zh-CN': '品牌无效',
    'zh-TW': '品牌無效',
    'en-US': 'Invalid brand',
  },
  10203: {
    'zh-CN': '至少需要一个在售且已审核的规格才能申请启用',
    'zh-TW': '至少需要一個在售且已審核的規格才能申請啟用',
    'en-US': 'At least one approved SKU on sale is needed before asking to enable the good',
  },
  10204: {
    'zh-CN': '商品存在未完成的订单（{count} 个），暂不能下架或停用',
    'zh-TW': '商品存在未完成的訂單（{count} 個），暫不能下架或停用',
    'en-US': 'The good has {count} unfinished order(s) and cannot be taken off now',
  },
  10205: {
    'zh-CN': '只能关联本人已审核通过的数据资产',
    'zh-TW': '只能關聯本人已審核通過的數據資產',
    'en-US': 'Only your own approved data assets can be bound',
  },
  10206: {
    'zh-CN': '该数据资产已关联到此商品',
    'zh-TW': '該數據資產已關聯到此商品',
    'en-US': 'This data asset is already bound to the good',
  },
  10207: {
    'zh-CN': '数据表无效：数据表商品须选择该资产的数据表',
    'zh-TW': '資料表無效：資料表商品須選擇該資產的資料表',
    'en-US': 'Invalid tables: a table good needs tables of that asset',
  },
  10208: {
    'zh-CN': '请先关联数据资产',
    'zh-TW': '請先關聯數據資產',
    'en-US': 'Bind at least one data asset first',
  },
  10209: {
    'zh-CN': '可信存储中找不到数据包文件：{path}',
    'zh-TW': '可信存儲中找不到數據包檔案：{path}',
    'en-US': 'Data package file not found in your trusted storage: {path}',
  },
  10210: {
    'zh-CN': '已上架商品至少保留一个在售规格，请先下架商品',
    'zh-TW': '已上架商品至少保留一個在售規格，請先下架商品',
    'en-US': 'A listed good keeps at least one SKU on sale; delist the good first',
  },
  10211: {
    'zh-CN': '该商品已有同名规格',
    'zh-TW': '該商品已有同名規格',
    'en-US': 'The good already has a SKU with this name',
  },
  10240: {
    'zh-CN': '内容接口签名无效',
    'zh-TW': '內容介面簽章無效',
    'en-US': 'The content API signature is invalid',
  },
  10241: {
    'zh-CN': '内容接口时间戳缺失或已过期（允许误差{minutes}分钟）',
    'zh-TW': '內容介面時間戳記缺少或已過期（允許誤差{minutes}分鐘）',
    'en-US': 'The content API timestamp is missing or stale (at most {minutes} minutes off)',
  },
  10242: {
    'zh-CN': '栏目编码“{scode}”已存在',
    'zh-TW': '欄目代碼「{scode}」已存在',
    'en-US': 'The channel code "{scode}" is already taken',
  },
  10243: {
    'zh-CN': '该栏目下还有子栏目或文章，不能删除',
    'zh-TW': '該欄目下還有子欄目或文章，不能刪除',
    'en-US': 'The channel still has sub-channels or articles and cannot be deleted',
  },
  10244: {
    'zh-CN': '上级栏目无效：须为同一分组中的其他栏目',
    'zh-TW': '上層欄目無效：須為同一分組中的其他欄目',
    'en-US': 'Invalid parent channel: it must be another channel of the same group',
  },
  10245: {
    'zh-CN': '栏目“{scode}”不存在',
    'zh-TW': '欄目「{scode}」不存在',
    'en-US': 'The channel "{scode}" does not exist',
  },
  10246: {
    'zh-CN': '该导航栏目下还有子导航，不能删除',
    'zh-TW': '該導覽欄目下還有子導覽，不能刪除',
    'en-US': 'The footer column still has entries and cannot be deleted',
  },
  10247: {
    'zh-CN': '上级导航无效：只能选择一级导航栏目',
    'zh-TW': '上層導覽無效：只能選擇第一層導覽欄目',
    'en-US': 'Invalid parent: only a top-level footer column can hold entries',
  },
  10248: {
    'zh-CN': '提交过于频繁，请{minutes}分钟后再试',
    'zh-TW': '提交過於頻繁，請{minutes}分鐘後再試',
    'en-US': 'Too many submissions, please try again in {minutes} minutes',
  },
  10249: {
    'zh-CN': '协议编码“{code}”已存在',
    'zh-TW': '協議代碼「{code}」已存在',
    'en-US': 'The agreement code "{code}" is already taken',
  },
  10250: {
    'zh-CN': '通知已发送，不能修改',
    'zh-TW': '通知已發送，不能修改',
    'en-US': 'The notice has been sent and can no longer be changed',
  },
  10251: {
    'zh-CN': '发布时间格式错误',
    'zh-TW': '發佈時間格式錯誤',
    'en-US': 'The publish date is not a valid date',
  },
  10270: {
    'zh-CN': '请求头 Idempotency-Key 缺失或格式错误（1–100 位字母、数字或 -_.:）',
    'zh-TW': '請求標頭 Idempotency-Key 缺失或格式錯誤（1–100 位字母、數字或 -_.:）',
    'en-US': 'The Idempotency-Key header is missing or invalid (1–100 letters, digits or -_.:)',
  },
  10271: {
    'zh-CN': '该 Idempotency-Key 已用于另一个不同的请求',
    'zh-TW': '該 Idempotency-Key 已用於另一個不同的請求',
    'en-US': 'This Idempotency-Key was already used for a different request',
  },
  10272: {
    'zh-CN': '该商品未上架，无法下单',
    'zh-TW': '該商品未上架，無法下單',
    'en-US': 'This good is not on sale',
  },
  10273: {
    'zh-CN': '该规格不可购买',
    'zh-TW': '該規格不可購買',
    'en-US': 'This specification cannot be bought',
  },
  10274: {
    'zh-CN': '商品协议已变更，请重新阅读并同意',
    'zh-TW': '商品協議已變更，請重新閱讀並同意',
    'en-US': "The good's agreement has changed: read and accept it again",
  },
  10275: {
    'zh-CN': '订单当前状态不能支付',
    'zh-TW': '訂單當前狀態不能付款',
    'en-US': 'The order cannot be paid in its current state',
  },
  10276: {
    'zh-CN': '订单已支付',
    'zh-TW': '訂單已付款',
    'en-US': 'The order has already been paid',
  },
  10277: {
    'zh-CN': '订单已过期（超过 {minutes} 分钟未支付）',
    'zh-TW': '訂單已過期（超過 {minutes} 分鐘未付款）',
    'en-US': 'The order has expired (not paid within {minutes} minutes)',
  },
  10278: {
    'zh-CN': '可用额度不足：可用 {available}，需支付 {amount}',
    'zh-TW': '可用額度不足：可用 {available}，需付款 {amount}',
    'en-US': 'Insufficient credit: {available} available, {amount} needed',
  },
  10279: {
    'zh-CN': '只能取消待支付的订单',
    'zh-TW': '只能取消待付款的訂單',
    'en-US': 'Only an order awaiting payment can be cancelled',
  },
  10300: {
    'zh-CN': '该规格下已有 {method} {path} 接口',
    'zh-TW': '該規格下已有 {method} {path} 介面',
    'en-US': 'This SKU already has an interface {method} {path}',
  },
  10301: {
    'zh-CN': '上游主机“{host}”指向本机、内网或链路本地地址，平台策略禁止访问',
    'zh-TW': '上游主機「{host}」指向本機、內網或鏈路本地位址，平台策略禁止存取',
    'en-US':
      'The upstream host "{host}" is a loopback, private or link-local address, refused by platform policy',
  },
  10302: {
    'zh-CN': '无法解析上游主机名“{host}”',
    'zh-TW': '無法解析上游主機名稱「{host}」',
    'en-US': 'The upstream host name "{host}" cannot be resolved',
  },
  10303: {
    'zh-CN': '上游地址必须是 http 或 https 地址',
    'zh-TW': '上游位址必須是 http 或 https 位址',
    'en-US': 'The upstream URL must be an http or https URL',
  },
  10304: {
    'zh-CN': '{field} 的 JSON Schema 不符合规则（{path}：{rule}）',
    'zh-TW': '{field} 的 JSON Schema 不符合規則（{path}：{rule}）',
    'en-US': 'The JSON schema of {field} breaks a rule ({path}: {rule})',
  },
  10305: {
    'zh-CN': '只有 API 商品的规格可以定义接口',
    'zh-TW': '只有 API 商品的規格可以定義介面',
    'en-US': 'Only SKUs of API goods have interfaces',
  },
  // mall 10320–10339: add messages below this line
  10320: {
    'zh-CN': '翻页游标无效或与当前筛选条件不符，请从第一页重新查询',
    'zh-TW': '翻頁游標無效或與目前篩選條件不符，請從第一頁重新查詢',
    'en-US': 'The page cursor is invalid or belongs to other filters; start again from the first page',
  },
  10321: {
    'zh-CN': '不能关注自己的店铺',
    'zh-TW': '不能關注自己的店鋪',
    'en-US': 'You cannot follow your own shop',
  },
  // delivery and evidence ledger 10340–10359: add messages below this line
  10340: {
    'zh-CN': '订单尚未支付，不能交付',
    'zh-TW': '訂單尚未付款，不能交付',
    'en-US': 'The order is not paid: nothing can be delivered yet',
  },
  10341: {
    'zh-CN': '该订单的商品类型不支持此交付方式（{kind}）',
    'zh-TW': '該訂單的商品類型不支援此交付方式（{kind}）',
    'en-US': 'This kind of good is not delivered this way ({kind})',
  },
  10342: {
    'zh-CN': '下载链接无效或已被篡改',
    'zh-TW': '下載連結無效或已被竄改',
    'en-US': 'The download link is invalid or was altered',
  },
  10343: {
    'zh-CN': '下载链接已过期，请在订单详情中重新获取',
    'zh-TW': '下載連結已過期，請在訂單詳情中重新取得',
    'en-US': 'The download link has expired: get a new one from the order detail',
  },
  10344: {
    'zh-CN': '数据包文件“{name}”已无法从卖家的可信存储读取',
    'zh-TW': '資料包檔案「{name}」已無法從賣家的可信儲存讀取',
    'en-US': 'The package file "{name}" can no longer be read from the seller\'s trusted storage',
  },
  10345: {
    'zh-CN': 'API 密钥只显示一次，已经显示过；如已遗失，请轮换生成新密钥',
    'zh-TW': 'API 金鑰只顯示一次，已經顯示過；如已遺失，請輪換產生新金鑰',
    'en-US': 'The API key is shown only once and was already shown: rotate it to get a new one',
  },
  10346: {
    'zh-CN': '请先下载数据包，再确认收货',
    'zh-TW': '請先下載資料包，再確認收貨',
    'en-US': 'Download the package before confirming receipt',
  },
  // billing 10360–10389: add messages below this line
  10360: {
    'zh-CN': '调账后订单净额不能小于零（当前净额 {net}）',
    'zh-TW': '調帳後訂單淨額不能小於零（目前淨額 {net}）',
    'en-US': 'The adjustment would bring the order below zero (current net charge {net})',
  },
  10363: {
    'zh-CN': '发票文件必须是 PDF',
    'zh-TW': '發票檔案必須是 PDF',
    'en-US': 'The invoice file must be a PDF',
  },
  10364: {
    'zh-CN': '发票尚未上传',
    'zh-TW': '發票尚未上傳',
    'en-US': 'The invoice has not been uploaded yet',
  },
  10365: {
    'zh-CN': '只有已支付的订单可以申请退款',
    'zh-TW': '只有已付款的訂單可以申請退款',
    'en-US': 'Only a paid order can be refunded',
  },
  10366: {
    'zh-CN': '该订单已有退款申请',
    'zh-TW': '該訂單已有退款申請',
    'en-US': 'A refund of this order has already been requested',
  },
  // goods versions, cases, repetition, standard APIs 10390–10419: add messages below this line
  10390: {
    'zh-CN': '只有数据包和数据表商品可以做重复检测',
    'zh-TW': '只有資料包和資料表商品可以做重複檢測',
    'en-US': 'Only data packages and data-table goods can be checked for duplicates',
  },
  10391: {
    'zh-CN': '商品没有可读取的数据内容，无法做重复检测',
    'zh-TW': '商品沒有可讀取的資料內容，無法做重複檢測',
    'en-US': 'The good has no readable data content to check for duplicates',
  },
  10392: {
    'zh-CN': '版本号“{version}”已存在',
    'zh-TW': '版本號「{version}」已存在',
    'en-US': 'Version "{version}" already exists',
  },
  10393: {
    'zh-CN': '只有数据应用可以添加案例',
    'zh-TW': '只有資料應用可以新增案例',
    'en-US': 'Only data applications have use cases',
  },
  10394: {
    'zh-CN': '标准API名称“{name}”已存在',
    'zh-TW': '標準API名稱「{name}」已存在',
    'en-US': 'A standard API named "{name}" already exists',
  },
  10395: {
    'zh-CN': '标准API版本“{version}”已存在',
    'zh-TW': '標準API版本「{version}」已存在',
    'en-US': 'Standard API version "{version}" already exists',
  },
  10396: {
    'zh-CN': '标准API已被API商品使用，不能删除',
    'zh-TW': '標準API已被API商品使用，不能刪除',
    'en-US': 'The standard API is used by API goods and cannot be deleted',
  },
  // app runs 10420–10439
  10420: {
    'zh-CN': '该商品不是数据应用',
    'zh-TW': '該商品不是資料應用',
    'en-US': 'This good is not a data application',
  },
  10421: {
    'zh-CN': '订单未支付，不能配置或运行数据应用',
    'zh-TW': '訂單未付款，不能設定或執行資料應用',
    'en-US': 'The order is not paid: the data application cannot be configured or run',
  },
  10422: {
    'zh-CN': '开发者尚未声明该数据应用的作业',
    'zh-TW': '開發者尚未宣告該資料應用的作業',
    'en-US': 'The developer has not declared the job of this data application yet',
  },
  10423: {
    'zh-CN': 'SQL作业必须是一条SELECT语句：{detail}',
    'zh-TW': 'SQL作業必須是一條SELECT陳述式：{detail}',
    'en-US': 'A SQL job must be a single SELECT statement: {detail}',
  },
  10424: {
    'zh-CN': '输入“{name}”与数据应用声明的输入不一致',
    'zh-TW': '輸入「{name}」與資料應用宣告的輸入不一致',
    'en-US': 'Input "{name}" does not match the inputs the application declares',
  },
  10425: {
    'zh-CN': '表“{table}”缺少必需的列：{columns}',
    'zh-TW': '表「{table}」缺少必需的欄位：{columns}',
    'en-US': 'Table "{table}" lacks the required columns: {columns}',
  },
  10426: {
    'zh-CN': '表“{table}”的列“{column}”类型为{actual}，应用需要{expected}',
    'zh-TW': '表「{table}」的欄位「{column}」型別為{actual}，應用需要{expected}',
    'en-US': 'Column "{column}" of table "{table}" is {actual}; the application needs {expected}',
  },
  10427: {
    'zh-CN': '请先完成输入配置和输出配置再运行',
    'zh-TW': '請先完成輸入設定和輸出設定再執行',
    'en-US': 'Configure the input and the output before running',
  },
  10429: {
    'zh-CN': 'SQL作业的所有输入必须来自同一个数据库连接',
    'zh-TW': 'SQL作業的所有輸入必須來自同一個資料庫連線',
    'en-US': 'All inputs of a SQL job must be tables of the same database connection',
  },
  10430: {
    'zh-CN': '该应用的输出是{kind}，请选择相应的输出目标',
    'zh-TW': '該應用的輸出是{kind}，請選擇相應的輸出目標',
    'en-US': 'This application writes a {kind}: choose a matching output target',
  },
  10431: {
    'zh-CN': 'JavaScript作业无法编译：{detail}',
    'zh-TW': 'JavaScript作業無法編譯：{detail}',
    'en-US': 'The JavaScript job does not compile: {detail}',
  },
  // offline transmission 10440–10449
  10440: {
    'zh-CN': '只有已支付的数据包订单可以离线传输',
    'zh-TW': '只有已付款的資料包訂單可以離線傳輸',
    'en-US': 'Only paid data-package orders can be transmitted offline',
  },
  10441: {
    'zh-CN': '买方已确认收到此次导出，不能再替换',
    'zh-TW': '買方已確認收到此次匯出，不能再替換',
    'en-US': 'The buyer has confirmed receipt of this export: it can no longer be replaced',
  },
  10442: {
    'zh-CN': '此订单尚未导出离线传输文件',
    'zh-TW': '此訂單尚未匯出離線傳輸檔案',
    'en-US': 'Nothing has been exported for offline transmission of this order yet',
  },
  10443: {
    'zh-CN': '无法从卖方的可信存储读取数据包文件“{name}”',
    'zh-TW': '無法從賣方的可信儲存讀取資料包檔案「{name}」',
    'en-US': 'The package file "{name}" cannot be read from the seller\'s trusted storage',
  },
  // negotiated prices 10450–10459
  10450: {
    'zh-CN': '此规格不接受议价',
    'zh-TW': '此規格不接受議價',
    'en-US': 'This SKU does not take price proposals',
  },
  10451: {
    'zh-CN': '议价须大于 0 且低于标价 {price} 元',
    'zh-TW': '議價須大於 0 且低於標價 {price} 元',
    'en-US': 'The proposed price must be above 0 and below the list price of {price} yuan',
  },
  10452: {
    'zh-CN': '您对此规格已有进行中的议价（待答复或已接受待下单），请等待答复或先撤回',
    'zh-TW': '您對此規格已有進行中的議價（待答覆或已接受待下單），請等待答覆或先撤回',
    'en-US':
      'You already have an open proposal for this SKU (awaiting an answer, or accepted and waiting for your order)',
  },
  // application data preview and configuration 10460–10469
  10460: {
    'zh-CN': '该数据应用尚未声明输入和输出',
    'zh-TW': '該資料應用尚未宣告輸入和輸出',
    'en-US': 'This data application has not declared its inputs and output yet',
  },
  10461: {
    'zh-CN': '该数据应用没有名为“{name}”的表（可用：{tables}）',
    'zh-TW': '該資料應用沒有名為「{name}」的表（可用：{tables}）',
    'en-US': 'This data application has no table "{name}" (available: {tables})',
  },
  10462: {
    'zh-CN': '无法读取输出样例文件：请上传 .xlsx 或 .csv 文件',
    'zh-TW': '無法讀取輸出樣例檔案：請上傳 .xlsx 或 .csv 檔案',
    'en-US': 'The output sample cannot be read: upload an .xlsx or .csv file',
  },
  10463: {
    'zh-CN': '输出样例的表头缺少输出列：{columns}',
    'zh-TW': '輸出樣例的表頭缺少輸出欄位：{columns}',
    'en-US': 'The header row of the output sample lacks the output columns: {columns}',
  },
  10464: {
    'zh-CN': '输出样例在表头下没有数据行',
    'zh-TW': '輸出樣例在表頭下沒有資料列',
    'en-US': 'The output sample has no data rows under its header',
  },
  // goods: preview SQL, item grants, take-off blockers 10470–10479
  10470: {
    'zh-CN': '只能测试查询语句（SELECT、WITH … SELECT、VALUES 或 TABLE）：{detail}',
    'zh-TW': '只能測試查詢語句（SELECT、WITH … SELECT、VALUES 或 TABLE）：{detail}',
    'en-US': 'Only a query (SELECT, WITH … SELECT, VALUES or TABLE) can be tested: {detail}',
  },
  10471: {
    'zh-CN': '预览 SQL 是只读的，不能修改数据（{detail}），未做任何更改',
    'zh-TW': '預覽 SQL 是唯讀的，不能修改資料（{detail}），未做任何變更',
    'en-US': 'The preview SQL is read-only and cannot change data ({detail}); nothing was changed',
  },
  10472: {
    'zh-CN': '数据库拒绝了此 SQL：{detail}',
    'zh-TW': '資料庫拒絕了此 SQL：{detail}',
    'en-US': 'The database refused the SQL: {detail}',
  },
  10473: {
    'zh-CN': '查询超过 {seconds} 秒，已被中止',
    'zh-TW': '查詢超過 {seconds} 秒，已被中止',
    'en-US': 'The query ran longer than {seconds} s and was stopped',
  },
  10474: {
    'zh-CN': '一次只能测试一条语句，请删除第一个分号之后的内容',
    'zh-TW': '一次只能測試一條語句，請刪除第一個分號之後的內容',
    'en-US': 'Only one statement can be tested at a time; remove what follows the first semicolon',
  },
  10475: {
    'zh-CN': '该商品使用黑名单，请在黑白名单页面修改',
    'zh-TW': '該商品使用黑名單，請在黑白名單頁面修改',
    'en-US': 'This good uses a black list; change it on the black/white list page',
  },
  10476: {
    'zh-CN': '白名单最多 {max} 个消费者',
    'zh-TW': '白名單最多 {max} 個消費者',
    'en-US': 'A white list holds at most {max} consumers',
  },
  // mall details 10480–10489
  // interface test calls 10490–10499
  10490: {
    'zh-CN': '上游主机 {host} 是内网、回环或链路本地地址，平台不允许访问',
    'zh-TW': '上游主機 {host} 是內網、迴環或鏈路本地位址，平台不允許存取',
    'en-US':
      'The upstream host {host} is a private, loopback or link-local address, which the platform may not reach',
  },
  10491: {
    'zh-CN': '无法解析上游主机 {host}',
    'zh-TW': '無法解析上游主機 {host}',
    'en-US': 'The upstream host {host} could not be resolved',
  },
  10492: {
    'zh-CN': '上游在 {seconds} 秒内没有应答，测试已中止',
    'zh-TW': '上游在 {seconds} 秒內沒有回應，測試已中止',
    'en-US': 'The upstream did not answer within {seconds} s; the test was stopped',
  },
  10493: {
    'zh-CN': '无法连接上游 {host}:{port}',
    'zh-TW': '無法連線上游 {host}:{port}',
    'en-US': 'The upstream {host}:{port} could not be reached',
  },
  10494: {
    'zh-CN': '缺少必填参数 {name}（{place}）',
    'zh-TW': '缺少必填參數 {name}（{place}）',
    'en-US': 'The required parameter {name} ({place}) is missing',
  },
  10495: {
    'zh-CN': '请求体不是有效的 JSON 对象：{detail}',
    'zh-TW': '請求主體不是有效的 JSON 物件：{detail}',
    'en-US': 'The request body is not a valid JSON object: {detail}',
  },
  10496: {
    'zh-CN': '测试调用不能设置请求头 {name}',
    'zh-TW': '測試呼叫不能設定請求標頭 {name}',
    'en-US': 'A test call may not set the header {name}',
  },
  10497: {
    'zh-CN': '无法读取保存的上游密钥，请在接口中重新填写密钥',
    'zh-TW': '無法讀取儲存的上游金鑰，請在介面中重新填寫金鑰',
    'en-US': 'The saved upstream secret cannot be read; enter the secret of the interface again',
  },
  10498: {
    'zh-CN': '调用上游失败：{detail}',
    'zh-TW': '呼叫上游失敗：{detail}',
    'en-US': 'The call to the upstream failed: {detail}',
  },
  10499: {
    'zh-CN': 'GET 接口不能携带请求体',
    'zh-TW': 'GET 介面不能攜帶請求主體',
    'en-US': 'A GET interface takes no request body',
  },
  // application–asset relations, grants of paid asset goods 10500–10509
  10500: {
    'zh-CN': '只有数据应用可以关联数据资产',
    'zh-TW': '只有資料應用可以關聯資料資產',
    'en-US': 'Only data applications can be related to data assets',
  },
  10501: {
    'zh-CN': '该数据资产未上架或您无权使用',
    'zh-TW': '該資料資產未上架或您無權使用',
    'en-US': 'This data asset is not listed or not available to you',
  },
  10502: {
    'zh-CN': '该应用与此数据资产已有待审核或已通过的关联',
    'zh-TW': '該應用與此資料資產已有待審核或已通過的關聯',
    'en-US': 'This application already has a pending or approved relation to this asset',
  },
  10503: {
    'zh-CN': '驳回时请填写原因',
    'zh-TW': '駁回時請填寫原因',
    'en-US': 'Give a reason when rejecting',
  },
  10504: {
    'zh-CN': '一个应用最多关联 {max} 个数据资产',
    'zh-TW': '一個應用最多關聯 {max} 個資料資產',
    'en-US': 'An application can be related to at most {max} data assets',
  },
  10505: {
    'zh-CN': '该授权来自已支付的订单，不能在此修改；退款通过后将自动撤销',
    'zh-TW': '該授權來自已付款的訂單，不能在此修改；退款通過後將自動撤銷',
    'en-US': 'This grant comes from a paid order and cannot be changed here; an approved refund revokes it',
  },
  // developer community 10510–10519
  10510: {
    'zh-CN': '该专栏不存在或不属于您',
    'zh-TW': '該專欄不存在或不屬於您',
    'en-US': 'This column does not exist or is not yours',
  },
  10511: {
    'zh-CN': '正文至少需要 {min} 个字',
    'zh-TW': '內文至少需要 {min} 個字',
    'en-US': 'The article needs at least {min} characters of text',
  },
  10513: {
    'zh-CN': '每位开发者最多创建 {max} 个专栏',
    'zh-TW': '每位開發者最多建立 {max} 個專欄',
    'en-US': 'A developer can have at most {max} columns',
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
  return formatMessage(ERROR_MESSAGES[code][locale], withDetail(locale, params));
}

/**
 * A `detailReason` param names a reason of DETAIL_REASONS: it becomes the `detail` in the caller's language,
 * filled from the same params. Services raise it without knowing the language (the server's `badParam`).
 */
function withDetail(
  locale: Locale,
  params?: Record<string, string | number>,
): Record<string, string | number> | undefined {
  const reason = params?.detailReason;
  if (typeof reason !== 'string' || !Object.hasOwn(DETAIL_REASONS, reason)) return params;
  return { ...params, detail: formatMessage(DETAIL_REASONS[reason as DetailReason][locale], params) };
}

/** Localized reasons used to build the `detail` of a 400 answer. */
export const VALIDATION_REASONS: Record<
  | 'required'
  | 'format'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'notAbove'
  | 'notBelow'
  | 'oneOf'
  | 'oneOfValues'
  | 'mismatch',
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
  notAbove: {
    'zh-CN': '{field} 必须大于 {n}',
    'zh-TW': '{field} 必須大於 {n}',
    'en-US': '{field} must be greater than {n}',
  },
  notBelow: {
    'zh-CN': '{field} 必须小于 {n}',
    'zh-TW': '{field} 必須小於 {n}',
    'en-US': '{field} must be less than {n}',
  },
  oneOf: {
    'zh-CN': '{field} 的取值不在允许范围内',
    'zh-TW': '{field} 的取值不在允許範圍內',
    'en-US': '{field} has a value that is not allowed',
  },
  oneOfValues: {
    'zh-CN': '{field} 只能是 {n} 之一',
    'zh-TW': '{field} 只能是 {n} 之一',
    'en-US': '{field} must be one of {n}',
  },
  mismatch: {
    'zh-CN': '{field} 与新密码不一致',
    'zh-TW': '{field} 與新密碼不一致',
    'en-US': '{field} does not match the new password',
  },
};

/**
 * Why a hand-written check refused a parameter (the `detail` of BAD_PARAMS): what is wrong and, where it
 * helps, how to put it right. `{field}` is the parameter's wire name, as in VALIDATION_REASONS.
 */
export const PARAM_REASONS = {
  onePackagePerOrder: {
    'zh-CN': '数据包每个订单只能购买 1 份（{field}）',
    'zh-TW': '資料包每筆訂單只能購買 1 份（{field}）',
    'en-US': 'a data package is bought one copy per order ({field})',
  },
  onePostpaidPerOrder: {
    'zh-CN': '按调用后付费的规格每个订单只能购买 1 份（{field}）',
    'zh-TW': '按呼叫後付費的規格每筆訂單只能購買 1 份（{field}）',
    'en-US': 'a pay-as-you-go plan is bought once per order ({field})',
  },
  postpaidApiOnly: {
    'zh-CN': '按调用后付费只适用于 API 商品（{field}）',
    'zh-TW': '按呼叫後付費只適用於 API 商品（{field}）',
    'en-US': 'pay as you go is only for API goods ({field})',
  },
  browseTooDeep: {
    'zh-CN': '最多只能浏览前 {n} 行，请用筛选条件缩小范围（{field}）',
    'zh-TW': '最多只能瀏覽前 {n} 列，請用篩選條件縮小範圍（{field}）',
    'en-US': 'only the first {n} rows can be browsed; narrow them down with filters ({field})',
  },
  unknownColumn: {
    'zh-CN': '表中没有字段 {name}（{field}）',
    'zh-TW': '表中沒有欄位 {name}（{field}）',
    'en-US': 'the table has no column {name} ({field})',
  },
  maskedColumn: {
    'zh-CN': '字段 {name} 已按安全等级脱敏，不能用于筛选或排序（{field}）',
    'zh-TW': '欄位 {name} 已按安全等級遮罩，不能用於篩選或排序（{field}）',
    'en-US': 'column {name} is masked by its security grade and cannot be filtered or sorted on ({field})',
  },
  filterValueInvalid: {
    'zh-CN': '筛选值与字段类型不符（{field}）',
    'zh-TW': '篩選值與欄位類型不符（{field}）',
    'en-US': 'a filter value does not fit its column’s type ({field})',
  },
  fileRequired: {
    'zh-CN': '请选择要上传的文件（{field}）',
    'zh-TW': '請選擇要上傳的檔案（{field}）',
    'en-US': 'choose a file to upload ({field})',
  },
  fileNameUnsafe: {
    'zh-CN': '文件名不能包含路径、“..”或控制字符，且不能超过 255 个字符（{field}）',
    'zh-TW': '檔名不能包含路徑、「..」或控制字元，且不能超過 255 個字元（{field}）',
    'en-US':
      'the file name may not contain a path, ".." or control characters, nor exceed 255 characters ({field})',
  },
  uploadFolderInvalid: {
    'zh-CN': '{field} 只能包含小写字母、数字和连字符，须以字母开头，最长 30 个字符',
    'zh-TW': '{field} 只能包含小寫字母、數字和連字號，須以字母開頭，最長 30 個字元',
    'en-US':
      '{field} may hold only lowercase letters, digits and hyphens, must start with a letter and be at most 30 characters long',
  },
  videoTooLong: {
    'zh-CN': '视频时长不能超过 {seconds} 秒（{field}）',
    'zh-TW': '影片長度不能超過 {seconds} 秒（{field}）',
    'en-US': 'the video may be at most {seconds} seconds long ({field})',
  },
  uploadMissing: {
    'zh-CN': '{field} 指向的文件不存在，请重新上传',
    'zh-TW': '{field} 指向的檔案不存在，請重新上傳',
    'en-US': 'the file that {field} points to does not exist; upload it again',
  },
  platformFileRequired: {
    'zh-CN': '{field} 必须是在本平台上传的文件地址',
    'zh-TW': '{field} 必須是在本平台上傳的檔案位址',
    'en-US': '{field} must be the address of a file uploaded to this platform',
  },
  idBeforeFile: {
    'zh-CN': '{field} 必须是正整数，并且要在文件之前发送',
    'zh-TW': '{field} 必須是正整數，並且要在檔案之前傳送',
    'en-US': '{field} must be a positive whole number, sent before the file',
  },
  positiveInteger: {
    'zh-CN': '{field} 必须是正整数',
    'zh-TW': '{field} 必須是正整數',
    'en-US': '{field} must be a positive whole number',
  },
  privateKeyInvalid: {
    'zh-CN': '私钥不是有效的 PEM 格式 RSA 或 SM2 私钥',
    'zh-TW': '私鑰不是有效的 PEM 格式 RSA 或 SM2 私鑰',
    'en-US': 'the private key is not a valid PEM RSA or SM2 private key',
  },
  secretKeyRequired: {
    'zh-CN': '请填写 {field}：只有服务地址和 accessKey 都未改变时，才能沿用已保存的密钥',
    'zh-TW': '請填寫 {field}：只有服務位址和 accessKey 都未變更時，才能沿用已儲存的金鑰',
    'en-US':
      'enter the {field}: the saved secret is kept only while the endpoint and accessKey stay the same',
  },
  taxNumberInvalid: {
    'zh-CN': '纳税人识别号（{field}）不是有效的统一社会信用代码',
    'zh-TW': '納稅人識別號（{field}）不是有效的統一社會信用代碼',
    'en-US': 'the taxpayer number ({field}) is not a valid unified social credit code',
  },
  bankAccountInvalid: {
    'zh-CN': '{field} 只能是 8 到 30 位数字',
    'zh-TW': '{field} 只能是 8 到 30 位數字',
    'en-US': '{field} must be 8 to 30 digits',
  },
  monthRangeReversed: {
    'zh-CN': '开始月份 {start} 不能晚于结束月份 {end}',
    'zh-TW': '開始月份 {start} 不能晚於結束月份 {end}',
    'en-US': 'the start month {start} is after the end month {end}',
  },
  packageFilesRequired: {
    'zh-CN': '数据包至少要包含一个文件（{field}）后才能申请上架',
    'zh-TW': '資料包至少要包含一個檔案（{field}）後才能申請上架',
    'en-US': 'a data package needs at least one file ({field}) before it can be submitted for listing',
  },
  itemNotVersioned: {
    'zh-CN': '只有数据应用和 API 商品有版本（{field}）',
    'zh-TW': '只有資料應用和 API 商品有版本（{field}）',
    'en-US': 'only data applications and API goods have versions ({field})',
  },
  versionNotOfItem: {
    'zh-CN': '版本 {versionId} 不属于该商品',
    'zh-TW': '版本 {versionId} 不屬於該商品',
    'en-US': 'version {versionId} does not belong to this good',
  },
  versionDisabled: {
    'zh-CN': '版本 {version} 已停用，不能部署',
    'zh-TW': '版本 {version} 已停用，不能部署',
    'en-US': 'version {version} is disabled and cannot be deployed',
  },
  versionUnchanged: {
    'zh-CN': '案例已在使用版本 {version}，请选择另一个版本',
    'zh-TW': '案例已在使用版本 {version}，請選擇另一個版本',
    'en-US': 'the use case already runs version {version}; choose another version',
  },
  itemNotApi: {
    'zh-CN': '标准API只能绑定到 API 商品（{field}）',
    'zh-TW': '標準API只能綁定到 API 商品（{field}）',
    'en-US': 'a standard API can only be bound to API goods ({field})',
  },
  creditLimitTooBig: {
    'zh-CN': '信用额度（{field}）不能超过 {max} 元',
    'zh-TW': '信用額度（{field}）不能超過 {max} 元',
    'en-US': 'the credit limit ({field}) may be at most {max} yuan',
  },
  /** The state of a grant not in force (GRANT_NOT_IN_FORCE). */
  grantPending: { 'zh-CN': '尚未生效', 'zh-TW': '尚未生效', 'en-US': 'not started yet' },
  grantExpired: { 'zh-CN': '已过期', 'zh-TW': '已過期', 'en-US': 'expired' },
  grantRevoked: { 'zh-CN': '已撤销', 'zh-TW': '已撤銷', 'en-US': 'revoked' },
  duplicateParam: {
    'zh-CN': '{place} 中的参数 {name} 重复（{field}）',
    'zh-TW': '{place} 中的參數 {name} 重複（{field}）',
    'en-US': 'the {place} parameter {name} appears twice ({field})',
  },
} satisfies Record<string, Localized>;

/** A reason for the `detail` of BAD_PARAMS, resolved in the caller's language by errorMessage. */
export type DetailReason = keyof typeof VALIDATION_REASONS | keyof typeof PARAM_REASONS;

const DETAIL_REASONS: Record<DetailReason, Localized> = { ...VALIDATION_REASONS, ...PARAM_REASONS };

/** Why the server could not read a request body (the `detail` of BAD_PARAMS), by Fastify's error code. */
export const REQUEST_BODY_REASONS: Record<string, Localized> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    'zh-CN': '请求体不是有效的 JSON',
    'zh-TW': '請求內容不是有效的 JSON',
    'en-US': 'the request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    'zh-CN': '请求体为空，但内容类型为 JSON',
    'zh-TW': '請求內容為空，但內容類型為 JSON',
    'en-US': 'the request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    'zh-CN': '不支持该请求内容类型',
    'zh-TW': '不支援該請求內容類型',
    'en-US': 'the content type of the request is not supported',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    'zh-CN': '请求体过大',
    'zh-TW': '請求內容過大',
    'en-US': 'the request body is too large',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    'zh-CN': '请求体长度与 Content-Length 不符',
    'zh-TW': '請求內容長度與 Content-Length 不符',
    'en-US': 'the request body does not match its Content-Length',
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
