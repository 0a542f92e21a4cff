import type { Locale } from '@datamall/contract';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { CST_OFFSET_MS } from '../../platform/china-time.js';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { rowsOf } from '../../platform/sql-rows.js';
import {
  sysMailConfig,
  sysMailLog,
  sysMailTemplate,
  sysMessageLocale,
  sysSmsConfig,
  sysSmsLog,
  sysSmsTemplate,
} from './messaging.table.js';

export type MailConfigRow = typeof sysMailConfig.$inferSelect;
export type SmsConfigRow = typeof sysSmsConfig.$inferSelect;
export type MailTemplateRow = typeof sysMailTemplate.$inferSelect;
export type SmsTemplateRow = typeof sysSmsTemplate.$inferSelect;
export type MailLogRow = typeof sysMailLog.$inferSelect;
export type SmsLogRow = typeof sysSmsLog.$inferSelect;
export type MailLogInsert = typeof sysMailLog.$inferInsert;
export type SmsLogInsert = typeof sysSmsLog.$inferInsert;

const like = (value: string) => `%${escapeLike(value)}%`;

// --- configuration -------------------------------------------------------------------------------------------

export async function findMailConfig(db: DbOrTx): Promise<MailConfigRow | null> {
  const [row] = await db.select().from(sysMailConfig).where(eq(sysMailConfig.id, 1));
  return row ?? null;
}

export async function saveMailConfig(db: DbOrTx, values: Omit<MailConfigRow, 'id'>) {
  await db
    .insert(sysMailConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sysMailConfig.id, set: values });
}

/** Which channels are on, in one statement (read inside every business transaction that notifies). */
export async function enabledChannels(db: DbOrTx): Promise<{ mail: boolean; sms: boolean }> {
  const [row] = await rowsOf(
    db,
    sql`select coalesce((select enabled from sys_mail_config where id = 1), 0) as mail,
      coalesce((select enabled from sys_sms_config where id = 1), 0) as sms`,
  );
  return { mail: Number(row?.mail ?? 0) !== 0, sms: Number(row?.sms ?? 0) !== 0 };
}

export async function findSmsConfig(db: DbOrTx): Promise<SmsConfigRow | null> {
  const [row] = await db.select().from(sysSmsConfig).where(eq(sysSmsConfig.id, 1));
  return row ?? null;
}

export async function saveSmsConfig(db: DbOrTx, values: Omit<SmsConfigRow, 'id'>) {
  await db
    .insert(sysSmsConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sysSmsConfig.id, set: values });
}

// --- templates -----------------------------------------------------------------------------------------------

export type TemplateTable = typeof sysMailTemplate | typeof sysSmsTemplate;
export interface TemplateFilter {
  code?: string | undefined;
  name?: string | undefined;
}

function templateCondition(table: TemplateTable, filter: TemplateFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.code) parts.push(ilike(table.code, like(filter.code)));
  if (filter.name) parts.push(ilike(table.name, like(filter.name)));
  return parts.length ? and(...parts) : undefined;
}

