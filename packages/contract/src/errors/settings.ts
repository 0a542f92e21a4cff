import { defineErrorDomain } from './domain.js';

/** Parameters and dictionaries of the admin console: 10630–10639. */
export const SETTINGS_ERRORS = defineErrorDomain(
  {
    PARAM_CODE_TAKEN: 10630,
    PARAM_BUILT_IN: 10631,
    PARAM_BUILT_IN_FIXED: 10632,
    PARAM_NOT_INTEGER: 10633,
    PARAM_NOT_NUMBER: 10634,
    PARAM_OUT_OF_RANGE: 10635,
    PARAM_PATTERN_MISMATCH: 10636,
    PARAM_RULE_INVALID: 10637,
    DICT_TAKEN: 10638,
    DICT_LOCKED: 10639,
  },
  {
    10630: {
      'zh-CN': '参数编码 {code} 已存在',
      'zh-TW': '參數代碼 {code} 已存在',
      'en-US': 'A parameter with the code {code} already exists',
    },
    10631: {
      'zh-CN': '{code} 是平台内置参数，不能删除',
      'zh-TW': '{code} 是平台內建參數，不能刪除',
      'en-US': '{code} is a built-in parameter of the platform and cannot be deleted',
    },
    10632: {
      'zh-CN': '{code} 是平台内置参数，其编码、值类型和校验规则不能修改',
      'zh-TW': '{code} 是平台內建參數，其代碼、值類型和校驗規則不能修改',
      'en-US': '{code} is a built-in parameter: its code, value type and rule cannot change',
    },
    10633: {
      'zh-CN': '{code} 的值必须是整数',
      'zh-TW': '{code} 的值必須是整數',
      'en-US': 'The value of {code} must be a whole number',
    },
    10634: {
      'zh-CN': '{code} 的值必须是数字',
      'zh-TW': '{code} 的值必須是數字',
      'en-US': 'The value of {code} must be a number',
    },
    10635: {
      'zh-CN': '{code} 的值必须在 {range} 之间',
      'zh-TW': '{code} 的值必須在 {range} 之間',
      'en-US': 'The value of {code} must be within {range}',
    },
    10636: {
      'zh-CN': '{code} 的值不符合校验规则 {rule}',
      'zh-TW': '{code} 的值不符合校驗規則 {rule}',
      'en-US': 'The value of {code} does not match its rule {rule}',
    },
    10637: {
      'zh-CN': '校验规则 {rule} 无效：数值类型填写范围（如 1..100），文本类型填写正则表达式',
      'zh-TW': '校驗規則 {rule} 無效：數值類型填寫範圍（如 1..100），文字類型填寫正規表示式',
      'en-US': 'The rule {rule} is not valid: numbers take a range such as 1..100, text a regular expression',
    },
    10638: {
      'zh-CN': '{name} 已存在（字典类型的键、同一类型内的字典值都不能重复）',
      'zh-TW': '{name} 已存在（字典類型的鍵、同一類型內的字典值都不能重複）',
      'en-US': '{name} already exists (dictionary type keys, and the values within a type, are unique)',
    },
    10639: {
      'zh-CN': '{name} 由系统使用：不能删除，也不能修改其键或值（名称可以修改）',
      'zh-TW': '{name} 由系統使用：不能刪除，也不能修改其鍵或值（名稱可以修改）',
      'en-US':
        '{name} is used by the system: it cannot be deleted and its key or value cannot change (its labels can)',
    },
  },
);
