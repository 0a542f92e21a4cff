import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { writeOrDefer } from '../../platform/write-batch.js';
import { apiCredential, deliveryDownload, deliveryFile, deliveryRecord } from './delivery.table.js';

export type RecordRow = typeof deliveryRecord.$inferSelect;
export type FileRow = typeof deliveryFile.$inferSelect;
export type DownloadRow = typeof deliveryDownload.$inferSelect;
export type CredentialRow = typeof apiCredential.$inferSelect;

/** The delivery of a paid order (SQL text: written by every payment of a data package). Once per order. */
export async function insertRecord(
  tx: DbOrTx,
  r: Pick<
    RecordRow,
    'orderId' | 'consumerId' | 'sellerId' | 'itemId' | 'files' | 'state' | 'createdAt' | 'updatedAt'
  >,
) {
  await writeOrDefer(
    tx,
    sql`insert into delivery_record (order_id, consumer_id, seller_id, item_id, files, state,
      created_at, updated_at)
    values (${r.orderId}, ${r.consumerId}, ${r.sellerId}, ${r.itemId}, ${JSON.stringify(r.files)}::jsonb, ${r.state},
      ${r.createdAt.toISOString()}::timestamptz, ${r.updatedAt.toISOString()}::timestamptz)
    on conflict do nothing`,
  );
}

