import { defineErrorDomain } from './domain.js';

/** Placing, paying and cancelling orders, and the credit they draw on: 10270–10299. */
export const ORDER_ERRORS = defineErrorDomain(
  {
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
  },
  {
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
  },
);
