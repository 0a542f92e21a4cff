import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import type { PageRequest } from '../../platform/paging.js';
import {
  archiveAgreementAcceptance,
  archiveGood,
  archiveReport,
  archiveServiceKey,
} from './archives.table.js';

export type ReportRow = typeof archiveReport.$inferSelect;
export type NewReport = typeof archiveReport.$inferInsert;

export function listGoods(db: DbOrTx) {
  return db.select().from(archiveGood);
}

export async function saveGood(db: DbOrTx, query: string, itemId: number) {
  await db
    .insert(archiveGood)
    .values({ query, itemId })
    .onConflictDoUpdate({ target: archiveGood.query, set: { itemId } });
}

export async function hasAccepted(db: DbOrTx, userId: number, agreementHash: string) {
  const [row] = await db
    .select({ at: archiveAgreementAcceptance.acceptedAt })
    .from(archiveAgreementAcceptance)
    .where(
      and(
        eq(archiveAgreementAcceptance.userId, userId),
        eq(archiveAgreementAcceptance.agreementHash, agreementHash),
      ),
    );
  return row?.at ?? null;
}

export async function accept(db: DbOrTx, userId: number, agreementHash: string, at: Date) {
  await db
    .insert(archiveAgreementAcceptance)
    .values({ userId, agreementHash, acceptedAt: at })
    .onConflictDoNothing();
  return (await hasAccepted(db, userId, agreementHash))!;
}

export async function findServiceKey(db: DbOrTx, credentialId: number) {
  const [row] = await db
    .select()
    .from(archiveServiceKey)
    .where(eq(archiveServiceKey.credentialId, credentialId));
  return row ?? null;
}

export async function insertServiceKey(db: DbOrTx, credentialId: number, keySealed: string) {
  await db.insert(archiveServiceKey).values({ credentialId, keySealed });
}

/** Inserts a report once per consumer and idempotency key; null when the key already has one. */
export async function insertReport(db: DbOrTx, report: NewReport): Promise<ReportRow | null> {
  const [row] = await db
    .insert(archiveReport)
    .values(report)
    .onConflictDoNothing({ target: [archiveReport.userId, archiveReport.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findReportByKey(db: DbOrTx, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(archiveReport)
    .where(and(eq(archiveReport.userId, userId), eq(archiveReport.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findReport(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(archiveReport)
    .where(and(eq(archiveReport.userId, userId), eq(archiveReport.id, id)));
  return row ?? null;
}

export async function pageReports(
  db: DbOrTx,
  userId: number,
  page: PageRequest,
  filter: { query?: string | undefined; vin?: string | undefined },
) {
  const where = and(
    eq(archiveReport.userId, userId),
    filter.query ? eq(archiveReport.query, filter.query) : undefined,
    filter.vin ? eq(archiveReport.vin, filter.vin) : undefined,
  );
  const { answer: _answer, ...summary } = getTableColumns(archiveReport);
  const [list, [total]] = await Promise.all([
    db
      .select(summary)
      .from(archiveReport)
      .where(where)
      .orderBy(desc(archiveReport.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(archiveReport).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
