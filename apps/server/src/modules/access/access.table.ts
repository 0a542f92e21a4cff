import { bigint, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Menu entries per role type (§2.10); names in the three languages. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roleType: smallint('role_type').notNull(),
    /** Stable seed key, unique per role type. */
    key: varchar('key', { length: 120 }).notNull(),
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    nameZhCn: varchar('name_zh_cn', { length: 100 }).notNull(),
    nameZhTw: varchar('name_zh_tw', { length: 100 }).notNull(),
    nameEnUs: varchar('name_en_us', { length: 100 }).notNull(),
    url: varchar('url', { length: 200 }).notNull().default(''),
    type: smallint('type').notNull().default(0),
    icon: varchar('icon', { length: 50 }).notNull().default(''),
    permissions: varchar('permissions', { length: 1000 }).notNull().default(''),
    isshow: smallint('isshow').notNull().default(1),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_menu_role_key_uq').on(t.roleType, t.key)],
);
