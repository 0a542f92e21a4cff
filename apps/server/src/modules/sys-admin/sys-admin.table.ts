import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Every unexpected server error (answered with code 500): which request, whose, and where it failed. */
export const sysLogError = pgTable(
  'sys_log_error',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: varchar('request_id', { length: 64 }).notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 64 }).notNull().default(''),
    method: varchar('method', { length: 10 }).notNull(),
    /** The route pattern when a route matched (`/sys/region/:id`), else the URL path. */
    url: varchar('url', { length: 300 }).notNull(),
    /** Query and body as JSON, secrets replaced by `***`. */
    params: text('params').notNull().default(''),
    errorMessage: text('error_message').notNull().default(''),
    stack: text('stack').notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_log_error_created_idx').on(t.createdAt)],
);

/** Administrative divisions of China: the id is the GB/T 2260 code (province 110000, city 110100, …). */
export const sysRegion = pgTable(
  'sys_region',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** 0 for a province. */
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    /** region_type: province 1, city 2, district 3 */
    type: smallint('type').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_region_pid_idx').on(t.pid, t.sort)],
);

/** The mall home page's carousel: shown while enabled and inside its schedule, by sort. */
export const mallBanner = pgTable(
  'mall_banner',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    titleZhCn: varchar('title_zh_cn', { length: 100 }).notNull(),
    titleZhTw: varchar('title_zh_tw', { length: 100 }).notNull(),
    titleEnUs: varchar('title_en_us', { length: 100 }).notNull(),
    /** Storage key of the image (`banner/<uuid>.<ext>`). */
    image: varchar('image', { length: 200 }).notNull(),
    /** A path of the site (`/news`) or an https URL; empty: not a link. */
    link: varchar('link', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** null: from now on / without end. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_banner_sort_idx').on(t.sort, t.id)],
);
