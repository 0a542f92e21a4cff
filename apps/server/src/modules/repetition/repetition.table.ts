import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A match of a report, as stored. */
export interface StoredMatch {
  itemId: number;
  itemName: string;
  itemType: number;
  similarity: number;
  sampleRows: string[];
}

/**
 * The MinHash signature of a good's content, kept so later detections do not read the content again.
 * `fingerprint` names what the signature was computed from (the good's update time and content references);
 * a different fingerprint means the signature is stale.
 */
export const repetitionSignature = pgTable('repetition_signature', {
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 200 }).notNull(),
  /** Minimum hash per hash function (unsigned 32-bit). */
  hashValues: jsonb('hash_values').$type<number[]>().notNull(),
  /** The normalised row behind each minimum (cut to 200 characters). */
  sampleRows: jsonb('sample_rows').$type<string[]>().notNull(),
  rowCount: integer('row_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A duplicate-detection job. Runs in the process that started it; a row left `running` by a stopped process
 * is reported as failed (interrupted) when read.
 */
export const repetitionJob = pgTable(
  'repetition_job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serialNo: varchar('serial_no', { length: 48 }).notNull().unique(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** running | finished | cancelled | failed */
    status: varchar('status', { length: 16 }).notNull(),
    compared: integer('compared').notNull().default(0),
    total: integer('total').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    matches: jsonb('matches').$type<StoredMatch[]>().notNull().default([]),
    error: text('error').notNull().default(''),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repetition_job_owner_idx').on(t.ownerId, t.createdAt)],
);
