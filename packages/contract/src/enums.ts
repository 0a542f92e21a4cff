import type { DictType } from './endpoints/access.js';
import type { Locale, Localized } from './locales.js';
import { ROLE_TYPE_LABELS } from './roles.js';

/**
 * Display status groups of spec §4: positive (done, good), negative (ended, off), pending (in progress,
 * waiting) and error (failed, blocked, needs attention).
 */
export type StatusTone = 'positive' | 'negative' | 'pending' | 'error';

/** One option of an enumeration: the value as sent on the wire, its label in every language, its tone. */
export interface EnumOption {
  value: string;
  label: Localized;
  tone?: StatusTone;
}

/** Labels used by several enumerations. */
const L = {
  success: { 'zh-CN': '成功', 'zh-TW': '成功', 'en-US': 'Success' },
  failed: { 'zh-CN': '失败', 'zh-TW': '失敗', 'en-US': 'Failed' },
  normal: { 'zh-CN': '正常', 'zh-TW': '正常', 'en-US': 'Normal' },
  disabled: { 'zh-CN': '停用', 'zh-TW': '停用', 'en-US': 'Disabled' },
  yes: { 'zh-CN': '是', 'zh-TW': '是', 'en-US': 'Yes' },
  no: { 'zh-CN': '否', 'zh-TW': '否', 'en-US': 'No' },
  creditLimit: { 'zh-CN': '信用额度', 'zh-TW': '信用額度', 'en-US': 'Credit limit' },
  adjustment: { 'zh-CN': '调账', 'zh-TW': '調帳', 'en-US': 'Adjustment' },
  onAccount: { 'zh-CN': '挂账', 'zh-TW': '掛帳', 'en-US': 'On account' },
  invoiceRequested: { 'zh-CN': '已申请开票', 'zh-TW': '已申請開立發票', 'en-US': 'Invoice requested' },
  cancelled: { 'zh-CN': '已取消', 'zh-TW': '已取消', 'en-US': 'Cancelled' },
  completed: { 'zh-CN': '已完成', 'zh-TW': '已完成', 'en-US': 'Completed' },
  approved: { 'zh-CN': '已通过', 'zh-TW': '已通過', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'zh-TW': '已駁回', 'en-US': 'Rejected' },
  platformReview: { 'zh-CN': '待平台审核', 'zh-TW': '待平台審核', 'en-US': 'Awaiting platform review' },
  listed: { 'zh-CN': '已上架', 'zh-TW': '已上架', 'en-US': 'Listed' },
  newest: { 'zh-CN': '最新', 'zh-TW': '最新', 'en-US': 'Newest' },
  other: { 'zh-CN': '其他', 'zh-TW': '其他', 'en-US': 'Other' },
} as const satisfies Record<string, Localized>;

/**
 * Every enumeration of spec §3.1 (dict type names and wire values exactly as in the spec), followed by the
 * other label sets and constants of §3.1. Options are listed in the spec's order.
 */
