import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../constants.js';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { LOCALES, type Locale } from '../locales.js';

/**
 * Mail and SMS of the administration console (paths of the renren console family; operator only, permission
 * `sys:message:all`): the SMTP server and the SMS provider, templates per language with `{{variable}}`
 * placeholders, and the send logs with resend of failed entries.
 *
 * The notifications the platform sends (registration result, goods review result, …) are rendered from the
 * template of their code in the receiver's language (their saved language, else zh-CN) and written to the log as
 * pending in the business transaction; they are sent after it commits, so a slow or failing server never slows
 * or fails the business. The SMTP password and the SMS provider's signing secret are stored sealed and never
 * answered: the answers say only whether one is set.
 */

const MESSAGE = { roles: [0], permission: 'sys:message:all' } as const;

export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];
export const SMS_PROVIDERS = ['log', 'file', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number];

/** send_status of a log entry: failed 0, sent 1, waiting to be sent 2. */
export const SendStatus = { FAILED: 0, SUCCESS: 1, PENDING: 2 } as const;

/** The header the HTTP SMS provider's request carries its signature in, unless configured otherwise. */
export const SMS_SIGNATURE_HEADER = 'X-Signature';

/**
 * The HTTP SMS provider's request: POST of this JSON body; the signature header holds
 * `hex(HMAC-SHA256(secret, timestamp + "." + rawBody))` and `X-Timestamp` the timestamp (ms since 1970). Any
 * 2xx answer whose JSON (if any) does not say `{"success": false}` / a non-zero `code` counts as sent.
 */
export interface HttpSmsRequest {
  mobile: string;
  content: string;
  templateCode: string;
  params: Record<string, string>;
}

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The names of the `{{name}}` placeholders of a text, in order of appearance (repeats kept). */
export function templatePlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/** Replaces each `{{name}}` with its parameter (an unknown one with ''). */
export function renderTemplate(text: string, params: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => params[name] ?? '');
}

const zLocalized = (max: number) =>
  z.object(
    Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().min(1).max(max)])) as Record<
      Locale,
      z.ZodString
    >,
  );

const zVariables = z
  .array(z.string().trim().regex(VARIABLE))
  .max(20)
  .default([])
  .refine((v) => new Set(v).size === v.length, { message: 'format' });

const zCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{1,63}$/);

// --- mail ---------------------------------------------------------------------------------------------------

export const zMailConfig = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAIL_SECURITY),
  username: z.string(),
  /** Whether a password is saved (it is never answered). */
  passwordSet: z.boolean(),
  fromAddress: z.string(),
  fromName: z.string(),
  /** 1: the platform's notifications are mailed. */
  enabled: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type MailConfig = z.infer<typeof zMailConfig>;

export const zMailConfigInput = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[?[0-9a-fA-F:.]+\]?$/),
  port: z.coerce.number().int().min(1).max(65535),
  security: z.enum(MAIL_SECURITY),
  username: z.string().trim().max(255).default(''),
  /** A new password; empty or absent keeps the saved one. */
  password: z.string().max(255).optional(),
  /** 1 removes the saved password (sending without authentication). */
  clearPassword: z.coerce.number().int().min(0).max(1).default(0),
  fromAddress: z.string().trim().max(255).regex(EMAIL_PATTERN),
  fromName: z.string().trim().max(100).default(''),
  enabled: z.coerce.number().int().min(0).max(1).default(0),
});
export type MailConfigInput = z.input<typeof zMailConfigInput>;

export const getMailConfig = defineEndpoint({
  id: 'mail.config',
  method: 'GET',
  path: '/sys/mail/config',
  summary: 'The SMTP configuration; the password only as set or not (operator).',
  access: MESSAGE,
  response: zMailConfig,
});

export const saveMailConfig = defineEndpoint({
  id: 'mail.saveConfig',
  method: 'PUT',
  path: '/sys/mail/config',
  summary:
    'Saves the SMTP configuration; the password is sealed, an empty one keeps the saved one (operator).',
  access: MESSAGE,
  body: zMailConfigInput,
  response: zMailConfig,
});

export const testMail = defineEndpoint({
  id: 'mail.test',
  method: 'POST',
  path: '/sys/mail/test',
  summary:
    'Sends a test mail with the given (unsaved) configuration to `to`; answers the server reply or the reason it failed (operator).',
  access: MESSAGE,
  body: zMailConfigInput.extend({ to: z.string().trim().max(255).regex(EMAIL_PATTERN) }),
  response: z.object({ response: z.string() }),
});

export const zMailTemplate = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  variables: z.array(z.string()),
  subject: z.record(z.enum(LOCALES), z.string()),
  body: z.record(z.enum(LOCALES), z.string()),
  /** 1: a template the platform's notifications use (its code cannot change, it cannot be deleted). */
  builtin: z.number().int(),
  updatedAt: z.string(),
});
export type MailTemplate = z.infer<typeof zMailTemplate>;

