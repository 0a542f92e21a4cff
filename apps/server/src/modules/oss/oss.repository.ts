import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { sysOssConfig } from './oss.table.js';

export type OssConfigRow = typeof sysOssConfig.$inferSelect;

export async function findOssConfig(db: DbOrTx): Promise<OssConfigRow | null> {
  const [row] = await db.select().from(sysOssConfig).where(eq(sysOssConfig.id, 1));
  return row ?? null;
}

export async function saveOssConfig(db: DbOrTx, values: Omit<OssConfigRow, 'id'>) {
  await db
    .insert(sysOssConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sysOssConfig.id, set: values });
}
