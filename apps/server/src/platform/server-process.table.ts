import { integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The server processes sharing the database, each under an id it made at start: a process refreshes its
 * `heartbeat_at` (database time) every few seconds while it lives, and the background work it runs (data-application
 * runs, granted-data exports) names it, so another process can tell work whose process died from work a live
 * process is still doing. A process removes its row when it closes; a stale one is removed by the sweep.
 */
export const serverProcess = pgTable('server_process', {
  id: uuid('id').primaryKey(),
  host: varchar('host', { length: 255 }).notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