export async function findRecord(db: DbOrTx, orderId: number, lock = false): Promise<RecordRow | null> {
  const q = db.select().from(deliveryRecord).where(eq(deliveryRecord.orderId, orderId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateRecord(tx: DbOrTx, orderId: number, changes: Partial<RecordRow>) {
  const [row] = await tx
    .update(deliveryRecord)
    .set(changes)
    .where(eq(deliveryRecord.orderId, orderId))
    .returning();
  return row!;
}

export function filesOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(deliveryFile)
    .where(eq(deliveryFile.orderId, orderId))
    .orderBy(asc(deliveryFile.fileIndex));
}

export async function insertFile(tx: DbOrTx, row: typeof deliveryFile.$inferInsert) {
  const inserted = await tx.insert(deliveryFile).values(row).onConflictDoNothing().returning();
  return inserted[0] ?? null;
}

/** Counts a download on the record and the file and logs it; answers the log row id. */
export async function startDownload(
  tx: DbOrTx,
  row: typeof deliveryDownload.$inferInsert,
  now: Date,
): Promise<number> {
  await tx
    .update(deliveryRecord)
    .set({
      downloads: sql`${deliveryRecord.downloads} + 1`,
      state: sql`greatest(${deliveryRecord.state}, 1)`,
      updatedAt: now,
    })
    .where(eq(deliveryRecord.orderId, row.orderId));
  await tx
    .update(deliveryFile)
    .set({ downloads: sql`${deliveryFile.downloads} + 1` })
    .where(and(eq(deliveryFile.orderId, row.orderId), eq(deliveryFile.fileIndex, row.fileIndex)));
  const [log] = await tx.insert(deliveryDownload).values(row).returning({ id: deliveryDownload.id });
  return log!.id;
}

export async function finishDownload(db: DbOrTx, id: number, bytes: number, completed: boolean) {
  await db.update(deliveryDownload).set({ bytes, completed }).where(eq(deliveryDownload.id, id));
}

export function downloadsOf(db: DbOrTx, orderId: number, limit: number) {
  return db
    .select()
    .from(deliveryDownload)
    .where(eq(deliveryDownload.orderId, orderId))
    .orderBy(desc(deliveryDownload.id))
    .limit(limit);
}

export async function insertCredential(tx: DbOrTx, row: typeof apiCredential.$inferInsert) {
  await tx.insert(apiCredential).values(row).onConflictDoNothing();
}

export async function findCredential(
  db: DbOrTx,
  orderId: number,
  lock = false,
): Promise<CredentialRow | null> {
  const q = db.select().from(apiCredential).where(eq(apiCredential.orderId, orderId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateCredential(tx: DbOrTx, id: number, changes: Partial<CredentialRow>) {
  const [row] = await tx.update(apiCredential).set(changes).where(eq(apiCredential.id, id)).returning();
  return row!;
}

/** The credential of a key of either slot or its service key (by its SHA-256). */
export async function credentialByKeyHash(db: DbOrTx, keyHash: string): Promise<CredentialRow | null> {
  const [row] = await db
    .select()
    .from(apiCredential)
    .where(
      or(
        eq(apiCredential.keyHash, keyHash),
        eq(apiCredential.key2Hash, keyHash),
        eq(apiCredential.serviceKeyHash, keyHash),
      ),
    );
  return row ?? null;
}

/**
 * Credentials the gateways serve: with a key, not revoked, and not expired before `expiredAfter` (a recently
 * expired key is still known, so its caller is told it expired rather than that it is unknown).
 */
export function gatewayCredentials(db: DbOrTx, expiredAfter: Date) {
  return db
    .select()
    .from(apiCredential)
    .where(
      and(
        isNull(apiCredential.revokedAt),
        or(
          isNotNull(apiCredential.keyHash),
          isNotNull(apiCredential.key2Hash),
          isNotNull(apiCredential.serviceKeyHash),
        ),
        or(isNull(apiCredential.validUntil), gt(apiCredential.validUntil, expiredAfter)),
      ),
    );
}

/** A consumer's live credentials of one good (not revoked), oldest first. */
export function consumerCredentialsOfItem(db: DbOrTx, consumerId: number, itemId: number) {
  return db
    .select()
    .from(apiCredential)
    .where(
      and(
        eq(apiCredential.consumerId, consumerId),
        eq(apiCredential.itemId, itemId),
        isNull(apiCredential.revokedAt),
      ),
    )
    .orderBy(asc(apiCredential.id));
}

export async function findCredentialById(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(apiCredential).where(eq(apiCredential.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Counts billed gateway calls against a credential's quota. */
export async function addQuotaUsed(tx: DbOrTx, id: number, calls: number) {
  await tx
    .update(apiCredential)
    .set({ quotaUsed: sql`${apiCredential.quotaUsed} + ${calls}` })
    .where(eq(apiCredential.id, id));
}

/** Deliveries of a good not yet confirmed by the buyer (take-off blockers; read-only, at most `limit`). */
export async function unconfirmedRecordsOfItem(db: DbOrTx, itemId: number, limit = 50) {
  return db
    .select({ orderId: deliveryRecord.orderId, state: deliveryRecord.state })
    .from(deliveryRecord)
    .where(and(eq(deliveryRecord.itemId, itemId), sql`${deliveryRecord.state} < 2`))
    .orderBy(asc(deliveryRecord.orderId))
    .limit(limit);
}

/** Unconfirmed deliveries paid at or before `before` (of one good, or all), oldest first, at most `limit`. */
export async function dueForAutoConfirm(db: DbOrTx, before: Date, limit: number, itemId?: number) {
  return db
    .select({ orderId: deliveryRecord.orderId })
    .from(deliveryRecord)
    .where(
      and(
        sql`${deliveryRecord.state} < 2`,
        lte(deliveryRecord.createdAt, before),
        itemId === undefined ? undefined : eq(deliveryRecord.itemId, itemId),
      ),
    )
    .orderBy(asc(deliveryRecord.createdAt))
    .limit(limit);
}

/** API credentials of a good still usable at `now`: not expired and with quota left (take-off blockers). */
export async function liveCredentialsOfItem(db: DbOrTx, itemId: number, now: Date, limit = 50) {
  return db
    .select({
      orderId: apiCredential.orderId,
      quotaTotal: apiCredential.quotaTotal,
      quotaUsed: apiCredential.quotaUsed,
      validUntil: apiCredential.validUntil,
    })
    .from(apiCredential)
    .where(
      and(
        eq(apiCredential.itemId, itemId),
        isNull(apiCredential.revokedAt),
        sql`(${apiCredential.validUntil} is null or ${apiCredential.validUntil} > ${now.toISOString()})`,
        sql`(${apiCredential.quotaTotal} is null or ${apiCredential.quotaUsed} < ${apiCredential.quotaTotal})`,
      ),
    )
    .orderBy(asc(apiCredential.orderId))
    .limit(limit);
}
