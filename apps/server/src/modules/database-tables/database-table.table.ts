import { bigint, index, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A column kept when the table was registered: name, type and comment as the database reported them. */
export interface RegisteredField {
  name: string;
  type: string;
  comment: string;
  key: string;
}

/**
 * A table of one of the owner's database connections, registered for use on the platform with the fields
 * chosen from it (consumers: the tables their orders read and write; suppliers: the tables they expose).
 */
export const databaseTable = pgTable(
  'database_table',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** database_connection.id (owned by the supply module; a deleted connection leaves the row orphaned). */
    connectionId: bigint('connection_id', { mode: 'number' }).notNull(),
    schemaName: varchar('schema_name', { length: 128 }).notNull(),
    tableName: varchar('table_name', { length: 128 }).notNull(),
    /** Name shown on the platform; unique per owner. */
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    fields: jsonb('fields').$type<RegisteredField[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('database_table_owner_idx').on(t.ownerId),
    uniqueIndex('database_table_owner_name_uq').on(t.ownerId, t.name),
    uniqueIndex('database_table_object_uq').on(t.connectionId, t.schemaName, t.tableName),
  ],
);
