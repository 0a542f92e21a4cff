import { ErrorCode, LOCALES, type Localized, messaging } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';

/** The codes of the notifications the platform sends, with the variables each one fills. */
export const NOTIFICATIONS = {
  registrationApproved: 'registration.approved',
  registrationRejected: 'registration.rejected',
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
