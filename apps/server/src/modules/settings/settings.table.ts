import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A parameter of the admin console. The platform's tunables (contract settings.TUNABLES) are built-in rows: seeded
 * with their defaults, never deleted, their code, type and rule fixed.
 */
export const sysParams = pgTable(
  'sys_params',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    paramCode: varchar('param_code', { length: 64 }).notNull(),
    paramValue: varchar('param_value', { length: 2000 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** string, integer or number */
    valueType: varchar('value_type', { length: 16 }).notNull().default('string'),
    /** Numbers: `min..max`; text: a regular expression; empty: none. */
    rule: varchar('rule', { length: 200 }).notNull().default(''),
    builtIn: boolean('built_in').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_params_code_uq').on(t.paramCode)],
);

/** A dictionary type. Types seeded from the contract's enumerations are locked: their key never changes. */
export const sysDictType = pgTable(
  'sys_dict_type',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_dict_type_key_uq').on(t.dictType)],
);

/** An item of a dictionary type: a value and its label in each interface language. */
export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100 }),
    dictTypeId: bigint('dict_type_id', { mode: 'number' })
      .notNull()
      .references(() => sysDictType.id, { onDelete: 'cascade' }),
    dictValue: varchar('dict_value', { length: 64 }).notNull(),
    labelZhCn: varchar('label_zh_cn', { length: 100 }).notNull(),
    labelZhTw: varchar('label_zh_tw', { length: 100 }).notNull(),
    labelEnUs: varchar('label_en_us', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** A value the code depends on: never changed or deleted. */
    locked: boolean('locked').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sys_dict_data_value_uq').on(t.dictTypeId, t.dictValue),
    index('sys_dict_data_sort_idx').on(t.dictTypeId, t.sort),
  ],
);
