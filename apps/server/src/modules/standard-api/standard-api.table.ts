import {
  bigint,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A standard API of the platform catalogue (status: disabled 0, enabled 1). */
export const standardApi = pgTable(
  'standard_api',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 50 }).notNull().default(''),
    method: varchar('method', { length: 6 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('standard_api_name_uq').on(t.name)],
);

/** A version of a standard API: the request and response JSON Schemas implementations follow. */
export const standardApiVersion = pgTable(
  'standard_api_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    apiId: bigint('api_id', { mode: 'number' })
      .notNull()
      .references(() => standardApi.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 32 }).notNull(),
    description: text('description').notNull().default(''),
    requestSchema: jsonb('request_schema').$type<Record<string, unknown>>(),
    responseSchema: jsonb('response_schema').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('standard_api_version_uq').on(t.apiId, t.version)],
);

/** An API good implementing a version of a standard API (one version per API and good). */
export const standardApiRouter = pgTable(
  'standard_api_router',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    apiId: bigint('api_id', { mode: 'number' })
      .notNull()
      .references(() => standardApi.id, { onDelete: 'cascade' }),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => standardApiVersion.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('standard_api_router_uq').on(t.apiId, t.itemId),
    index('standard_api_router_version_idx').on(t.versionId),
  ],
);
