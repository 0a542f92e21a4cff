import type { Locale, Localized } from '@datamall/contract';

/**
 * Names of the processes and of their steps in every language. The BPMN files name them in Chinese (and
 * stay the zh-CN source: a test checks both agree); what users see is looked up here by process key and
 * element id in the caller's language, so process keys and the deployed definitions never change for it.
 * A name that differs from the catalogue's zh-CN (a renamed step in a newly deployed version) is shown as is.
 */
export const PROCESS_NAMES: Record<string, Localized> = {
  'user-registration': {
    'zh-CN': '用户注册审核',
    'zh-TW': '使用者註冊審核',
    'en-US': 'User registration review',
  },
  'identity-authentication': {
    'zh-CN': '企业认证审核',
    'zh-TW': '企業認證審核',
    'en-US': 'Enterprise identity review',
  },
  'source-audit': { 'zh-CN': '数据源审核', 'zh-TW': '資料來源審核', 'en-US': 'Data source review' },
  'goods-enable': { 'zh-CN': '商品启用审核', 'zh-TW': '商品啟用審核', 'en-US': 'Goods enabling review' },
  'goods-disable': { 'zh-CN': '商品停用审核', 'zh-TW': '商品停用審核', 'en-US': 'Goods disabling review' },
  'goods-delete': { 'zh-CN': '商品删除审核', 'zh-TW': '商品刪除審核', 'en-US': 'Goods deletion review' },
  'sku-audit': { 'zh-CN': '规格审核', 'zh-TW': '規格審核', 'en-US': 'Specification review' },
  'price-change': { 'zh-CN': '价格变更审核', 'zh-TW': '價格變更審核', 'en-US': 'Price change review' },
  refund: { 'zh-CN': '退款审核', 'zh-TW': '退款審核', 'en-US': 'Refund review' },
  'community-review': {
    'zh-CN': '社区内容审核',
    'zh-TW': '社群內容審核',
    'en-US': 'Community content review',
  },
};

/** Steps (and the labels of flows) by element id, shared by every process that uses the id. */
export const ELEMENT_NAMES: Record<string, Localized> = {
  start: { 'zh-CN': '提交申请', 'zh-TW': '提交申請', 'en-US': 'Submitted' },
  platformReview: { 'zh-CN': '平台审核', 'zh-TW': '平台審核', 'en-US': 'Platform review' },
  decision: { 'zh-CN': '审核结果', 'zh-TW': '審核結果', 'en-US': 'Review result' },
  approved: { 'zh-CN': '审核通过', 'zh-TW': '審核通過', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '审核驳回', 'zh-TW': '審核駁回', 'en-US': 'Rejected' },
  toApproved: { 'zh-CN': '通过', 'zh-TW': '通過', 'en-US': 'Approve' },
  toRejected: { 'zh-CN': '驳回', 'zh-TW': '駁回', 'en-US': 'Reject' },
};

/** Names of one process that differ from the shared ones, by process key then element id. */
export const ELEMENT_NAME_OVERRIDES: Record<string, Record<string, Localized>> = {};

/**
 * The process's name in `locale`. Only the name the catalogue knows is translated: a version deployed under
 * another name (an operator's edit) shows that name as deployed, in every language.
 */
export function processName(key: string, deployed: string, locale: Locale): string {
  return translate(PROCESS_NAMES[key], deployed, locale);
}

/** A step's name in `locale`; as deployed when the step is not catalogued or was renamed. */
export function elementName(key: string, elementId: string, deployed: string, locale: Locale): string {
  return translate(ELEMENT_NAME_OVERRIDES[key]?.[elementId] ?? ELEMENT_NAMES[elementId], deployed, locale);
}

function translate(entry: Localized | undefined, deployed: string, locale: Locale): string {
  return entry && entry['zh-CN'] === deployed ? entry[locale] : deployed;
}
