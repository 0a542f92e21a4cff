import { formatMessage, type Locale, type Localized } from '../locales.js';

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
  | 'mismatch'
  | 'nulCharacter',
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
  nulCharacter: {
    'zh-CN': '{field} 不能包含空字符（\\0）',
    'zh-TW': '{field} 不能包含空字元（\\0）',
    'en-US': '{field} must not contain a NUL character (\\0)',
  },
};

/**
 * Why a hand-written check refused a parameter (the `detail` of BAD_PARAMS): what is wrong and, where it
 * helps, how to put it right. `{field}` is the parameter's wire name, as in VALIDATION_REASONS.
 */
export const PARAM_REASONS = {
  ruleRegexUnsafe: {
    'zh-CN':
      '校验规则 {rule} 可能导致匹配极慢：不接受嵌套的重复（如 (a+)+、(ab*)*）、超过 25 处重复或后行断言（{field}）',
    'zh-TW':
      '校驗規則 {rule} 可能導致比對極慢：不接受巢狀的重複（如 (a+)+、(ab*)*）、超過 25 處重複或後行斷言（{field}）',
    'en-US':
      'the rule {rule} could make matching very slow: nested repetitions such as (a+)+ or (ab*)*, more than 25 repetitions and lookbehind are not accepted ({field})',
  },
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

/**
 * A `detailReason` param names a reason of DETAIL_REASONS: it becomes the `detail` in the caller's language,
 * filled from the same params. Services raise it without knowing the language (the server's `badParam`).
 */
export function withDetail(
  locale: Locale,
  params?: Record<string, string | number>,
): Record<string, string | number> | undefined {
  const reason = params?.detailReason;
  if (typeof reason !== 'string' || !Object.hasOwn(DETAIL_REASONS, reason)) return params;
  return { ...params, detail: formatMessage(DETAIL_REASONS[reason as DetailReason][locale], params) };
}
