import type { Localized } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * A channel of the mall's content (the content system's "sort"): news, rules tabs, help categories, legal,
 * brands, scenes, themes. Children belong to their parent's group. Names are kept in every language.
 */
export const contentChannel = pgTable(
  'content_channel',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public code used in URLs (`/rules?scode=…`) and by the content API. */
    scode: varchar('scode', { length: 32 }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => contentChannel.id, {
      onDelete: 'restrict',
    }),
    /** news | rules | help | legal | brand | scene | theme */
    group: varchar('group_name', { length: 20 }).notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    /** single page 1, list 2 */
    type: smallint('type').notNull().default(2),
    sort: integer('sort').notNull().default(0),
    /** shown in the mall 1, hidden 0 */
    isShow: smallint('is_show').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('content_channel_scode_uq').on(t.scode),
    index('content_channel_parent_idx').on(t.parentId),
  ],
);

/** An article of a channel, written in one language; shown in the mall once published. */
export const contentArticle = pgTable(
  'content_article',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => contentChannel.id, { onDelete: 'restrict' }),
    /** zh-CN | zh-TW | en-US */
    lang: varchar('lang', { length: 5 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    author: varchar('author', { length: 50 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    coverImage: varchar('cover_image', { length: 500 }).notNull().default(''),
    keywords: varchar('keywords', { length: 200 }).notNull().default(''),
    link: varchar('link', { length: 500 }).notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** draft 0, published 1 */
    status: smallint('status').notNull().default(0),
    isTop: smallint('is_top').notNull().default(0),
    /** Counted atomically by every public read. */
    visits: bigint('visits', { mode: 'number' }).notNull().default(sql`0`),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('content_article_list_idx').on(t.channelId, t.lang, t.status, t.isTop, t.publishDate),
    index('content_article_visits_idx').on(t.status, t.visits),
  ],
);

/** The mall footer: columns (pid 0) and the entries under them (two levels). */
export const footerClass = pgTable(
  'footer_class',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 0 for a column, else the column's id. */
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    names: jsonb('names').$type<Localized>().notNull(),
    /** A path of this site or an http(s) URL; '' when the entry shows its own content. */
    url: varchar('url', { length: 500 }).notNull().default(''),
    /** Sanitised HTML per language. */
    contents: jsonb('contents').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: smallint('is_show').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('footer_class_pid_idx').on(t.pid, t.sort)],
);

/** Agreements shown at registration, in the archives and on the legal pages; text per language. */
export const agreement = pgTable(
  'agreement',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 40 }).notNull(),
    titles: jsonb('titles').$type<Localized>().notNull(),
    /** Sanitised HTML per language. */
    contents: jsonb('contents').$type<Localized>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('agreement_code_uq').on(t.code)],
);

/** A contact, business cooperation or feedback form sent from /help/bcNquestion. */
export const contentSubmission = pgTable(
  'content_submission',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** contact | cooperation | feedback */
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    company: varchar('company', { length: 100 }).notNull().default(''),
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull().default(''),
    content: varchar('content', { length: 2000 }).notNull(),
    /** The logged-in sender, if any. */
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 50 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** new 0, handled 1 */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    handledBy: varchar('handled_by', { length: 50 }).notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('content_submission_ip_idx').on(t.ip, t.createdAt),
    index('content_submission_list_idx').on(t.status, t.createdAt),
  ],
);

/** A notice written by an operator and sent to every user or to some role types. */
export const notice = pgTable(
  'notice',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    /** notice_type: announcement 0, meeting 1, other 2 */
    type: smallint('type').notNull().default(0),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** notice_status: draft 0, sent 1 */
    status: smallint('status').notNull().default(0),
    /** notice_receiver_type: all 0, by role 1 */
    receiverType: smallint('receiver_type').notNull().default(0),
    roleTypes: jsonb('role_types').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** A notice the platform sends to one user (quota alerts): not listed in the operator's notices. */
    userId: bigint('user_id', { mode: 'number' }),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    senderName: varchar('sender_name', { length: 50 }).notNull(),
    sendDate: timestamp('send_date', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('notice_status_idx').on(t.status, t.sendDate),
    index('notice_user_idx').on(t.userId, t.sendDate).where(sql`${t.userId} is not null`),
  ],
);

/** A receiver has read a notice (no row: unread). */
export const noticeRead = pgTable(
  'notice_read',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notice.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_read_user_idx').on(t.userId)],
);
