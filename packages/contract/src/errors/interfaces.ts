import { defineErrorDomain } from './domain.js';

/** API interfaces of goods: 10300–10319; their test calls: 10490–10499. */
export const INTERFACE_ERRORS = defineErrorDomain(
  {
    INTERFACE_PATH_TAKEN: 10300,
    INTERFACE_HOST_REFUSED: 10301,
    INTERFACE_HOST_UNKNOWN: 10302,
    INTERFACE_URL_INVALID: 10303,
    INTERFACE_SCHEMA_INVALID: 10304,
    INTERFACE_NOT_API_GOODS: 10305,
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
  },
  {
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
  },
);
