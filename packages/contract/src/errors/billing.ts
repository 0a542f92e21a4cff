import { defineErrorDomain } from './domain.js';

/** Bills, invoices and refunds: 10360–10389. */
export const BILLING_ERRORS = defineErrorDomain(
  {
    BILL_ADJUST_BELOW_ZERO: 10360,
    INVOICE_FILE_NOT_PDF: 10363,
    INVOICE_NOT_ISSUED: 10364,
    REFUND_ORDER_NOT_PAID: 10365,
    REFUND_EXISTS: 10366,
  },
  {
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
  },
);
