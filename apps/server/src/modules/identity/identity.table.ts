import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Accounts of every role type. */
export const sysUser = pgTable(
  'sys_user',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: varchar('real_name', { length: 50 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
    companyName: varchar('company_name', { length: 100 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    headUrl: varchar('head_url', { length: 300 }).notNull().default(''),
    /** operator 0, consumer 1, developer 2, supplier 3 */
    roleType: smallint('role_type').notNull(),
    /** sp_type: pending review 0, approved 1, rejected 2, awaiting platform review 3 */
    spType: smallint('sp_type').notNull().default(0),
    /** Why the registration was rejected, shown to the applicant at login. */
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    /** user_status: disabled 0, normal 1 */
    status: smallint('status').notNull().default(1),
    /** 0 allows the stores (cookie pay_code). */
    payCode: smallint('pay_code').notNull().default(1),
    superAdmin: smallint('super_admin').notNull().default(0),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sys_user_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('sys_user_mobile_uq').on(t.mobile),
  ],
);

/** A login session: opaque tokens stored as SHA-256 hashes. */
export const userSession = pgTable(
  'user_session',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    accessHash: varchar('access_hash', { length: 64 }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The sessions one login led to through refreshes (a UUID): a reused refresh token ends them all. */
    familyId: varchar('family_id', { length: 36 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    /** When a call last used the session, kept to the minute (online users). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_session_access_uq').on(t.accessHash),
    uniqueIndex('user_session_refresh_uq').on(t.refreshHash),
    index('user_session_user_idx').on(t.userId),
    index('user_session_family_idx').on(t.familyId),
  ],
);

/** Login captchas: single use, short-lived. */
export const captcha = pgTable('captcha', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  code: varchar('code', { length: 10 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** Every SMS the platform sent (the default provider only writes here). */
export const smsLog = pgTable(
  'sms_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** register | forget */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    content: varchar('content', { length: 300 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    provider: varchar('provider', { length: 30 }).notNull(),
    /** send_status: failed 0, success 1 */
    sendStatus: smallint('send_status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('sms_log_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Login and exit events with their outcome. */
export const loginLog = pgTable(
  'login_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 64 }).notNull(),
    /** login_operation: login 0, exit 1 */
    operation: smallint('operation').notNull(),
    /** login_status: failed 0, success 1, account locked 2 */
    status: smallint('status').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [index('login_log_created_idx').on(t.createdAt)],
);

/** The storefront of a supplier or developer (one per account). */
export const shopInfo = pgTable('shop_info', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  shopName: varchar('shop_name', { length: 100 }).notNull(),
  logoUrl: varchar('logo_url', { length: 300 }).notNull().default(''),
  intro: text('intro').notNull().default(''),
  contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
  contactPhone: varchar('contact_phone', { length: 20 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  /** Enterprise identity authenticated (identity-authentication approved). */
  certified: smallint('certified').notNull().default(0),
  ...timestamps,
});

/** Enterprise identity of a supplier or developer, reviewed through `identity-authentication`. */
export const enterpriseInfo = pgTable('enterprise_info', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  companyName: varchar('company_name', { length: 100 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull(),
  legalPerson: varchar('legal_person', { length: 50 }).notNull(),
  /** Storage key of the business licence image. */
  licenseFileKey: varchar('license_file_key', { length: 120 }).notNull(),
  /** sp_sptype: to submit 0, approved 1, rejected 2, awaiting platform review 3 */
  status: smallint('status').notNull().default(0),
  rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  ...timestamps,
});
