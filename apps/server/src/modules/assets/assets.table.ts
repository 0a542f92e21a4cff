import type { RowCountKind } from '@datamall/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A field as kept in a version snapshot. */
export interface SnapshotField {
  id: number;
  name: string;
  type: string;
  nullable: boolean;
  key: string;
  description: string;
  /** null: the asset's grade applies. */
  securityLevelId: number | null;
  sort: number;
}

/** A table as kept in a version snapshot. */
export interface SnapshotTable {
  id: number;
  schema: string;
  table: string;
  comment: string;
  rowEstimate: number;
  /** Absent in snapshots taken before it was recorded: those figures came from statistics. */
  rowCountKind?: RowCountKind;
  fields: SnapshotField[];
}

/** What a version holds: the registered tables with their dictionary at that time. */
export interface VersionSnapshot {
  tables: SnapshotTable[];
}

/**
 * A supplier's data asset (data source): chosen tables of one of the owner's database connections.
 * status: draft 0, approved 1, rejected 2, under review 3, disabled 4 (sp_sptype values plus 4).
 */
export const dataSource = pgTable(
  'data_source',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Node of the data-source classification tree; null when it was deleted meanwhile. */
    classificationId: bigint('classification_id', { mode: 'number' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    securityLevelId: bigint('security_level_id', { mode: 'number' }),
    description: text('description').notNull().default(''),
    updateFrequency: varchar('update_frequency', { length: 20 }).notNull(),
    /** storage_type: full 1, incremental 2 */
    storageType: integer('storage_type').notNull(),
    /** The owner's connection the tables come from (another module's row: no foreign key). */
    connectionId: bigint('connection_id', { mode: 'number' }).notNull(),
    dbType: varchar('db_type', { length: 20 }).notNull(),
    status: integer('status').notNull().default(0),
    currentVersion: integer('current_version').notNull().default(1),
    /** The version consumers see; null until the first approval. */
    listedVersion: integer('listed_version'),
    /** The version under review (or last reviewed). */
    reviewVersion: integer('review_version'),
    reviewComment: text('review_comment').notNull().default(''),
    /** The operator who disabled it (only an operator may enable it again); null otherwise. */
    disabledBy: bigint('disabled_by', { mode: 'number' }),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }),
    /** Goods and other objects using it, kept by `AssetService.refreshUsageCount`. */
    usageCount: integer('usage_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_source_owner_name_uq').on(t.ownerId, t.name),
    index('data_source_status_idx').on(t.status),
    index('data_source_classification_idx').on(t.classificationId),
    index('data_source_level_idx').on(t.securityLevelId),
  ],
);

/**
 * A table registered in an asset. Rows are never deleted while the asset lives: a table taken out is
 * marked inactive, so its id still names it in older versions.
 */
export const dataSourceTable = pgTable(
  'data_source_table',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: bigint('source_id', { mode: 'number' })
      .notNull()
      .references(() => dataSource.id, { onDelete: 'cascade' }),
    schemaName: varchar('schema_name', { length: 128 }).notNull(),
    tableName: varchar('table_name', { length: 128 }).notNull(),
    comment: text('comment').notNull().default(''),
    rowEstimate: bigint('row_estimate', { mode: 'number' }).notNull().default(0),
    /** How exact row_estimate is: exact (counted), estimate (statistics), atLeast (a capped count hit its cap). */
    rowCountKind: varchar('row_count_kind', { length: 10 })
      .$type<RowCountKind>()
      .notNull()
      .default('estimate'),
    sort: integer('sort').notNull().default(0),
    /** Part of the working (latest) version. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_source_table_uq').on(t.sourceId, t.schemaName, t.tableName)],
);

/** The working data dictionary: one row per column of a registered table. */
export const dataSourceField = pgTable(
  'data_source_field',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableId: bigint('table_id', { mode: 'number' })
      .notNull()
      .references(() => dataSourceTable.id, { onDelete: 'cascade' }),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    type: varchar('type', { length: 200 }).notNull(),
    nullable: boolean('nullable').notNull().default(true),
    columnKey: varchar('column_key', { length: 10 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    securityLevelId: bigint('security_level_id', { mode: 'number' }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_source_field_uq').on(t.tableId, t.name),
    index('data_source_field_source_idx').on(t.sourceId),
    index('data_source_field_level_idx').on(t.securityLevelId),
  ],
);

/** A version of an asset: the tables and dictionary as they were (version_status: to list 0, listed 1, disabled 2). */
export const dataSourceVersion = pgTable(
  'data_source_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: bigint('source_id', { mode: 'number' })
      .notNull()
      .references(() => dataSource.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: integer('status').notNull().default(0),
    /** create | tables | dictionary */
    changeKind: varchar('change_kind', { length: 20 }).notNull(),
    changeNote: varchar('change_note', { length: 200 }).notNull().default(''),
    snapshot: jsonb('snapshot').$type<VersionSnapshot>().notNull(),
    tableCount: integer('table_count').notNull().default(0),
    fieldCount: integer('field_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_source_version_uq').on(t.sourceId, t.version)],
);

/** A submission of an asset to the `source-audit` process. */
export const dataSourceReview = pgTable(
  'data_source_review',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: bigint('source_id', { mode: 'number' })
      .notNull()
      .references(() => dataSource.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }).notNull(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).notNull(),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_source_review_source_idx').on(t.sourceId)],
);
