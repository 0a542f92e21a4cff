import type { Locale, Localized } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The SMTP server the platform mails through: one row (id 1) once an operator saved it. */
export const sysMailConfig = pgTable(
  'sys_mail_config',
  {
    id: smallint('id').primaryKey(),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    /** none, starttls or tls */
    security: varchar('security', { length: 10 }).notNull(),
    username: varchar('username', { length: 255 }).notNull().default(''),
    /** Sealed by the platform's secret box; '' when none. */
    passwordSealed: text('password_sealed').notNull().default(''),
    fromAddress: varchar('from_address', { length: 255 }).notNull(),
    fromName: varchar('from_name', { length: 100 }).notNull().default(''),
    enabled: smallint('enabled').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sys_mail_config_single_row', sql`${t.id} = 1`)],
);

/** The SMS provider: one row (id 1) once an operator saved it; until then the server's own (log or file). */
export const sysSmsConfig = pgTable(
  'sys_sms_config',
  {
    id: smallint('id').primaryKey(),
    /** log, file or http */
    provider: varchar('provider', { length: 10 }).notNull(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    /** The HTTP provider's signing secret, sealed; '' when none. */
    secretSealed: text('secret_sealed').notNull().default(''),
    signatureHeader: varchar('signature_header', { length: 64 }).notNull().default('X-Signature'),
    enabled: smallint('enabled').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sys_sms_config_single_row', sql`${t.id} = 1`)],
);

/** A mail template: subject and body in every language, with `{{variable}}` placeholders. */
export const sysMailTemplate = pgTable('sys_mail_template', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 64 }).notNull().unique('sys_mail_template_code_uq'),
  name: varchar('name', { length: 100 }).notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  subject: jsonb('subject').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  /** 1: used by the platform's notifications. */
  builtin: smallint('builtin').notNull().default(0),
  ...timestamps,
});

/** An SMS template: the text in every language, with `{{variable}}` placeholders. */
export const sysSmsTemplate = pgTable('sys_sms_template', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 64 }).notNull().unique('sys_sms_template_code_uq'),
  name: varchar('name', { length: 100 }).notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  content: jsonb('content').$type<Localized>().notNull(),
  builtin: smallint('builtin').notNull().default(0),
  ...timestamps,
});

const logColumns = {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The receiving user; null for a test send. */
  userId: bigint('user_id', { mode: 'number' }),
  templateCode: varchar('template_code', { length: 64 }).notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  locale: varchar('locale', { length: 5 }).$type<Locale>().notNull(),
  /** send_status: failed 0, sent 1, pending 2 */
  status: smallint('status').notNull().default(2),
  error: text('error').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  /** When a sender took the entry (another sender leaves it alone until this is old). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
};

/** Every mail the platform sent or is to send, rendered as sent. */
export const sysMailLog = pgTable(
  'sys_mail_log',
  {
    ...logColumns,
    receiver: varchar('receiver', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    index('sys_mail_log_created_idx').on(t.createdAt),
    index('sys_mail_log_pending_idx').on(t.id).where(sql`${t.status} = 2`),
  ],
);

/** Every SMS the platform sent or is to send through the configured provider. */
export const sysSmsLog = pgTable(
  'sys_sms_log',
  {
    ...logColumns,
    mobile: varchar('mobile', { length: 20 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    provider: varchar('provider', { length: 10 }).notNull().default(''),
  },
  (t) => [
    index('sys_sms_log_created_idx').on(t.createdAt),
    index('sys_sms_log_pending_idx').on(t.id).where(sql`${t.status} = 2`),
  ],
);

/** The language a user's mails and SMS are written in (none saved: zh-CN). */
export const sysMessageLocale = pgTable('sys_message_locale', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  locale: varchar('locale', { length: 5 }).$type<Locale>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
