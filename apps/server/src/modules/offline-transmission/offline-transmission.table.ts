import type { offlineTransmission } from '@datamall/contract';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The offline transmission of one paid data-package order: the files of the package encrypted for one of the
 * buyer's nodes (kept under offline/<order id>/ in DATA_DIR, or in the platform's S3 bucket when S3_* is set),
 * their envelopes and hashes, and the buyer's receipt.
 * status: exported 1, confirmed 2.
 */
export const offlineExport = pgTable(
  'offline_export',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    nodeName: varchar('node_name', { length: 100 }).notNull(),
    algorithm: varchar('algorithm', { length: 40 })
      .$type<offlineTransmission.ExportedFile['algorithm']>()
      .notNull(),
    status: smallint('status').notNull(),
    /** Folder of this export under DATA_DIR/offline (a new one per export: replacing never mixes files). */
    directory: varchar('directory', { length: 120 }).notNull(),
    files: jsonb('files').$type<offlineTransmission.ExportedFile[]>().notNull(),
    exportedBy: varchar('exported_by', { length: 64 }).notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offline_export_order_uq').on(t.orderId),
    index('offline_export_consumer_idx').on(t.consumerId),
  ],
);
