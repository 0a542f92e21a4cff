import { defineErrorDomain } from './domain.js';

/** Vehicle electronic archives: 10700–10719. None of them charges the query. */
export const ARCHIVE_ERRORS = defineErrorDomain(
  {
    ARCHIVE_VIN_LENGTH: 10700,
    ARCHIVE_VIN_CHARACTERS: 10701,
    ARCHIVE_VIN_CHECK_DIGIT: 10702,
    ARCHIVE_PLATE_INVALID: 10703,
    ARCHIVE_PLATE_NEW_ENERGY_FORMAT: 10704,
    ARCHIVE_AGREEMENT_REQUIRED: 10705,
    ARCHIVE_AGREEMENT_CHANGED: 10706,
    ARCHIVE_VEHICLE_NOT_FOUND: 10707,
    ARCHIVE_NOT_NEW_ENERGY: 10708,
    ARCHIVE_CREDIT_INSUFFICIENT: 10709,
    ARCHIVE_UNAVAILABLE: 10710,
    ARCHIVE_QUERY_NOT_LISTED: 10711,
  },
  {
    10700: {
      'zh-CN': '车架号（VIN）应为 17 位，您输入了 {length} 位',
      'zh-TW': '車身號碼（VIN）應為 17 碼，您輸入了 {length} 碼',
      'en-US': 'A VIN has 17 characters; you typed {length}',
    },
    10701: {
      'zh-CN': '车架号（VIN）只含数字和除 I、O、Q 以外的大写字母',
      'zh-TW': '車身號碼（VIN）只含數字和除 I、O、Q 以外的大寫字母',
      'en-US': 'A VIN has only digits and the capital letters other than I, O and Q',
    },
    10702: {
      'zh-CN':
        '车架号校验位不符：第 9 位应为 {expected}，您输入的是 {found}。校验位由其余 16 位按 GB 16735 加权计算，请核对是否输错',
      'zh-TW':
        '車身號碼檢查碼不符：第 9 碼應為 {expected}，您輸入的是 {found}。檢查碼由其餘 16 碼依 GB 16735 加權計算，請核對是否輸入錯誤',
      'en-US':
        "The VIN's check digit does not match: position 9 should be {expected}, you typed {found}. It is computed from the other 16 characters (ISO 3779 weights), so the VIN probably has a typo",
    },
    10703: {
      'zh-CN': '「{plate}」不是有效的车牌号：省份简称 + 发牌机关字母 + 5 位号码（新能源 6 位）',
      'zh-TW': '「{plate}」不是有效的車牌號碼：省份簡稱 + 發牌機關字母 + 5 碼（新能源 6 碼）',
      'en-US':
        '"{plate}" is not a plate number: a province abbreviation, the authority\'s letter, then 5 characters (6 for new-energy vehicles)',
    },
    10704: {
      'zh-CN': '「{plate}」不是有效的新能源车牌：小型车为 D/F 开头，大型车为 D/F 结尾',
      'zh-TW': '「{plate}」不是有效的新能源車牌：小型車以 D/F 開頭，大型車以 D/F 結尾',
      'en-US':
        '"{plate}" is not a new-energy plate: small vehicles start with D or F, large ones end with D or F',
    },
    10705: {
      'zh-CN': '查询前请先阅读并同意《车辆档案查询服务协议》',
      'zh-TW': '查詢前請先閱讀並同意《車輛檔案查詢服務協議》',
      'en-US': 'Read and accept the vehicle archive service agreement before your first query',
    },
    10706: {
      'zh-CN': '服务协议已更新，请重新阅读后再同意',
      'zh-TW': '服務協議已更新，請重新閱讀後再同意',
      'en-US': 'The service agreement has changed: read it again, then accept it',
    },
    10707: {
      'zh-CN': '档案中没有这辆车（{key}），本次查询未收费',
      'zh-TW': '檔案中沒有這輛車（{key}），本次查詢未收費',
      'en-US': 'The archive has no vehicle {key}; you were not charged',
    },
    10708: {
      'zh-CN': '这辆车（{key}）不是新能源车，本次查询未收费',
      'zh-TW': '這輛車（{key}）不是新能源車，本次查詢未收費',
      'en-US': 'The vehicle {key} is not a new-energy vehicle; you were not charged',
    },
    10709: {
      'zh-CN': '可用信用额度不足以支付本次查询（{price} 元），未扣费；可购买次数包或联系运营方提高额度',
      'zh-TW': '可用信用額度不足以支付本次查詢（{price} 元），未扣費；可購買次數包或聯絡營運方提高額度',
      'en-US':
        'Your available credit does not cover this query (¥{price}); nothing was charged. Buy a count pack or ask the operator to raise your limit',
    },
    10710: {
      'zh-CN': '车辆档案服务暂时不可用，本次查询未收费，请稍后再试',
      'zh-TW': '車輛檔案服務暫時無法使用，本次查詢未收費，請稍後再試',
      'en-US': 'The vehicle archive service is unavailable now; you were not charged, try again later',
    },
    10711: {
      'zh-CN': '该查询当前未上架，暂不能使用',
      'zh-TW': '該查詢目前未上架，暫不能使用',
      'en-US': 'This query is not on sale now',
    },
  },
);
