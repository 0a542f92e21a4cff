import { defineErrorDomain } from './domain.js';

/** Delivery of bought goods and the evidence ledger: 10340–10359. */
export const DELIVERY_ERRORS = defineErrorDomain(
  {
    DELIVERY_NOT_PAID: 10340,
    DELIVERY_WRONG_KIND: 10341,
    DELIVERY_LINK_INVALID: 10342,
    DELIVERY_LINK_EXPIRED: 10343,
    DELIVERY_FILE_UNAVAILABLE: 10344,
    API_KEY_ALREADY_REVEALED: 10345,
    DELIVERY_NOT_DOWNLOADED: 10346,
  },
  {
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
  },
);