export const DICT = {
  api_type: [
    { value: '1', label: { 'zh-CN': '车险信息', 'zh-TW': '車險資訊', 'en-US': 'Vehicle insurance info' } },
    {
      value: '2',
      label: { 'zh-CN': '车辆行驶信息', 'zh-TW': '車輛行駛資訊', 'en-US': 'Vehicle driving info' },
    },
  ],
  apiSort: [
    { value: 'goods_sales_volume-desc', label: { 'zh-CN': '销量', 'zh-TW': '銷量', 'en-US': 'Sales' } },
    { value: 'create_date-desc', label: L.newest },
    { value: 'goods_price-asc', label: { 'zh-CN': '价格', 'zh-TW': '價格', 'en-US': 'Price' } },
  ],
  bill_cannal: [{ value: '1', label: L.creditLimit }],
  bill_order_type: [
    { value: '3', label: { 'zh-CN': '收入分润', 'zh-TW': '收入分潤', 'en-US': 'Revenue share' } },
    { value: '4', label: L.adjustment },
  ],
  bill_pay_type: [{ value: '1', label: { 'zh-CN': '后付费', 'zh-TW': '後付費', 'en-US': 'Postpaid' } }],
  bill_type: [
    { value: '1', label: { 'zh-CN': '支出', 'zh-TW': '支出', 'en-US': 'Expense' } },
    { value: '2', label: { 'zh-CN': '收入', 'zh-TW': '收入', 'en-US': 'Income' } },
  ],
  billBuyType: [{ value: '1', label: { 'zh-CN': '按次计费', 'zh-TW': '按次計費', 'en-US': 'Pay per use' } }],
  customer_bill_order_type: [
    { value: '4', label: L.adjustment },
    { value: '1', label: { 'zh-CN': '消费', 'zh-TW': '消費', 'en-US': 'Consumption' } },
  ],
  customer_bill_status: [
    { value: '0', label: { 'zh-CN': '未结算', 'zh-TW': '未結算', 'en-US': 'Unsettled' }, tone: 'error' },
    { value: '1', label: { 'zh-CN': '已结算', 'zh-TW': '已結算', 'en-US': 'Settled' }, tone: 'positive' },
    // "On credit" is in both the pending and the error group of §4; next to "unsettled" it is an open debt.
    { value: '2', label: L.onAccount, tone: 'error' },
    {
      value: '3',
      label: { 'zh-CN': '已开票', 'zh-TW': '已開立發票', 'en-US': 'Invoiced' },
      tone: 'positive',
    },
    { value: '4', label: L.invoiceRequested, tone: 'positive' },
  ],
  userBillType: [
    {
      value: '0',
      label: { 'zh-CN': '待确认', 'zh-TW': '待確認', 'en-US': 'Pending confirmation' },
      tone: 'pending',
    },
    { value: '1', label: L.onAccount, tone: 'pending' },
    { value: '2', label: { 'zh-CN': '已确认', 'zh-TW': '已確認', 'en-US': 'Confirmed' }, tone: 'positive' },
    {
      value: '3',
      label: { 'zh-CN': '已上传发票', 'zh-TW': '已上傳發票', 'en-US': 'Invoice uploaded' },
      tone: 'positive',
    },
    { value: '4', label: { 'zh-CN': '已付款', 'zh-TW': '已付款', 'en-US': 'Paid' }, tone: 'positive' },
    { value: '5', label: L.invoiceRequested, tone: 'positive' },
  ],
  detail_type: [
    { value: '1', label: { 'zh-CN': '购买', 'zh-TW': '購買', 'en-US': 'Purchase' } },
    { value: '2', label: { 'zh-CN': '使用', 'zh-TW': '使用', 'en-US': 'Usage' } },
  ],
  gender: [
    { value: '0', label: { 'zh-CN': '男', 'zh-TW': '男', 'en-US': 'Male' } },
    { value: '1', label: { 'zh-CN': '女', 'zh-TW': '女', 'en-US': 'Female' } },
    { value: '2', label: { 'zh-CN': '保密', 'zh-TW': '保密', 'en-US': 'Prefer not to say' } },
  ],
  notice_type: [
    { value: '0', label: { 'zh-CN': '公告', 'zh-TW': '公告', 'en-US': 'Announcement' } },
    { value: '1', label: { 'zh-CN': '会议', 'zh-TW': '會議', 'en-US': 'Meeting' } },
    { value: '2', label: L.other },
  ],
  operation_type: [
    { value: '0', label: { 'zh-CN': '未启动', 'zh-TW': '未啟動', 'en-US': 'Not started' }, tone: 'negative' },
    { value: '1', label: { 'zh-CN': '运行中', 'zh-TW': '執行中', 'en-US': 'Running' }, tone: 'pending' },
    { value: '2', label: { 'zh-CN': '已停机', 'zh-TW': '已停機', 'en-US': 'Shut down' }, tone: 'error' },
  ],
  order_status: [
    { value: '-1', label: L.cancelled, tone: 'negative' },
    {
      value: '0',
      label: { 'zh-CN': '待支付', 'zh-TW': '待付款', 'en-US': 'Awaiting payment' },
      tone: 'pending',
    },
    { value: '1', label: L.completed, tone: 'positive' },
  ],
  pay_status: [
    { value: '0', label: { 'zh-CN': '未支付', 'zh-TW': '未付款', 'en-US': 'Unpaid' }, tone: 'pending' },
    { value: '1', label: { 'zh-CN': '已支付', 'zh-TW': '已付款', 'en-US': 'Paid' }, tone: 'positive' },
    { value: '3', label: L.cancelled, tone: 'negative' },
    { value: '6', label: { 'zh-CN': '已过期', 'zh-TW': '已過期', 'en-US': 'Expired' }, tone: 'negative' },
  ],
  param_type: [
    { value: 'String', label: { 'zh-CN': 'String', 'zh-TW': 'String', 'en-US': 'String' } },
    { value: 'Int', label: { 'zh-CN': 'Int', 'zh-TW': 'Int', 'en-US': 'Int' } },
    { value: 'Array', label: { 'zh-CN': 'Array', 'zh-TW': 'Array', 'en-US': 'Array' } },
    { value: 'Date', label: { 'zh-CN': 'Date', 'zh-TW': 'Date', 'en-US': 'Date' } },
    { value: 'Object', label: { 'zh-CN': 'Object', 'zh-TW': 'Object', 'en-US': 'Object' } },
    // The wire value keeps the spec's spelling; the label is the proper type name.
    { value: 'FLoat', label: { 'zh-CN': 'Float', 'zh-TW': 'Float', 'en-US': 'Float' } },
    { value: 'Double', label: { 'zh-CN': 'Double', 'zh-TW': 'Double', 'en-US': 'Double' } },
  ],
  paramType: [
    { value: 'body', label: { 'zh-CN': 'Body 参数', 'zh-TW': 'Body 參數', 'en-US': 'Body' } },
    { value: 'query', label: { 'zh-CN': 'Query 参数', 'zh-TW': 'Query 參數', 'en-US': 'Query' } },
  ],
  post_type: [
    { value: 'POST', label: { 'zh-CN': 'POST', 'zh-TW': 'POST', 'en-US': 'POST' } },
    { value: 'GET', label: { 'zh-CN': 'GET', 'zh-TW': 'GET', 'en-US': 'GET' } },
  ],
  post_status: [
    { value: '1', label: L.normal, tone: 'positive' },
    { value: '0', label: L.disabled, tone: 'negative' },
  ],
  product_delete: [
    { value: '0', label: L.normal, tone: 'positive' },
    {
      value: '1',
      label: { 'zh-CN': '删除审核中', 'zh-TW': '刪除審核中', 'en-US': 'Deletion under review' },
      tone: 'pending',
    },
    { value: '2', label: { 'zh-CN': '已删除', 'zh-TW': '已刪除', 'en-US': 'Deleted' }, tone: 'negative' },
  ],
  product_status: [
    {
      value: '1',
      label: { 'zh-CN': '启用审核中', 'zh-TW': '啟用審核中', 'en-US': 'Enabling under review' },
      tone: 'pending',
    },
    { value: '2', label: { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' }, tone: 'positive' },
    {
      value: '3',
      label: { 'zh-CN': '停用审核中', 'zh-TW': '停用審核中', 'en-US': 'Disabling under review' },
      tone: 'pending',
    },
    { value: '4', label: { 'zh-CN': '已停用', 'zh-TW': '已停用', 'en-US': 'Disabled' }, tone: 'error' },
  ],
  publish_type: [
    { value: '1', label: L.listed, tone: 'positive' },
    { value: '2', label: { 'zh-CN': '已下架', 'zh-TW': '已下架', 'en-US': 'Delisted' }, tone: 'negative' },
  ],
  reasonType: [
    {
      value: '1',
      label: { 'zh-CN': '应用接入问题', 'zh-TW': '應用串接問題', 'en-US': 'Application integration issue' },
    },
    { value: '2', label: { 'zh-CN': '不再使用', 'zh-TW': '不再使用', 'en-US': 'No longer needed' } },
    { value: '3', label: L.other },
  ],
  sourceSort: [
    { value: 'createDate', label: L.newest },
    {
      value: 'goodsCount',
      label: { 'zh-CN': '应用最多', 'zh-TW': '應用最多', 'en-US': 'Most applications' },
    },
  ],
  sp_sptype: [
    {
      value: '0',
      label: { 'zh-CN': '待提交', 'zh-TW': '待提交', 'en-US': 'To be submitted' },
      tone: 'pending',
    },
    { value: '3', label: L.platformReview, tone: 'pending' },
    { value: '2', label: L.rejected, tone: 'error' },
    { value: '1', label: L.approved, tone: 'positive' },
  ],
  sp_type: [
    {
      value: '0',
      label: { 'zh-CN': '待审核', 'zh-TW': '待審核', 'en-US': 'Pending review' },
      tone: 'pending',
    },
    { value: '1', label: L.approved, tone: 'positive' },
    { value: '2', label: L.rejected, tone: 'error' },
    { value: '3', label: L.platformReview, tone: 'pending' },
  ],
  storage_type: [
    { value: '1', label: { 'zh-CN': '全量', 'zh-TW': '全量', 'en-US': 'Full' } },
    { value: '2', label: { 'zh-CN': '增量', 'zh-TW': '增量', 'en-US': 'Incremental' } },
  ],
  successFalse: [
    { value: '1', label: L.success, tone: 'positive' },
    { value: '0', label: L.failed, tone: 'error' },
    { value: '2', label: L.failed, tone: 'error' },
  ],
  testType: [
    { value: '1', label: { 'zh-CN': '消费方测试', 'zh-TW': '消費方測試', 'en-US': 'Consumer test' } },
    { value: '2', label: { 'zh-CN': '开发方测试', 'zh-TW': '開發方測試', 'en-US': 'Developer test' } },
    { value: '3', label: { 'zh-CN': '运营方测试', 'zh-TW': '營運方測試', 'en-US': 'Operator test' } },
  ],
  version_status: [
    {
      value: '0',
      label: { 'zh-CN': '待上架', 'zh-TW': '待上架', 'en-US': 'Pending listing' },
      tone: 'pending',
    },
    { value: '1', label: L.listed, tone: 'positive' },
    { value: '2', label: { 'zh-CN': '已停用', 'zh-TW': '已停用', 'en-US': 'Disabled' }, tone: 'negative' },
  ],
  yes_no: [
    { value: '1', label: L.yes },
    { value: '0', label: L.no },
  ],
  caseType: [
    { value: '0', label: { 'zh-CN': '未部署', 'zh-TW': '未部署', 'en-US': 'Not deployed' }, tone: 'error' },
    { value: '1', label: { 'zh-CN': '已部署', 'zh-TW': '已部署', 'en-US': 'Deployed' }, tone: 'negative' },
    { value: '2', label: { 'zh-CN': '已发布', 'zh-TW': '已發布', 'en-US': 'Published' }, tone: 'positive' },
  ],
  case_status: [
    {
      value: 'WAITING_FOR_DEPLOYMENT',
      label: { 'zh-CN': '待部署', 'zh-TW': '待部署', 'en-US': 'Awaiting deployment' },
      tone: 'pending',
    },
    {
      value: 'STARTING',
      label: { 'zh-CN': '启动中', 'zh-TW': '啟動中', 'en-US': 'Starting' },
      tone: 'pending',
    },
    {
      value: 'RUNNING',
      label: { 'zh-CN': '运行中', 'zh-TW': '執行中', 'en-US': 'Running' },
      tone: 'pending',
    },
    {
      value: 'DISABLED',
      label: { 'zh-CN': '已停用', 'zh-TW': '已停用', 'en-US': 'Disabled' },
      tone: 'negative',
    },
    { value: 'PAUSED', label: { 'zh-CN': '已暂停', 'zh-TW': '已暫停', 'en-US': 'Paused' }, tone: 'pending' },
    {
      value: 'ERROR',
      label: { 'zh-CN': '运行异常', 'zh-TW': '執行異常', 'en-US': 'Run error' },
      tone: 'error',
    },
    {
      value: 'SYSTEM_DISABLED',
      label: {
        'zh-CN': '资源管控暂停',
        'zh-TW': '資源管控暫停',
        'en-US': 'Temporarily stopped by resource control',
      },
      tone: 'error',
    },
    {
      value: 'RESUMING',
      label: { 'zh-CN': '恢复中', 'zh-TW': '恢復中', 'en-US': 'Resuming' },
      tone: 'pending',
    },
    {
      value: 'FINISHED',
      label: { 'zh-CN': '已结束', 'zh-TW': '已結束', 'en-US': 'Finished' },
      tone: 'positive',
    },
  ],

  // Other label sets and constants of §3.1.
  role_type: [
    { value: '0', label: ROLE_TYPE_LABELS[0] },
    { value: '1', label: ROLE_TYPE_LABELS[1] },
    { value: '2', label: ROLE_TYPE_LABELS[2] },
    { value: '3', label: ROLE_TYPE_LABELS[3] },
  ],
  pay_method: [{ value: 'VIRTUAL_COIN_PAY', label: L.creditLimit }],
  user_status: [
    { value: '0', label: L.disabled, tone: 'negative' },
    { value: '1', label: L.normal, tone: 'positive' },
  ],
  login_status: [
    { value: '0', label: L.failed, tone: 'error' },
    { value: '1', label: L.success, tone: 'positive' },
    {
      value: '2',
      label: { 'zh-CN': '账号已锁定', 'zh-TW': '帳號已鎖定', 'en-US': 'Account locked' },
      tone: 'error',
    },
  ],
  login_operation: [
    { value: '0', label: { 'zh-CN': '登录', 'zh-TW': '登入', 'en-US': 'Log in' } },
    { value: '1', label: { 'zh-CN': '退出', 'zh-TW': '登出', 'en-US': 'Log out' } },
  ],
  notice_status: [
    { value: '0', label: { 'zh-CN': '草稿', 'zh-TW': '草稿', 'en-US': 'Draft' }, tone: 'pending' },
    { value: '1', label: { 'zh-CN': '已发送', 'zh-TW': '已發送', 'en-US': 'Sent' }, tone: 'positive' },
  ],
  notice_read_status: [
    { value: '0', label: { 'zh-CN': '未读', 'zh-TW': '未讀', 'en-US': 'Unread' }, tone: 'error' },
    { value: '1', label: { 'zh-CN': '已读', 'zh-TW': '已讀', 'en-US': 'Read' }, tone: 'positive' },
  ],
  notice_receiver_type: [
    { value: '0', label: { 'zh-CN': '全部', 'zh-TW': '全部', 'en-US': 'All' } },
    { value: '1', label: { 'zh-CN': '按角色', 'zh-TW': '依角色', 'en-US': 'By role' } },
  ],
  job_status: [
    { value: '0', label: { 'zh-CN': '暂停', 'zh-TW': '暫停', 'en-US': 'Paused' }, tone: 'pending' },
    { value: '1', label: L.normal, tone: 'positive' },
  ],
  job_log_status: [
    { value: '0', label: L.failed, tone: 'error' },
    { value: '1', label: L.success, tone: 'positive' },
  ],
  send_status: [
    { value: '0', label: L.failed, tone: 'error' },
    { value: '1', label: L.success, tone: 'positive' },
    // Not in the spec: a notification written with its business change and sent after the commit.
    { value: '2', label: { 'zh-CN': '待发送', 'zh-TW': '待發送', 'en-US': 'Pending' }, tone: 'pending' },
  ],
  process_ended: [
    {
      value: '0',
      label: { 'zh-CN': '未完成', 'zh-TW': '未完成', 'en-US': 'Not completed' },
      tone: 'pending',
    },
    { value: '1', label: L.completed, tone: 'positive' },
  ],
  process_suspended: [
    { value: '0', label: L.no, tone: 'positive' },
    { value: '1', label: L.yes, tone: 'pending' },
  ],
  // Status of a data asset: the review values of sp_sptype plus disabled 4.
  source_status: [
    {
      value: '0',
      label: { 'zh-CN': '待提交', 'zh-TW': '待提交', 'en-US': 'To be submitted' },
      tone: 'pending',
    },
    { value: '3', label: L.platformReview, tone: 'pending' },
    { value: '2', label: L.rejected, tone: 'error' },
    { value: '1', label: L.approved, tone: 'positive' },
    { value: '4', label: L.disabled, tone: 'negative' },
  ],
  // How often a supplier refreshes an asset's data.
  update_frequency: [
    { value: 'realtime', label: { 'zh-CN': '实时', 'zh-TW': '即時', 'en-US': 'Real time' } },
    { value: 'hourly', label: { 'zh-CN': '每小时', 'zh-TW': '每小時', 'en-US': 'Hourly' } },
    { value: 'daily', label: { 'zh-CN': '每天', 'zh-TW': '每天', 'en-US': 'Daily' } },
    { value: 'weekly', label: { 'zh-CN': '每周', 'zh-TW': '每週', 'en-US': 'Weekly' } },
    { value: 'monthly', label: { 'zh-CN': '每月', 'zh-TW': '每月', 'en-US': 'Monthly' } },
    { value: 'quarterly', label: { 'zh-CN': '每季度', 'zh-TW': '每季', 'en-US': 'Quarterly' } },
    { value: 'yearly', label: { 'zh-CN': '每年', 'zh-TW': '每年', 'en-US': 'Yearly' } },
    { value: 'irregular', label: { 'zh-CN': '不定期', 'zh-TW': '不定期', 'en-US': 'Irregular' } },
  ],
  // State of an asset grant, from its dates and revocation.
  grant_state: [
    {
      value: 'pending',
      label: { 'zh-CN': '未生效', 'zh-TW': '未生效', 'en-US': 'Not yet valid' },
      tone: 'pending',
    },
    { value: 'active', label: { 'zh-CN': '生效中', 'zh-TW': '生效中', 'en-US': 'Active' }, tone: 'positive' },
    {
      value: 'expired',
      label: { 'zh-CN': '已过期', 'zh-TW': '已過期', 'en-US': 'Expired' },
      tone: 'negative',
    },
    { value: 'revoked', label: { 'zh-CN': '已撤销', 'zh-TW': '已撤銷', 'en-US': 'Revoked' }, tone: 'error' },
  ],
  // Black and white list of an asset or goods item (AccessListMode).
  black_white_mode: [
    {
      value: '0',
      label: { 'zh-CN': '不限制', 'zh-TW': '不限制', 'en-US': 'No restriction' },
      tone: 'negative',
    },
    {
      value: '1',
      label: { 'zh-CN': '白名单', 'zh-TW': '白名單', 'en-US': 'Whitelist only' },
      tone: 'positive',
    },
    { value: '2', label: { 'zh-CN': '黑名单', 'zh-TW': '黑名單', 'en-US': 'Blacklist' }, tone: 'error' },
  ],
  // State of a user's USB key (UKeyStatus); 0 means no key is bound.
  ukey_status: [
    { value: '0', label: { 'zh-CN': '未绑定', 'zh-TW': '未綁定', 'en-US': 'Not bound' }, tone: 'negative' },
    { value: '1', label: L.normal, tone: 'positive' },
    { value: '2', label: { 'zh-CN': '已冻结', 'zh-TW': '已凍結', 'en-US': 'Frozen' }, tone: 'error' },
    {
      value: '3',
      label: { 'zh-CN': 'PIN已锁定', 'zh-TW': 'PIN已鎖定', 'en-US': 'PIN locked' },
      tone: 'error',
    },
    { value: '4', label: { 'zh-CN': '已注销', 'zh-TW': '已註銷', 'en-US': 'Revoked' }, tone: 'negative' },
  ],
  // What happened to a USB key (history rows).
  ukey_action: [
    { value: 'issue', label: { 'zh-CN': '绑定', 'zh-TW': '綁定', 'en-US': 'Bound' } },
    { value: 'replace', label: { 'zh-CN': '更换', 'zh-TW': '更換', 'en-US': 'Replaced' } },
    { value: 'freeze', label: { 'zh-CN': '冻结', 'zh-TW': '凍結', 'en-US': 'Frozen' } },
    { value: 'unfreeze', label: { 'zh-CN': '解冻', 'zh-TW': '解凍', 'en-US': 'Unfrozen' } },
    { value: 'unbind', label: { 'zh-CN': '解绑', 'zh-TW': '解除綁定', 'en-US': 'Unbound' } },
    { value: 'resetPin', label: { 'zh-CN': '重置PIN码', 'zh-TW': '重設PIN碼', 'en-US': 'PIN reset' } },
    { value: 'changePin', label: { 'zh-CN': '修改PIN码', 'zh-TW': '變更PIN碼', 'en-US': 'PIN changed' } },
    {
      value: 'lock',
      label: { 'zh-CN': 'PIN错误锁定', 'zh-TW': 'PIN錯誤鎖定', 'en-US': 'Locked by wrong PINs' },
    },
    { value: 'reportLost', label: { 'zh-CN': '挂失', 'zh-TW': '掛失', 'en-US': 'Reported lost' } },
    {
      value: 'register',
      label: { 'zh-CN': '注册安全密钥', 'zh-TW': '註冊安全金鑰', 'en-US': 'Security key registered' },
    },
  ],
  // Kind of good (goods ItemType).
  item_type: [
    { value: '1', label: { 'zh-CN': '数据应用', 'zh-TW': '數據應用', 'en-US': 'Data application' } },
    { value: '2', label: { 'zh-CN': '数据包', 'zh-TW': '數據包', 'en-US': 'Data package' } },
    { value: '3', label: { 'zh-CN': '数据资产商品', 'zh-TW': '數據資產商品', 'en-US': 'Data asset goods' } },
    { value: '4', label: { 'zh-CN': '数据表商品', 'zh-TW': '數據表商品', 'en-US': 'Data table goods' } },
    { value: '5', label: { 'zh-CN': 'API商品', 'zh-TW': 'API商品', 'en-US': 'API goods' } },
  ],
  // Review state of a good: product_status plus 0 for a good never enabled (goods ProductStatus).
  item_status: [
    { value: '0', label: { 'zh-CN': '未启用', 'zh-TW': '未啟用', 'en-US': 'Not enabled' }, tone: 'pending' },
    {
      value: '1',
      label: { 'zh-CN': '启用审核中', 'zh-TW': '啟用審核中', 'en-US': 'Enabling under review' },
      tone: 'pending',
    },
    { value: '2', label: { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' }, tone: 'positive' },
    {
      value: '3',
      label: { 'zh-CN': '停用审核中', 'zh-TW': '停用審核中', 'en-US': 'Disabling under review' },
      tone: 'pending',
    },
    { value: '4', label: { 'zh-CN': '已停用', 'zh-TW': '已停用', 'en-US': 'Disabled' }, tone: 'error' },
  ],
  // Shelf state of a good: publish_type plus 0 for never listed (goods PublishType).
  item_publish: [
    { value: '0', label: { 'zh-CN': '未上架', 'zh-TW': '未上架', 'en-US': 'Not listed' }, tone: 'pending' },
    { value: '1', label: L.listed, tone: 'positive' },
    { value: '2', label: { 'zh-CN': '已下架', 'zh-TW': '已下架', 'en-US': 'Delisted' }, tone: 'negative' },
  ],
  // Billing mode of a SKU (per use is billBuyType 1).
  sku_billing_mode: [
    { value: '1', label: { 'zh-CN': '按次计费', 'zh-TW': '按次計費', 'en-US': 'Pay per use' } },
    { value: '2', label: { 'zh-CN': '按周期计费', 'zh-TW': '按週期計費', 'en-US': 'Per period' } },
    { value: '3', label: { 'zh-CN': '一次性买断', 'zh-TW': '一次性買斷', 'en-US': 'One-off' } },
    {
      value: '4',
      label: {
        'zh-CN': '按调用后付费（额度）',
        'zh-TW': '按呼叫後付費（額度）',
        'en-US': 'Pay as you go (credit)',
      },
    },
  ],
  // Algorithm of a computing key (KMS).
  kms_algorithm: [
    {
      value: 'RSA_2048',
      label: { 'zh-CN': 'RSA 2048 密钥对', 'zh-TW': 'RSA 2048 金鑰對', 'en-US': 'RSA 2048 key pair' },
    },
    { value: 'SM2', label: { 'zh-CN': 'SM2 密钥对', 'zh-TW': 'SM2 金鑰對', 'en-US': 'SM2 key pair' } },
    {
      value: 'AES_256',
      label: { 'zh-CN': 'AES-256 数据密钥', 'zh-TW': 'AES-256 資料金鑰', 'en-US': 'AES-256 data key' },
    },
    { value: 'SM4', label: { 'zh-CN': 'SM4 数据密钥', 'zh-TW': 'SM4 資料金鑰', 'en-US': 'SM4 data key' } },
  ],
  // What a computing key is for.
  kms_purpose: [
    {
      value: 'privacyNode',
      label: { 'zh-CN': '隐私计算节点', 'zh-TW': '隱私運算節點', 'en-US': 'Privacy-computing node' },
    },
    {
      value: 'offlineTransmission',
      label: { 'zh-CN': '离线传输', 'zh-TW': '離線傳輸', 'en-US': 'Offline transmission' },
    },
    {
      value: 'evidenceSigning',
      label: { 'zh-CN': '存证签名', 'zh-TW': '存證簽章', 'en-US': 'Evidence signing' },
    },
    {
      value: 'platformSecrets',
      label: { 'zh-CN': '平台保存的凭据', 'zh-TW': '平台保存的憑證', 'en-US': 'Saved credentials' },
    },
    { value: 'general', label: { 'zh-CN': '通用', 'zh-TW': '通用', 'en-US': 'General' } },
  ],
  // State of a computing key.
  kms_key_state: [
    {
      value: 'enabled',
      label: { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' },
      tone: 'positive',
    },
    {
      value: 'disabled',
      label: { 'zh-CN': '已停用', 'zh-TW': '已停用', 'en-US': 'Disabled' },
      tone: 'negative',
    },
    {
      value: 'pendingDestruction',
      label: { 'zh-CN': '待销毁', 'zh-TW': '待銷毀', 'en-US': 'Pending destruction' },
      tone: 'error',
    },
    {
      value: 'destroyed',
      label: { 'zh-CN': '已销毁', 'zh-TW': '已銷毀', 'en-US': 'Destroyed' },
      tone: 'negative',
    },
  ],
  // State of a version of a computing key.
  kms_version_state: [
    {
      value: 'active',
      label: { 'zh-CN': '当前版本', 'zh-TW': '目前版本', 'en-US': 'Active' },
      tone: 'positive',
    },
    {
      value: 'decryptOnly',
      label: { 'zh-CN': '仅解密/验签', 'zh-TW': '僅解密/驗簽', 'en-US': 'Decrypt and verify only' },
      tone: 'pending',
    },
    {
      value: 'destroyed',
      label: { 'zh-CN': '已销毁', 'zh-TW': '已銷毀', 'en-US': 'Destroyed' },
      tone: 'negative',
    },
  ],
  // What happened to or with a computing key.
  kms_action: [
    { value: 'create', label: { 'zh-CN': '创建', 'zh-TW': '建立', 'en-US': 'Created' } },
    { value: 'rotate', label: { 'zh-CN': '轮换', 'zh-TW': '輪替', 'en-US': 'Rotated' } },
    { value: 'disable', label: { 'zh-CN': '停用', 'zh-TW': '停用', 'en-US': 'Disabled' } },
    { value: 'enable', label: { 'zh-CN': '启用', 'zh-TW': '啟用', 'en-US': 'Enabled' } },
    {
      value: 'scheduleDestruction',
      label: { 'zh-CN': '计划销毁', 'zh-TW': '排定銷毀', 'en-US': 'Destruction scheduled' },
    },
    {
      value: 'cancelDestruction',
      label: { 'zh-CN': '取消销毁', 'zh-TW': '取消銷毀', 'en-US': 'Destruction cancelled' },
    },
    { value: 'destroy', label: { 'zh-CN': '销毁', 'zh-TW': '銷毀', 'en-US': 'Destroyed' } },
    {
      value: 'describe',
      label: { 'zh-CN': '修改描述', 'zh-TW': '修改描述', 'en-US': 'Description changed' },
    },
    { value: 'encrypt', label: { 'zh-CN': '加密', 'zh-TW': '加密', 'en-US': 'Encrypt' } },
    { value: 'decrypt', label: { 'zh-CN': '解密', 'zh-TW': '解密', 'en-US': 'Decrypt' } },
    { value: 'sign', label: { 'zh-CN': '签名', 'zh-TW': '簽章', 'en-US': 'Sign' } },
    { value: 'verify', label: { 'zh-CN': '验签', 'zh-TW': '驗簽', 'en-US': 'Verify' } },
  ],
  // Period unit of a per-period SKU.
  sku_period_unit: [
    { value: 'month', label: { 'zh-CN': '月', 'zh-TW': '月', 'en-US': 'Month' } },
    { value: 'year', label: { 'zh-CN': '年', 'zh-TW': '年', 'en-US': 'Year' } },
  ],
} as const satisfies Record<string, readonly EnumOption[]>;

export type DictTypeName = keyof typeof DICT;

/** The 34 enumerations named in spec §3.1, in the spec's order. */
export const SPEC_DICT_TYPES: readonly DictTypeName[] = [
  'api_type',
  'apiSort',
  'bill_cannal',
  'bill_order_type',
  'bill_pay_type',
  'bill_type',
  'billBuyType',
  'customer_bill_order_type',
  'customer_bill_status',
  'userBillType',
  'detail_type',
  'gender',
  'notice_type',
  'operation_type',
  'order_status',
  'pay_status',
  'param_type',
  'paramType',
  'post_type',
  'post_status',
  'product_delete',
  'product_status',
  'publish_type',
  'reasonType',
  'sourceSort',
  'sp_sptype',
  'sp_type',
  'storage_type',
  'successFalse',
  'testType',
  'version_status',
  'yes_no',
  'caseType',
  'case_status',
];

function optionsOf(dictType: DictTypeName): readonly EnumOption[] {
  return DICT[dictType];
}

function findOption(dictType: DictTypeName, value: string | number): EnumOption | undefined {
  const wanted = String(value);
  return optionsOf(dictType).find((option) => option.value === wanted);
}

/** Every dictionary type with its labels in the given language, in declaration order. */
export function dictTypes(locale: Locale): DictType[] {
  return (Object.keys(DICT) as DictTypeName[]).map((dictType) => ({
    dictType,
    dataList: optionsOf(dictType).map((option) => ({
      dictLabel: option.label[locale],
      dictValue: option.value,
    })),
  }));
}

/** The label of a value in the given language; the value itself when it is not part of the enumeration. */
export function enumLabel(dictType: DictTypeName, value: string | number, locale: Locale): string {
  return findOption(dictType, value)?.label[locale] ?? String(value);
}

/** The display status group of a value, if it has one. */
export function enumTone(dictType: DictTypeName, value: string | number): StatusTone | undefined {
  return findOption(dictType, value)?.tone;
}

/** The wire values of an enumeration, in declaration order. */
export function enumValues(dictType: DictTypeName): string[] {
  return optionsOf(dictType).map((option) => option.value);
}
