import { ErrorCode, LOCALES, type Localized, messaging } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';

/** The codes of the notifications the platform sends, with the variables each one fills. */
export const NOTIFICATIONS = {
  registrationApproved: 'registration.approved',
  registrationRejected: 'registration.rejected',
  goodsReviewApproved: 'goods.review.approved',
  goodsReviewRejected: 'goods.review.rejected',
  assetReviewApproved: 'asset.review.approved',
  assetReviewRejected: 'asset.review.rejected',
  communityReviewApproved: 'community.review.approved',
  communityReviewRejected: 'community.review.rejected',
  enterpriseApproved: 'enterprise.approved',
  enterpriseRejected: 'enterprise.rejected',
  refundApproved: 'refund.approved',
  refundRejected: 'refund.rejected',
  orderPaid: 'order.paid',
  orderSold: 'order.sold',
  quotaThreshold: 'quota.threshold',
  quotaExhausted: 'quota.exhausted',
} as const;
export type NotificationCode = (typeof NOTIFICATIONS)[keyof typeof NOTIFICATIONS];

interface Seed {
  code: NotificationCode;
  name: string;
  variables: string[];
  subject: Localized;
  body: Localized;
  sms: Localized;
}

const SEEDS: Seed[] = [
  {
    code: NOTIFICATIONS.registrationApproved,
    name: '注册审核通过',
    variables: ['username', 'companyName'],
    subject: {
      'zh-CN': '【工业数据交易平台】您的注册已审核通过',
      'zh-TW': '【工業資料交易平台】您的註冊已審核通過',
      'en-US': '[Industrial Data Marketplace] Your registration is approved',
    },
    body: {
      'zh-CN':
        '{{companyName}} 的 {{username}}，您好：\n\n您的注册申请已审核通过，现在可以登录平台使用全部功能。',
      'zh-TW':
        '{{companyName}} 的 {{username}}，您好：\n\n您的註冊申請已審核通過，現在可以登入平台使用全部功能。',
      'en-US':
        'Dear {{username}} of {{companyName}},\n\nYour registration is approved: you can now sign in and use every feature of the platform.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的注册已审核通过，欢迎登录使用。',
      'zh-TW': '【工業資料交易平台】{{username}}，您的註冊已審核通過，歡迎登入使用。',
      'en-US': '[Industrial Data Marketplace] {{username}}, your registration is approved. Welcome!',
    },
  },
  {
    code: NOTIFICATIONS.registrationRejected,
    name: '注册审核驳回',
    variables: ['username', 'reason'],
    subject: {
      'zh-CN': '【工业数据交易平台】您的注册未通过审核',
      'zh-TW': '【工業資料交易平台】您的註冊未通過審核',
      'en-US': '[Industrial Data Marketplace] Your registration was not approved',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您的注册申请未通过审核，原因：{{reason}}\n\n请修改注册信息后重新提交。',
      'zh-TW':
        '{{username}}，您好：\n\n您的註冊申請未通過審核，原因：{{reason}}\n\n請修改註冊資訊後重新提交。',
      'en-US':
        'Dear {{username}},\n\nYour registration was not approved. Reason: {{reason}}\n\nPlease correct your details and submit it again.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的注册未通过审核，原因：{{reason}}',
      'zh-TW': '【工業資料交易平台】{{username}}，您的註冊未通過審核，原因：{{reason}}',
      'en-US': '[Industrial Data Marketplace] {{username}}, your registration was not approved: {{reason}}',
    },
  },
  {
    code: NOTIFICATIONS.goodsReviewApproved,
    name: '商品审核通过',
    variables: ['username', 'goodsName'],
    subject: {
      'zh-CN': '【工业数据交易平台】商品「{{goodsName}}」的审核已通过',
      'zh-TW': '【工業資料交易平台】商品「{{goodsName}}」的審核已通過',
      'en-US': '[Industrial Data Marketplace] The review of your goods "{{goodsName}}" is approved',
    },
    body: {
      'zh-CN': '{{username}}，您好：\n\n您为商品「{{goodsName}}」提交的申请已审核通过，变更已生效。',
      'zh-TW': '{{username}}，您好：\n\n您為商品「{{goodsName}}」提交的申請已審核通過，變更已生效。',
      'en-US':
        'Dear {{username}},\n\nThe request you submitted for your goods "{{goodsName}}" is approved and now in effect.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的商品「{{goodsName}}」的申请已审核通过。',
      'zh-TW': '【工業資料交易平台】{{username}}，您的商品「{{goodsName}}」的申請已審核通過。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, the request for your goods "{{goodsName}}" is approved.',
    },
  },
  {
    code: NOTIFICATIONS.goodsReviewRejected,
    name: '商品审核驳回',
    variables: ['username', 'goodsName', 'reason'],
    subject: {
      'zh-CN': '【工业数据交易平台】商品「{{goodsName}}」的审核未通过',
      'zh-TW': '【工業資料交易平台】商品「{{goodsName}}」的審核未通過',
      'en-US': '[Industrial Data Marketplace] The review of your goods "{{goodsName}}" was not approved',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您为商品「{{goodsName}}」提交的申请未通过审核，原因：{{reason}}\n\n商品已恢复到申请前的状态，请修改后重新提交。',
      'zh-TW':
        '{{username}}，您好：\n\n您為商品「{{goodsName}}」提交的申請未通過審核，原因：{{reason}}\n\n商品已恢復到申請前的狀態，請修改後重新提交。',
      'en-US':
        'Dear {{username}},\n\nThe request you submitted for your goods "{{goodsName}}" was not approved. Reason: {{reason}}\n\nThe goods are back in their state before the request: please correct it and submit it again.',
    },
    sms: {
      'zh-CN':
        '【工业数据交易平台】{{username}}，您的商品「{{goodsName}}」的申请未通过审核，原因：{{reason}}',
      'zh-TW':
        '【工業資料交易平台】{{username}}，您的商品「{{goodsName}}」的申請未通過審核，原因：{{reason}}',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, the request for your goods "{{goodsName}}" was not approved: {{reason}}',
    },
  },
  {
    code: NOTIFICATIONS.assetReviewApproved,
    name: '数据资产审核通过',
    variables: ['username', 'assetName'],
    subject: {
      'zh-CN': '【工业数据交易平台】数据资产「{{assetName}}」已审核通过',
      'zh-TW': '【工業資料交易平台】資料資產「{{assetName}}」已審核通過',
      'en-US': '[Industrial Data Marketplace] Your data asset "{{assetName}}" is approved',
    },
    body: {
      'zh-CN': '{{username}}，您好：\n\n您提交的数据资产「{{assetName}}」已审核通过，审核的版本现已上架。',
      'zh-TW': '{{username}}，您好：\n\n您提交的資料資產「{{assetName}}」已審核通過，審核的版本現已上架。',
      'en-US':
        'Dear {{username}},\n\nYour data asset "{{assetName}}" is approved: the reviewed version is now listed.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的数据资产「{{assetName}}」已审核通过。',
      'zh-TW': '【工業資料交易平台】{{username}}，您的資料資產「{{assetName}}」已審核通過。',
      'en-US': '[Industrial Data Marketplace] {{username}}, your data asset "{{assetName}}" is approved.',
    },
  },
  {
    code: NOTIFICATIONS.assetReviewRejected,
    name: '数据资产审核驳回',
    variables: ['username', 'assetName', 'reason'],
    subject: {
      'zh-CN': '【工业数据交易平台】数据资产「{{assetName}}」未通过审核',
      'zh-TW': '【工業資料交易平台】資料資產「{{assetName}}」未通過審核',
      'en-US': '[Industrial Data Marketplace] Your data asset "{{assetName}}" was not approved',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您提交的数据资产「{{assetName}}」未通过审核，原因：{{reason}}\n\n请修改后重新提交。',
      'zh-TW':
        '{{username}}，您好：\n\n您提交的資料資產「{{assetName}}」未通過審核，原因：{{reason}}\n\n請修改後重新提交。',
      'en-US':
        'Dear {{username}},\n\nYour data asset "{{assetName}}" was not approved. Reason: {{reason}}\n\nPlease correct it and submit it again.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的数据资产「{{assetName}}」未通过审核，原因：{{reason}}',
      'zh-TW': '【工業資料交易平台】{{username}}，您的資料資產「{{assetName}}」未通過審核，原因：{{reason}}',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, your data asset "{{assetName}}" was not approved: {{reason}}',
    },
  },
  {
    code: NOTIFICATIONS.communityReviewApproved,
    name: '社区内容审核通过',
    variables: ['username', 'title'],
    subject: {
      'zh-CN': '【工业数据交易平台】您的社区内容「{{title}}」已审核通过',
      'zh-TW': '【工業資料交易平台】您的社群內容「{{title}}」已審核通過',
      'en-US': '[Industrial Data Marketplace] Your community post "{{title}}" is approved',
    },
    body: {
      'zh-CN': '{{username}}，您好：\n\n您提交的社区内容「{{title}}」已审核通过，现已公开发布。',
      'zh-TW': '{{username}}，您好：\n\n您提交的社群內容「{{title}}」已審核通過，現已公開發布。',
      'en-US': 'Dear {{username}},\n\nYour community post "{{title}}" is approved and now published.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的社区内容「{{title}}」已审核通过。',
      'zh-TW': '【工業資料交易平台】{{username}}，您的社群內容「{{title}}」已審核通過。',
      'en-US': '[Industrial Data Marketplace] {{username}}, your community post "{{title}}" is approved.',
    },
  },
  {
    code: NOTIFICATIONS.communityReviewRejected,
    name: '社区内容审核驳回',
    variables: ['username', 'title', 'reason'],
    subject: {
      'zh-CN': '【工业数据交易平台】您的社区内容「{{title}}」未通过审核',
      'zh-TW': '【工業資料交易平台】您的社群內容「{{title}}」未通過審核',
      'en-US': '[Industrial Data Marketplace] Your community post "{{title}}" was not approved',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您提交的社区内容「{{title}}」未通过审核，原因：{{reason}}\n\n请修改后重新提交。',
      'zh-TW':
        '{{username}}，您好：\n\n您提交的社群內容「{{title}}」未通過審核，原因：{{reason}}\n\n請修改後重新提交。',
      'en-US':
        'Dear {{username}},\n\nYour community post "{{title}}" was not approved. Reason: {{reason}}\n\nPlease edit it and submit it again.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的社区内容「{{title}}」未通过审核，原因：{{reason}}',
      'zh-TW': '【工業資料交易平台】{{username}}，您的社群內容「{{title}}」未通過審核，原因：{{reason}}',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, your community post "{{title}}" was not approved: {{reason}}',
    },
  },
  {
    code: NOTIFICATIONS.enterpriseApproved,
    name: '企业认证通过',
    variables: ['username', 'companyName'],
    subject: {
      'zh-CN': '【工业数据交易平台】您的企业认证已通过',
      'zh-TW': '【工業資料交易平台】您的企業認證已通過',
      'en-US': '[Industrial Data Marketplace] Your enterprise certification is approved',
    },
    body: {
      'zh-CN': '{{companyName}} 的 {{username}}，您好：\n\n您的企业认证已审核通过，店铺已获得认证标识。',
      'zh-TW': '{{companyName}} 的 {{username}}，您好：\n\n您的企業認證已審核通過，店鋪已獲得認證標識。',
      'en-US':
        'Dear {{username}} of {{companyName}},\n\nYour enterprise certification is approved: your shop now shows it as certified.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，{{companyName}} 的企业认证已通过。',
      'zh-TW': '【工業資料交易平台】{{username}}，{{companyName}} 的企業認證已通過。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, the certification of {{companyName}} is approved.',
    },
  },
  {
    code: NOTIFICATIONS.enterpriseRejected,
    name: '企业认证驳回',
    variables: ['username', 'companyName', 'reason'],
    subject: {
      'zh-CN': '【工业数据交易平台】您的企业认证未通过',
      'zh-TW': '【工業資料交易平台】您的企業認證未通過',
      'en-US': '[Industrial Data Marketplace] Your enterprise certification was not approved',
    },
    body: {
      'zh-CN':
        '{{companyName}} 的 {{username}}，您好：\n\n您的企业认证未通过审核，原因：{{reason}}\n\n请修改认证资料后重新提交。',
      'zh-TW':
        '{{companyName}} 的 {{username}}，您好：\n\n您的企業認證未通過審核，原因：{{reason}}\n\n請修改認證資料後重新提交。',
      'en-US':
        'Dear {{username}} of {{companyName}},\n\nYour enterprise certification was not approved. Reason: {{reason}}\n\nPlease correct your details and submit them again.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，您的企业认证未通过，原因：{{reason}}',
      'zh-TW': '【工業資料交易平台】{{username}}，您的企業認證未通過，原因：{{reason}}',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, your enterprise certification was not approved: {{reason}}',
    },
  },
  {
    code: NOTIFICATIONS.refundApproved,
    name: '退款申请通过',
    variables: ['username', 'orderNo', 'goodsName', 'amount'],
    subject: {
      'zh-CN': '【工业数据交易平台】订单 {{orderNo}} 的退款已通过',
      'zh-TW': '【工業資料交易平台】訂單 {{orderNo}} 的退款已通過',
      'en-US': '[Industrial Data Marketplace] The refund of order {{orderNo}} is approved',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您对订单 {{orderNo}}（{{goodsName}}）的退款申请已通过，¥{{amount}} 已退回您的额度。',
      'zh-TW':
        '{{username}}，您好：\n\n您對訂單 {{orderNo}}（{{goodsName}}）的退款申請已通過，¥{{amount}} 已退回您的額度。',
      'en-US':
        'Dear {{username}},\n\nYour refund request for order {{orderNo}} ({{goodsName}}) is approved: CNY {{amount}} is back in your credit.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，订单 {{orderNo}} 的退款已通过，¥{{amount}} 已退回额度。',
      'zh-TW': '【工業資料交易平台】{{username}}，訂單 {{orderNo}} 的退款已通過，¥{{amount}} 已退回額度。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, the refund of order {{orderNo}} is approved: CNY {{amount}} is back in your credit.',
    },
  },
  {
    code: NOTIFICATIONS.refundRejected,
    name: '退款申请驳回',
    variables: ['username', 'orderNo', 'goodsName', 'reason'],
    subject: {
      'zh-CN': '【工业数据交易平台】订单 {{orderNo}} 的退款未通过',
      'zh-TW': '【工業資料交易平台】訂單 {{orderNo}} 的退款未通過',
      'en-US': '[Industrial Data Marketplace] The refund of order {{orderNo}} was not approved',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您对订单 {{orderNo}}（{{goodsName}}）的退款申请未通过，原因：{{reason}}',
      'zh-TW':
        '{{username}}，您好：\n\n您對訂單 {{orderNo}}（{{goodsName}}）的退款申請未通過，原因：{{reason}}',
      'en-US':
        'Dear {{username}},\n\nYour refund request for order {{orderNo}} ({{goodsName}}) was not approved. Reason: {{reason}}',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，订单 {{orderNo}} 的退款未通过，原因：{{reason}}',
      'zh-TW': '【工業資料交易平台】{{username}}，訂單 {{orderNo}} 的退款未通過，原因：{{reason}}',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, the refund of order {{orderNo}} was not approved: {{reason}}',
    },
  },
  {
    code: NOTIFICATIONS.orderPaid,
    name: '订单支付成功（买家）',
    variables: ['username', 'orderNo', 'goodsName', 'amount'],
    subject: {
      'zh-CN': '【工业数据交易平台】订单 {{orderNo}} 支付成功',
      'zh-TW': '【工業資料交易平台】訂單 {{orderNo}} 付款成功',
      'en-US': '[Industrial Data Marketplace] Order {{orderNo}} is paid',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您的订单 {{orderNo}}（{{goodsName}}）已支付成功，金额 ¥{{amount}}。可在“我的订单”中查看交付。',
      'zh-TW':
        '{{username}}，您好：\n\n您的訂單 {{orderNo}}（{{goodsName}}）已付款成功，金額 ¥{{amount}}。可在「我的訂單」中查看交付。',
      'en-US':
        'Dear {{username}},\n\nYour order {{orderNo}} ({{goodsName}}) is paid: CNY {{amount}}. Its delivery is under "My orders".',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，订单 {{orderNo}}（{{goodsName}}）已支付 ¥{{amount}}。',
      'zh-TW': '【工業資料交易平台】{{username}}，訂單 {{orderNo}}（{{goodsName}}）已付款 ¥{{amount}}。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, order {{orderNo}} ({{goodsName}}) is paid: CNY {{amount}}.',
    },
  },
  {
    code: NOTIFICATIONS.orderSold,
    name: '新订单已支付（卖家）',
    variables: ['username', 'orderNo', 'goodsName', 'amount'],
    subject: {
      'zh-CN': '【工业数据交易平台】您有一笔新订单已支付：{{orderNo}}',
      'zh-TW': '【工業資料交易平台】您有一筆新訂單已付款：{{orderNo}}',
      'en-US': '[Industrial Data Marketplace] A new order was paid: {{orderNo}}',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n您的商品「{{goodsName}}」有一笔新订单 {{orderNo}} 已支付，金额 ¥{{amount}}。',
      'zh-TW':
        '{{username}}，您好：\n\n您的商品「{{goodsName}}」有一筆新訂單 {{orderNo}} 已付款，金額 ¥{{amount}}。',
      'en-US':
        'Dear {{username}},\n\nA new order {{orderNo}} of your goods "{{goodsName}}" was paid: CNY {{amount}}.',
    },
    sms: {
      'zh-CN': '【工业数据交易平台】{{username}}，「{{goodsName}}」的新订单 {{orderNo}} 已支付 ¥{{amount}}。',
      'zh-TW': '【工業資料交易平台】{{username}}，「{{goodsName}}」的新訂單 {{orderNo}} 已付款 ¥{{amount}}。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, new order {{orderNo}} of "{{goodsName}}" was paid: CNY {{amount}}.',
    },
  },
  {
    code: NOTIFICATIONS.quotaThreshold,
    name: 'API 调用额度预警',
    variables: ['username', 'orderNo', 'goodsName', 'percent', 'remaining', 'total'],
    subject: {
      'zh-CN': '【工业数据交易平台】「{{goodsName}}」的 API 调用次数已用 {{percent}}%',
      'zh-TW': '【工業資料交易平台】「{{goodsName}}」的 API 呼叫次數已用 {{percent}}%',
      'en-US': '[Industrial Data Marketplace] {{percent}}% of the API calls of "{{goodsName}}" are used',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n订单 {{orderNo}}（{{goodsName}}）的 {{total}} 次调用已用 {{percent}}%，剩余 {{remaining}} 次。用完后调用将被拒绝，请及时续购。',
      'zh-TW':
        '{{username}}，您好：\n\n訂單 {{orderNo}}（{{goodsName}}）的 {{total}} 次呼叫已用 {{percent}}%，剩餘 {{remaining}} 次。用完後呼叫將被拒絕，請及時續購。',
      'en-US':
        'Dear {{username}},\n\n{{percent}}% of the {{total}} calls of order {{orderNo}} ({{goodsName}}) are used: {{remaining}} remain. Once they are used, calls are refused: buy a new pack in time.',
    },
    sms: {
      'zh-CN':
        '【工业数据交易平台】{{username}}，「{{goodsName}}」的 API 调用次数已用 {{percent}}%，剩余 {{remaining}} 次。',
      'zh-TW':
        '【工業資料交易平台】{{username}}，「{{goodsName}}」的 API 呼叫次數已用 {{percent}}%，剩餘 {{remaining}} 次。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, {{percent}}% of the API calls of "{{goodsName}}" are used: {{remaining}} remain.',
    },
  },
  {
    code: NOTIFICATIONS.quotaExhausted,
    name: 'API 调用额度用完',
    variables: ['username', 'orderNo', 'goodsName', 'remaining', 'total'],
    subject: {
      'zh-CN': '【工业数据交易平台】「{{goodsName}}」的 API 调用次数已用完',
      'zh-TW': '【工業資料交易平台】「{{goodsName}}」的 API 呼叫次數已用完',
      'en-US': '[Industrial Data Marketplace] The API calls of "{{goodsName}}" are used up',
    },
    body: {
      'zh-CN':
        '{{username}}，您好：\n\n订单 {{orderNo}}（{{goodsName}}）的 {{total}} 次调用已用完（剩余 {{remaining}} 次），后续调用将被拒绝，请续购。',
      'zh-TW':
        '{{username}}，您好：\n\n訂單 {{orderNo}}（{{goodsName}}）的 {{total}} 次呼叫已用完（剩餘 {{remaining}} 次），後續呼叫將被拒絕，請續購。',
      'en-US':
        'Dear {{username}},\n\nAll {{total}} calls of order {{orderNo}} ({{goodsName}}) are used ({{remaining}} remain): further calls are refused until you buy a new pack.',
    },
    sms: {
      'zh-CN':
        '【工业数据交易平台】{{username}}，「{{goodsName}}」的 API 调用次数已用完，后续调用将被拒绝，请续购。',
      'zh-TW':
        '【工業資料交易平台】{{username}}，「{{goodsName}}」的 API 呼叫次數已用完，後續呼叫將被拒絕，請續購。',
      'en-US':
        '[Industrial Data Marketplace] {{username}}, the API calls of "{{goodsName}}" are used up: buy a new pack to go on.',
    },
  },
];

export function mailTemplateSeeds(now: Date) {
  return SEEDS.map((s) => ({
    code: s.code,
    name: s.name,
    variables: s.variables,
    subject: s.subject,
    body: s.body,
    builtin: 1,
    createdAt: now,
    updatedAt: now,
  }));
}

export function smsTemplateSeeds(now: Date) {
  return SEEDS.map((s) => ({
    code: s.code,
    name: s.name,
    variables: s.variables,
    content: s.sms,
    builtin: 1,
    createdAt: now,
    updatedAt: now,
  }));
}

/** Refuses a text of a template that uses a placeholder its variables do not declare, naming both. */
export function assertDeclared(variables: string[], texts: Record<string, Localized>): void {
  const declared = new Set(variables);
  for (const [part, byLocale] of Object.entries(texts)) {
    for (const locale of LOCALES) {
      const unknown = messaging.templatePlaceholders(byLocale[locale]).find((name) => !declared.has(name));
      if (unknown !== undefined) {
        throw new AppError(ErrorCode.MESSAGE_TEMPLATE_UNKNOWN_VARIABLE, {
          field: `${part} (${locale})`,
          name: unknown,
        });
      }
    }
  }
}
