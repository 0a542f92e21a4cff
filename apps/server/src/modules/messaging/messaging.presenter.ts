import type { messaging } from '@datamall/contract';
import type * as repo from './messaging.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The SMTP configuration as answered: the password only as set or not. */
export function toMailConfig(row: repo.MailConfigRow | null): messaging.MailConfig {
  return {
    host: row?.host ?? '',
    port: row?.port ?? 465,
    security: (row?.security as messaging.MailConfig['security']) ?? 'tls',
    username: row?.username ?? '',
    passwordSet: Boolean(row?.passwordSealed),
    fromAddress: row?.fromAddress ?? '',
    fromName: row?.fromName ?? '',
    enabled: row?.enabled ?? 0,
    updatedAt: iso(row?.updatedAt ?? null),
  };
}

/** The SMS configuration as answered: the secret only as set or not; none saved shows the server's own. */
export function toSmsConfig(row: repo.SmsConfigRow | null, serverProvider: string): messaging.SmsConfig {
  return {
    provider: (row?.provider ?? serverProvider) as messaging.SmsConfig['provider'],
    url: row?.url ?? '',
    secretSet: Boolean(row?.secretSealed),
    signatureHeader: row?.signatureHeader ?? 'X-Signature',
    enabled: row?.enabled ?? 0,
    updatedAt: iso(row?.updatedAt ?? null),
  };
}

export function toMailTemplate(row: repo.MailTemplateRow): messaging.MailTemplate {
  return {
    id: String(row.id),
    code: row.code,
    name: row.name,
    variables: row.variables,
    subject: row.subject,
    body: row.body,
    builtin: row.builtin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSmsTemplate(row: repo.SmsTemplateRow): messaging.SmsTemplate {
  return {
    id: String(row.id),
    code: row.code,
    name: row.name,
    variables: row.variables,
    content: row.content,
    builtin: row.builtin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function logFields(row: repo.MailLogRow | repo.SmsLogRow) {
  return {
    id: String(row.id),
    userId: row.userId === null ? null : String(row.userId),
    templateCode: row.templateCode,
    params: row.params,
    locale: row.locale,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

export function toMailLog(row: repo.MailLogRow): messaging.MailLog {
  return { ...logFields(row), receiver: row.receiver, subject: row.subject, body: row.body };
}

export function toSmsLog(row: repo.SmsLogRow): messaging.SmsLog {
  return { ...logFields(row), mobile: row.mobile, content: row.content, provider: row.provider };
}