export const zMailTemplateInput = z.object({
  code: zCode,
  name: z.string().trim().min(1).max(100),
  variables: zVariables,
  subject: zLocalized(200),
  body: zLocalized(20_000),
});
export type MailTemplateInput = z.input<typeof zMailTemplateInput>;

const zTemplateFilter = zPageParams.extend({
  code: z.string().trim().max(64).optional(),
  name: z.string().trim().max(100).optional(),
});

export const mailTemplatePage = defineEndpoint({
  id: 'mailTemplate.page',
  method: 'GET',
  path: '/sys/mailtemplate/page',
  summary: 'Mail templates by code or name (operator).',
  access: MESSAGE,
  query: zTemplateFilter,
  response: zPage(zMailTemplate),
});

export const mailTemplateInfo = defineEndpoint({
  id: 'mailTemplate.info',
  method: 'GET',
  path: '/sys/mailtemplate/{id}',
  summary: 'One mail template (operator).',
  access: MESSAGE,
  response: zMailTemplate,
});

export const createMailTemplate = defineEndpoint({
  id: 'mailTemplate.create',
  method: 'POST',
  path: '/sys/mailtemplate',
  summary: 'Adds a mail template; every placeholder must be a declared variable (operator).',
  access: MESSAGE,
  body: zMailTemplateInput,
  response: zMailTemplate,
});

export const updateMailTemplate = defineEndpoint({
  id: 'mailTemplate.update',
  method: 'PUT',
  path: '/sys/mailtemplate',
  summary: "Edits a mail template; a platform template's code stays (operator).",
  access: MESSAGE,
  body: zMailTemplateInput.extend({ id: zId }),
  response: zMailTemplate,
});

