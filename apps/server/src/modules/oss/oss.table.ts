import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The platform's own file store as an operator saved it: one row (id 1); read at start when S3_* is unset. */
export const sysOssConfig = pgTable(
  'sys_oss_config',
  {
    id: smallint('id').primaryKey(),
    /** local or s3 */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Which S3-compatible provider (aliyun, qcloud, qiniu, minio, other): shown only. */
    provider: varchar('provider', { length: 20 }).notNull().default('other'),
    endpoint: varchar('endpoint', { length: 255 }).notNull().default(''),
    region: varchar('region', { length: 64 }).notNull().default(''),
    bucket: varchar('bucket', { length: 63 }).notNull().default(''),
    accessKey: varchar('access_key', { length: 128 }).notNull().default(''),
    /** Sealed by the platform's secret box; '' when none (local). */
    secretSealed: text('secret_sealed').notNull().default(''),
    forcePathStyle: boolean('force_path_style').notNull().default(true),
    updatedBy: varchar('updated_by', { length: 100 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sys_oss_config_single_row', sql`${t.id} = 1`)],
);
