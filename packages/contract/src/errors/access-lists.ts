import { defineErrorDomain } from './domain.js';

/** Black and white lists: 10180–10189. */
export const ACCESS_LIST_ERRORS = defineErrorDomain(
  {
    ACCESS_LIST_TARGET_UNSUPPORTED: 10180,
    ACCESS_LIST_NOT_CONSUMER: 10181,
    ACCESS_LIST_REFUSED: 10182,
  },
  {
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
  },
);
