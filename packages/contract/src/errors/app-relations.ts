import { defineErrorDomain } from './domain.js';

/** Application–asset relations and grants of paid asset goods: 10500–10509. */
export const APP_RELATION_ERRORS = defineErrorDomain(
  {
    RELATION_NOT_APPLICATION: 10500,
    RELATION_SOURCE_UNAVAILABLE: 10501,
    RELATION_OPEN: 10502,
    RELATION_REPLY_REQUIRED: 10503,
    RELATION_TOO_MANY: 10504,
    GRANT_FROM_ORDER: 10505,
  },
  {
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
  },
);