export async function pageMailTemplates(db: DbOrTx, p: PageRequest, filter: TemplateFilter) {
  const where = templateCondition(sysMailTemplate, filter);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(sysMailTemplate)
      .where(where)
      .orderBy(desc(sysMailTemplate.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(sysMailTemplate).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function pageSmsTemplates(db: DbOrTx, p: PageRequest, filter: TemplateFilter) {
  const where = templateCondition(sysSmsTemplate, filter);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(sysSmsTemplate)
      .where(where)
      .orderBy(desc(sysSmsTemplate.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(sysSmsTemplate).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findMailTemplate(db: DbOrTx, by: { id: number } | { code: string }) {
  const where = 'id' in by ? eq(sysMailTemplate.id, by.id) : eq(sysMailTemplate.code, by.code);
  const [row] = await db.select().from(sysMailTemplate).where(where);
  return row ?? null;
}

export async function findSmsTemplate(db: DbOrTx, by: { id: number } | { code: string }) {
  const where = 'id' in by ? eq(sysSmsTemplate.id, by.id) : eq(sysSmsTemplate.code, by.code);
  const [row] = await db.select().from(sysSmsTemplate).where(where);
  return row ?? null;
}

export async function insertMailTemplate(db: DbOrTx, values: typeof sysMailTemplate.$inferInsert) {
  const [row] = await db.insert(sysMailTemplate).values(values).returning();
  return row as MailTemplateRow;
}

export async function insertSmsTemplate(db: DbOrTx, values: typeof sysSmsTemplate.$inferInsert) {
  const [row] = await db.insert(sysSmsTemplate).values(values).returning();
  return row as SmsTemplateRow;
}

/** The platform's templates, added once: an operator's later edits are kept. */
export async function seedMailTemplates(db: DbOrTx, rows: (typeof sysMailTemplate.$inferInsert)[]) {
  if (rows.length) await db.insert(sysMailTemplate).values(rows).onConflictDoNothing();
}

export async function seedSmsTemplates(db: DbOrTx, rows: (typeof sysSmsTemplate.$inferInsert)[]) {
  if (rows.length) await db.insert(sysSmsTemplate).values(rows).onConflictDoNothing();
}

export async function updateMailTemplate(
  db: DbOrTx,
  id: number,
  values: Partial<typeof sysMailTemplate.$inferInsert>,
) {
  const [row] = await db.update(sysMailTemplate).set(values).where(eq(sysMailTemplate.id, id)).returning();
  return row ?? null;
}

export async function updateSmsTemplate(
  db: DbOrTx,
  id: number,
  values: Partial<typeof sysSmsTemplate.$inferInsert>,
) {
  const [row] = await db.update(sysSmsTemplate).set(values).where(eq(sysSmsTemplate.id, id)).returning();
  return row ?? null;
}

export async function findBuiltinMailTemplate(db: DbOrTx, ids: number[]) {
  const [row] = await db
    .select({ code: sysMailTemplate.code })
    .from(sysMailTemplate)
    .where(and(inArray(sysMailTemplate.id, ids), eq(sysMailTemplate.builtin, 1)))
    .limit(1);
  return row ?? null;
}

export async function findBuiltinSmsTemplate(db: DbOrTx, ids: number[]) {
  const [row] = await db
    .select({ code: sysSmsTemplate.code })
    .from(sysSmsTemplate)
    .where(and(inArray(sysSmsTemplate.id, ids), eq(sysSmsTemplate.builtin, 1)))
    .limit(1);
  return row ?? null;
}

export async function deleteMailTemplates(db: DbOrTx, ids: number[]) {
  await db
    .delete(sysMailTemplate)
    .where(and(inArray(sysMailTemplate.id, ids), eq(sysMailTemplate.builtin, 0)));
}

export async function deleteSmsTemplates(db: DbOrTx, ids: number[]) {
  await db.delete(sysSmsTemplate).where(and(inArray(sysSmsTemplate.id, ids), eq(sysSmsTemplate.builtin, 0)));
}

// --- receivers -----------------------------------------------------------------------------------------------

/** The saved languages of users (users without one are left out). */
export async function findLocales(db: DbOrTx, userIds: number[]): Promise<Map<number, Locale>> {
  if (!userIds.length) return new Map();
  const rows = await db.select().from(sysMessageLocale).where(inArray(sysMessageLocale.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.locale]));
}

export async function saveLocale(db: DbOrTx, userId: number, locale: Locale, now: Date) {
  await db
    .insert(sysMessageLocale)
    .values({ userId, locale, updatedAt: now })
    .onConflictDoUpdate({ target: sysMessageLocale.userId, set: { locale, updatedAt: now } });
}

// --- logs ----------------------------------------------------------------------------------------------------

export type LogTable = typeof sysMailLog | typeof sysSmsLog;
export interface LogFilter {
  receiver?: string | undefined;
  templateCode?: string | undefined;
  status?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Midnight of a China day (yyyy-MM-dd) as an instant. */
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS);

function logCondition(table: LogTable, receiverColumn: SQL | typeof sysMailLog.receiver, filter: LogFilter) {
  const parts: SQL[] = [];
  if (filter.receiver) parts.push(ilike(receiverColumn, like(filter.receiver)));
  if (filter.templateCode) parts.push(eq(table.templateCode, filter.templateCode));
  if (filter.status !== undefined) parts.push(eq(table.status, filter.status));
  if (filter.startDate) parts.push(gte(table.createdAt, chinaMidnight(filter.startDate)));
  if (filter.endDate) {
    parts.push(lt(table.createdAt, new Date(chinaMidnight(filter.endDate).getTime() + 86_400_000)));
  }
  return parts.length ? and(...parts) : undefined;
}

export async function pageMailLogs(db: DbOrTx, p: PageRequest, filter: LogFilter) {
  const where = logCondition(sysMailLog, sysMailLog.receiver, filter);
  const [list, [total]] = await Promise.all([
    db.select().from(sysMailLog).where(where).orderBy(desc(sysMailLog.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(sysMailLog).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function pageSmsLogs(db: DbOrTx, p: PageRequest, filter: LogFilter) {
  const where = logCondition(sysSmsLog, sql`${sysSmsLog.mobile}`, filter);
  const [list, [total]] = await Promise.all([
    db.select().from(sysSmsLog).where(where).orderBy(desc(sysSmsLog.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(sysSmsLog).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertMailLog(db: DbOrTx, values: MailLogInsert) {
  const [row] = await db.insert(sysMailLog).values(values).returning();
  return row as MailLogRow;
}

export async function insertMailLogs(db: DbOrTx, values: MailLogInsert[]) {
  if (values.length) await db.insert(sysMailLog).values(values);
}

export async function insertSmsLogs(db: DbOrTx, values: SmsLogInsert[]) {
  if (values.length) await db.insert(sysSmsLog).values(values);
}

export async function insertSmsLog(db: DbOrTx, values: SmsLogInsert) {
  const [row] = await db.insert(sysSmsLog).values(values).returning();
  return row as SmsLogRow;
}

/** The first of `ids` that is not a failed entry (resend takes failed ones only), or null. */
export async function firstNotFailed(db: DbOrTx, table: LogTable, ids: number[]) {
  const found = await db
    .select({ id: table.id, status: table.status })
    .from(table)
    .where(inArray(table.id, ids));
  const byId = new Map(found.map((r) => [r.id, r.status]));
  return ids.find((id) => byId.get(id) !== 0) ?? null;
}

/**
 * Both logs share their send columns (`logColumns` of the tables): the claims are written once, against the
 * mail log's column types.
 */
const asLog = (table: LogTable) => table as typeof sysMailLog;

/** Takes failed entries back to pending for a resend, claimed by this sender at `now`. */
export async function claimFailed<T extends LogTable>(db: DbOrTx, table: T, ids: number[], now: Date) {
  const t = asLog(table);
  return (await db
    .update(t)
    .set({ status: 2, error: '', claimedAt: now })
    .where(and(inArray(t.id, ids), eq(t.status, 0)))
    .returning()) as unknown as T['$inferSelect'][];
}

/**
 * Claims up to `limit` pending entries no other sender holds (never claimed, or claimed before `staleBefore`:
 * that sender stopped), so two processes never send one entry twice.
 */
export async function claimPending<T extends LogTable>(
  db: DbOrTx,
  table: T,
  now: Date,
  staleBefore: Date,
  limit: number,
) {
  const t = asLog(table);
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 2), or(isNull(t.claimedAt), lte(t.claimedAt, staleBefore))))
    .orderBy(t.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return (await db
    .update(t)
    .set({ claimedAt: now })
    .where(inArray(t.id, due))
    .returning()) as unknown as T['$inferSelect'][];
}

export async function recordResult(
  db: DbOrTx,
  table: LogTable,
  id: number,
  result: { ok: true; at: Date; provider?: string } | { ok: false; error: string },
) {
  const extra =
    'provider' in result && result.provider && table === sysSmsLog ? { provider: result.provider } : {};
  await db
    .update(table)
    .set(
      result.ok
        ? {
            status: 1,
            error: '',
            sentAt: result.at,
            claimedAt: null,
            attempts: sql`${table.attempts} + 1`,
            ...extra,
          }
        : {
            status: 0,
            error: result.error.slice(0, 2000),
            claimedAt: null,
            attempts: sql`${table.attempts} + 1`,
          },
    )
    .where(eq(table.id, id));
}

/** Writes what a pending notification renders to (its receiver, language and text) before it is sent. */
export async function fillMailLog(
  db: DbOrTx,
  id: number,
  values: Pick<MailLogRow, 'receiver' | 'locale' | 'subject' | 'body'>,
) {
  await db.update(sysMailLog).set(values).where(eq(sysMailLog.id, id));
}

export async function fillSmsLog(
  db: DbOrTx,
  id: number,
  values: Pick<SmsLogRow, 'mobile' | 'locale' | 'content'>,
) {
  await db.update(sysSmsLog).set(values).where(eq(sysSmsLog.id, id));
}

export async function deleteLogs(db: DbOrTx, table: LogTable, ids: number[]) {
  await db.delete(table).where(inArray(table.id, ids));
}