export const deleteMailTemplates = defineEndpoint({
  id: 'mailTemplate.delete',
  method: 'DELETE',
  path: '/sys/mailtemplate',
  summary: "Deletes mail templates; the platform's own are refused (operator).",
  access: MESSAGE,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

const zLogFilter = zPageParams.extend({
  receiver: z.string().trim().max(255).optional(),
  templateCode: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  /** Created on or after this day (yyyy-MM-dd, China time). */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Created on or before this day. */
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

const logFields = {
  id: z.string(),
  /** The receiving user; null for a test send. */
  userId: z.string().nullable(),
  templateCode: z.string(),
  params: z.record(z.string(), z.string()),
  locale: z.enum(LOCALES),
  status: z.number().int(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
};

export const zMailLog = z.object({
  ...logFields,
  receiver: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type MailLog = z.infer<typeof zMailLog>;

export const zResendResult = z.object({ sent: z.number().int(), failed: z.number().int() });

export const mailLogPage = defineEndpoint({
  id: 'mailLog.page',
  method: 'GET',
  path: '/sys/maillog/page',
  summary: 'Mails sent and to send, newest first, by receiver, template, status and day (operator).',
  access: MESSAGE,
  query: zLogFilter,
  response: zPage(zMailLog),
});

export const resendMail = defineEndpoint({
  id: 'mailLog.resend',
  method: 'POST',
  path: '/sys/maillog/resend',
  summary:
    'Sends failed mails again with the current configuration, at once; answers how many went (operator).',
  access: MESSAGE,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: zResendResult,
});

export const deleteMailLogs = defineEndpoint({
  id: 'mailLog.delete',
  method: 'DELETE',
  path: '/sys/maillog',
  summary: 'Deletes mail log entries (operator).',
  access: MESSAGE,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

// --- SMS ----------------------------------------------------------------------------------------------------

export const zSmsConfig = z.object({
  provider: z.enum(SMS_PROVIDERS),
  /** The HTTP provider's endpoint. */
  url: z.string(),
  /** Whether the HTTP provider's signing secret is saved (it is never answered). */
  secretSet: z.boolean(),
  signatureHeader: z.string(),
  /** 1: the platform's notifications are also sent by SMS (to users with a mobile). */
  enabled: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type SmsConfig = z.infer<typeof zSmsConfig>;

export const zSmsConfigInput = z
  .object({
    provider: z.enum(SMS_PROVIDERS),
    url: z.string().trim().max(500).default(''),
    /** A new secret; empty or absent keeps the saved one. */
    secret: z.string().max(255).optional(),
    signatureHeader: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}$/)
      .default(SMS_SIGNATURE_HEADER),
    enabled: z.coerce.number().int().min(0).max(1).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.provider !== 'http') return;
    if (!v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'required' });
    else if (!/^https?:\/\/[^\s/]+/i.test(v.url))
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'format' });
  });
export type SmsConfigInput = z.input<typeof zSmsConfigInput>;

export const getSmsConfig = defineEndpoint({
  id: 'sms.config',
  method: 'GET',
  path: '/sys/sms/config',
  summary: 'The SMS provider configuration; the secret only as set or not (operator).',
  access: MESSAGE,
  response: zSmsConfig,
});

export const saveSmsConfig = defineEndpoint({
  id: 'sms.saveConfig',
  method: 'PUT',
  path: '/sys/sms/config',
  summary: 'Saves the SMS provider configuration; the secret is sealed (operator).',
  access: MESSAGE,
  body: zSmsConfigInput,
  response: zSmsConfig,
});

export const testSms = defineEndpoint({
  id: 'sms.test',
  method: 'POST',
  path: '/sys/sms/test',
  summary: 'Sends a test SMS with the given (unsaved) configuration to `mobile` (operator).',
  access: MESSAGE,
  body: z.object({
    config: zSmsConfigInput,
    mobile: z.string().trim().regex(MOBILE_PATTERN),
  }),
  response: z.object({ response: z.string() }),
});

export const zSmsTemplate = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  variables: z.array(z.string()),
  content: z.record(z.enum(LOCALES), z.string()),
  builtin: z.number().int(),
  updatedAt: z.string(),
});
export type SmsTemplate = z.infer<typeof zSmsTemplate>;

export const zSmsTemplateInput = z.object({
  code: zCode,
  name: z.string().trim().min(1).max(100),
  variables: zVariables,
  content: zLocalized(500),
});
export type SmsTemplateInput = z.input<typeof zSmsTemplateInput>;

export const smsTemplatePage = defineEndpoint({
  id: 'smsTemplate.page',
  method: 'GET',
  path: '/sys/smstemplate/page',
  summary: 'SMS templates by code or name (operator).',
  access: MESSAGE,
  query: zTemplateFilter,
  response: zPage(zSmsTemplate),
});

export const smsTemplateInfo = defineEndpoint({
  id: 'smsTemplate.info',
  method: 'GET',
  path: '/sys/smstemplate/{id}',
  summary: 'One SMS template (operator).',
  access: MESSAGE,
  response: zSmsTemplate,
});

export const createSmsTemplate = defineEndpoint({
  id: 'smsTemplate.create',
  method: 'POST',
  path: '/sys/smstemplate',
  summary: 'Adds an SMS template; every placeholder must be a declared variable (operator).',
  access: MESSAGE,
  body: zSmsTemplateInput,
  response: zSmsTemplate,
});

export const updateSmsTemplate = defineEndpoint({
  id: 'smsTemplate.update',
  method: 'PUT',
  path: '/sys/smstemplate',
  summary: "Edits an SMS template; a platform template's code stays (operator).",
  access: MESSAGE,
  body: zSmsTemplateInput.extend({ id: zId }),
  response: zSmsTemplate,
});

export const deleteSmsTemplates = defineEndpoint({
  id: 'smsTemplate.delete',
  method: 'DELETE',
  path: '/sys/smstemplate',
  summary: "Deletes SMS templates; the platform's own are refused (operator).",
  access: MESSAGE,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const zSmsLog = z.object({
  ...logFields,
  mobile: z.string(),
  content: z.string(),
  provider: z.string(),
});
export type SmsLog = z.infer<typeof zSmsLog>;

export const smsLogPage = defineEndpoint({
  id: 'smsLog.page',
  method: 'GET',
  path: '/sys/smslog/page',
  summary: 'SMS sent and to send, newest first, by mobile, template, status and day (operator).',
  access: MESSAGE,
  query: zLogFilter,
  response: zPage(zSmsLog),
});

export const resendSms = defineEndpoint({
  id: 'smsLog.resend',
  method: 'POST',
  path: '/sys/smslog/resend',
  summary: 'Sends failed SMS again with the current configuration, at once (operator).',
  access: MESSAGE,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: zResendResult,
});

export const deleteSmsLogs = defineEndpoint({
  id: 'smsLog.delete',
  method: 'DELETE',
  path: '/sys/smslog',
  summary: 'Deletes SMS log entries (operator).',
  access: MESSAGE,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

// --- the receiver's language --------------------------------------------------------------------------------

export const getMessageLocale = defineEndpoint({
  id: 'messaging.getLocale',
  method: 'GET',
  path: '/sys/user/messagelocale',
  summary: "The language the caller's mails and SMS are written in: the saved one, else zh-CN (any user).",
  access: 'user',
  response: z.object({ locale: z.enum(LOCALES) }),
});

export const saveMessageLocale = defineEndpoint({
  id: 'messaging.saveLocale',
  method: 'PUT',
  path: '/sys/user/messagelocale',
  summary: "Saves the language the caller's mails and SMS are written in (any user).",
  access: 'user',
  body: z.object({ locale: z.enum(LOCALES) }),
  response: z.null(),
});
