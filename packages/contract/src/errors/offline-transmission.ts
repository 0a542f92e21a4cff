import { defineErrorDomain } from './domain.js';

/** Offline transmission: 10440–10449. */
export const OFFLINE_TRANSMISSION_ERRORS = defineErrorDomain(
  {
    OFFLINE_ORDER_NOT_ELIGIBLE: 10440,
    OFFLINE_ALREADY_CONFIRMED: 10441,
    OFFLINE_NOT_EXPORTED: 10442,
    OFFLINE_PACKAGE_UNREADABLE: 10443,
  },
  {
    10440: {
      'zh-CN': '只有已支付的数据包订单可以离线传输',
      'zh-TW': '只有已付款的資料包訂單可以離線傳輸',
      'en-US': 'Only paid data-package orders can be transmitted offline',
    },
    10441: {
      'zh-CN': '买方已确认收到此次导出，不能再替换',
      'zh-TW': '買方已確認收到此次匯出，不能再替換',
      'en-US': 'The buyer has confirmed receipt of this export: it can no longer be replaced',
    },
    10442: {
      'zh-CN': '此订单尚未导出离线传输文件',
      'zh-TW': '此訂單尚未匯出離線傳輸檔案',
      'en-US': 'Nothing has been exported for offline transmission of this order yet',
    },
    10443: {
      'zh-CN': '无法从卖方的可信存储读取数据包文件“{name}”',
      'zh-TW': '無法從賣方的可信儲存讀取資料包檔案「{name}」',
      'en-US': 'The package file "{name}" cannot be read from the seller\'s trusted storage',
    },
  },
);
