import { bigint, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The output Excel a developer attached to a data application, with the first rows read from it when it was
 * attached (the preview never opens the file again: reading a spreadsheet per anonymous request is costly).
 */
export const appOutputSample = pgTable('app_output_sample', {
  /** goods_item.id (owned by the goods module). */
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  /** The goods file URL answered by uploadOutputExcel. */
  fileUrl: varchar('file_url', { length: 500 }).notNull(),
  /** Header names as found in the file (lower-cased, trimmed), for the columns kept. */
  columns: jsonb('columns').$type<string[]>().notNull(),
  rows: jsonb('rows').$type<(string | null)[][]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
