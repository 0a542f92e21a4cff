import { ROLE_TYPES, type RoleType } from '@datamall/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { announce } from '../../platform/live-events.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import {
  agreement,
  contentArticle,
  contentChannel,
  contentSubmission,
  footerClass,
  notice,
  noticeRead,
} from './content.table.js';

export type ChannelRow = typeof contentChannel.$inferSelect;
export type NewChannel = typeof contentChannel.$inferInsert;
export type ArticleRow = typeof contentArticle.$inferSelect;
export type NewArticle = typeof contentArticle.$inferInsert;
export type FooterRow = typeof footerClass.$inferSelect;
export type NewFooter = typeof footerClass.$inferInsert;
export type AgreementRow = typeof agreement.$inferSelect;
export type NewAgreement = typeof agreement.$inferInsert;
export type SubmissionRow = typeof contentSubmission.$inferSelect;
export type NewSubmission = typeof contentSubmission.$inferInsert;
export type NoticeRow = typeof notice.$inferSelect;
export type NewNotice = typeof notice.$inferInsert;

const like = (value: string) => `%${escapeLike(value)}%`;

// --- channels ---------------------------------------------------------------------------------------------

export function listChannels(db: DbOrTx): Promise<ChannelRow[]> {
  return db.select().from(contentChannel).orderBy(asc(contentChannel.sort), asc(contentChannel.id));
}

export async function findChannel(db: DbOrTx, id: number): Promise<ChannelRow | null> {
  const [row] = await db.select().from(contentChannel).where(eq(contentChannel.id, id));
  return row ?? null;
}

export async function findChannelByScode(db: DbOrTx, scode: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(contentChannel).where(eq(contentChannel.scode, scode));
  return row ?? null;
}

export async function insertChannel(db: DbOrTx, values: NewChannel): Promise<ChannelRow> {
  const [row] = await db.insert(contentChannel).values(values).returning();
  return row!;
}

export async function updateChannel(
  db: DbOrTx,
  id: number,
  values: Partial<NewChannel>,
): Promise<ChannelRow> {
  const [row] = await db.update(contentChannel).set(values).where(eq(contentChannel.id, id)).returning();
  return row!;
}

/** Moves the children of a channel to another group (a parent's group change carries its subtree along). */
export async function setChannelGroup(db: DbOrTx, ids: number[], group: string, now: Date) {
  if (ids.length === 0) return;
  await db.update(contentChannel).set({ group, updatedAt: now }).where(inArray(contentChannel.id, ids));
}

export async function deleteChannel(db: DbOrTx, id: number) {
  await db.delete(contentChannel).where(eq(contentChannel.id, id));
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contentChannel).where(eq(contentChannel.parentId, id));
  return row?.n ?? 0;
}

export async function countArticlesOf(db: DbOrTx, channelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentArticle)
    .where(eq(contentArticle.channelId, channelId));
  return row?.n ?? 0;
}

/** Serialises channel writes (scode uniqueness and parent checks read then write). */
export async function lockChannels(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('content:channels'))`);
}

// --- articles ---------------------------------------------------------------------------------------------

export interface ArticleFilter {
  channelIds?: number[];
  lang?: string;
  status?: number;
  keyword?: string;
  /** Only articles published at or before this instant (the mall). */
  publishedBy?: Date;
}

function articleWhere(f: ArticleFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.channelIds) parts.push(inArray(contentArticle.channelId, f.channelIds.length ? f.channelIds : [-1]));
  if (f.lang) parts.push(eq(contentArticle.lang, f.lang));
  if (f.status !== undefined) parts.push(eq(contentArticle.status, f.status));
  if (f.publishedBy) parts.push(lte(contentArticle.publishDate, f.publishedBy));
  if (f.keyword) {
    parts.push(
      or(ilike(contentArticle.title, like(f.keyword)), ilike(contentArticle.keywords, like(f.keyword)))!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** Article columns without the body, for lists. */
const summaryColumns = {
  id: contentArticle.id,
  channelId: contentArticle.channelId,
  lang: contentArticle.lang,
  title: contentArticle.title,
  summary: contentArticle.summary,
  author: contentArticle.author,
  source: contentArticle.source,
  coverImage: contentArticle.coverImage,
  keywords: contentArticle.keywords,
  link: contentArticle.link,
  status: contentArticle.status,
  isTop: contentArticle.isTop,
  visits: contentArticle.visits,
  publishDate: contentArticle.publishDate,
  createdBy: contentArticle.createdBy,
  createdAt: contentArticle.createdAt,
  updatedAt: contentArticle.updatedAt,
};
export type ArticleSummaryRow = Omit<ArticleRow, 'content'>;

/** Pinned first, then newest published first (the mall's order). */
export async function pageArticles(
  db: DbOrTx,
  p: PageRequest,
  filter: ArticleFilter,
  order: 'list' | 'admin',
) {
  const condition = articleWhere(filter);
  const orderBy =
    order === 'list'
      ? [desc(contentArticle.isTop), desc(contentArticle.publishDate), desc(contentArticle.id)]
      : [desc(contentArticle.id)];
  const [list, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contentArticle)
      .where(condition)
      .orderBy(...orderBy)
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(contentArticle).where(condition),
  ]);
  return { list: list as ArticleSummaryRow[], total: total?.n ?? 0 };
}

export async function countArticles(db: DbOrTx, filter: ArticleFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contentArticle).where(articleWhere(filter));
  return row?.n ?? 0;
}

/** The most visited articles matching the filter. */
export async function topArticles(db: DbOrTx, filter: ArticleFilter, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(contentArticle)
    .where(articleWhere(filter))
    .orderBy(desc(contentArticle.visits), desc(contentArticle.publishDate), desc(contentArticle.id))
    .limit(limit);
  return rows as ArticleSummaryRow[];
}

export async function findArticle(db: DbOrTx, id: number): Promise<ArticleRow | null> {
  const [row] = await db.select().from(contentArticle).where(eq(contentArticle.id, id));
  return row ?? null;
}

/**
 * Counts one visit of a published article in one statement (no lost updates under concurrent readers) and
 * answers the article; null when it is not published (or not yet).
 */
export async function visitArticle(db: DbOrTx, id: number, now: Date): Promise<ArticleRow | null> {
  const [row] = await db
    .update(contentArticle)
    .set({ visits: sql`${contentArticle.visits} + 1` })
    .where(and(eq(contentArticle.id, id), eq(contentArticle.status, 1), lte(contentArticle.publishDate, now)))
    .returning();
  return row ?? null;
}

/** The published neighbours of an article in its channel and language: newer (prev) and older (next). */
export async function neighbours(db: DbOrTx, row: ArticleRow, now: Date) {
  const base = and(
    eq(contentArticle.channelId, row.channelId),
    eq(contentArticle.lang, row.lang),
    eq(contentArticle.status, 1),
    lte(contentArticle.publishDate, now),
  );
  const at = row.publishDate;
  const newer = or(
    gt(contentArticle.publishDate, at),
    and(eq(contentArticle.publishDate, at), gt(contentArticle.id, row.id)),
  );
  const older = or(
    lt(contentArticle.publishDate, at),
    and(eq(contentArticle.publishDate, at), lt(contentArticle.id, row.id)),
  );
  const pick = { id: contentArticle.id, title: contentArticle.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(pick)
      .from(contentArticle)
      .where(and(base, newer))
      .orderBy(asc(contentArticle.publishDate), asc(contentArticle.id))
      .limit(1),
    db
      .select(pick)
      .from(contentArticle)
      .where(and(base, older))
      .orderBy(desc(contentArticle.publishDate), desc(contentArticle.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

export async function insertArticle(db: DbOrTx, values: NewArticle): Promise<ArticleRow> {
  const [row] = await db.insert(contentArticle).values(values).returning();
  return row!;
}

export async function updateArticle(
  db: DbOrTx,
  id: number,
  values: Partial<NewArticle>,
): Promise<ArticleRow> {
  const [row] = await db.update(contentArticle).set(values).where(eq(contentArticle.id, id)).returning();
  return row!;
}

export async function setArticleStatus(db: DbOrTx, ids: number[], status: number, now: Date) {
  await db.update(contentArticle).set({ status, updatedAt: now }).where(inArray(contentArticle.id, ids));
}

export async function deleteArticles(db: DbOrTx, ids: number[]) {
  await db.delete(contentArticle).where(inArray(contentArticle.id, ids));
}

// --- footer -----------------------------------------------------------------------------------------------

export async function pageFooter(db: DbOrTx, p: PageRequest, filter: { pid?: number; name?: string }) {
  const parts: SQL[] = [];
  if (filter.pid !== undefined) parts.push(eq(footerClass.pid, filter.pid));
  if (filter.name) parts.push(sql`${footerClass.names}::text ilike ${like(filter.name)}`);
  const condition = parts.length ? and(...parts) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(footerClass)
      .where(condition)
      // Columns first, each column's entries after it, both by sort.
      .orderBy(
        sql`case when ${footerClass.pid} = 0 then ${footerClass.id} else ${footerClass.pid} end`,
        sql`case when ${footerClass.pid} = 0 then 0 else 1 end`,
        asc(footerClass.sort),
        asc(footerClass.id),
      )
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(footerClass).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listFooter(db: DbOrTx, onlyShown: boolean): Promise<FooterRow[]> {
  return db
    .select()
    .from(footerClass)
    .where(onlyShown ? eq(footerClass.isShow, 1) : undefined)
    .orderBy(asc(footerClass.sort), asc(footerClass.id));
}

export function footerChildren(db: DbOrTx, pid: number, onlyShown: boolean): Promise<FooterRow[]> {
  return db
    .select()
    .from(footerClass)
    .where(and(eq(footerClass.pid, pid), onlyShown ? eq(footerClass.isShow, 1) : undefined))
    .orderBy(asc(footerClass.sort), asc(footerClass.id));
}

export async function childCounts(db: DbOrTx, pids: number[]): Promise<Map<number, number>> {
  if (pids.length === 0) return new Map();
  const rows = await db
    .select({ pid: footerClass.pid, n: count() })
    .from(footerClass)
    .where(inArray(footerClass.pid, pids))
    .groupBy(footerClass.pid);
  return new Map(rows.map((r) => [r.pid, r.n]));
}

export async function findFooter(db: DbOrTx, id: number): Promise<FooterRow | null> {
  const [row] = await db.select().from(footerClass).where(eq(footerClass.id, id));
  return row ?? null;
}

export async function lockFooter(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('content:footer'))`);
}

export async function insertFooter(db: DbOrTx, values: NewFooter): Promise<FooterRow> {
  const [row] = await db.insert(footerClass).values(values).returning();
  return row!;
}

export async function updateFooter(db: DbOrTx, id: number, values: Partial<NewFooter>): Promise<FooterRow> {
  const [row] = await db.update(footerClass).set(values).where(eq(footerClass.id, id)).returning();
  return row!;
}

export async function deleteFooter(db: DbOrTx, id: number) {
  await db.delete(footerClass).where(eq(footerClass.id, id));
}

// --- agreements -------------------------------------------------------------------------------------------

export async function pageAgreements(db: DbOrTx, p: PageRequest, title?: string) {
  const condition = title ? sql`${agreement.titles}::text ilike ${like(title)}` : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(agreement)
      .where(condition)
      .orderBy(asc(agreement.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(agreement).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findAgreement(db: DbOrTx, id: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreement).where(eq(agreement.id, id));
  return row ?? null;
}

export async function findAgreementByCode(db: DbOrTx, code: string): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreement).where(eq(agreement.code, code));
  return row ?? null;
}

export async function insertAgreement(db: DbOrTx, values: NewAgreement): Promise<AgreementRow> {
  const [row] = await db.insert(agreement).values(values).returning();
  return row!;
}

export async function updateAgreement(
  db: DbOrTx,
  id: number,
  values: Partial<NewAgreement>,
): Promise<AgreementRow | null> {
  const [row] = await db.update(agreement).set(values).where(eq(agreement.id, id)).returning();
  return row ?? null;
}

export async function deleteAgreement(db: DbOrTx, id: number) {
  const rows = await db.delete(agreement).where(eq(agreement.id, id)).returning({ id: agreement.id });
  return rows.length;
}

// --- submissions ------------------------------------------------------------------------------------------

/** Serialises the submissions of one address, so the rate limit holds under concurrent posts. */
export async function lockSubmitter(db: DbOrTx, ip: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:submission:${ip}`}))`);
}

export async function countRecentSubmissions(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentSubmission)
    .where(and(eq(contentSubmission.ip, ip), gt(contentSubmission.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertSubmission(db: DbOrTx, values: NewSubmission): Promise<SubmissionRow> {
  const [row] = await db.insert(contentSubmission).values(values).returning();
  return row!;
}

export async function pageSubmissions(
  db: DbOrTx,
  p: PageRequest,
  filter: { kind?: string; status?: number; keyword?: string },
) {
  const parts: SQL[] = [];
  if (filter.kind) parts.push(eq(contentSubmission.kind, filter.kind));
  if (filter.status !== undefined) parts.push(eq(contentSubmission.status, filter.status));
  if (filter.keyword) {
    const k = like(filter.keyword);
    parts.push(
      or(
        ilike(contentSubmission.name, k),
        ilike(contentSubmission.company, k),
        ilike(contentSubmission.title, k),
        ilike(contentSubmission.content, k),
      )!,
    );
  }
  const condition = parts.length ? and(...parts) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(contentSubmission)
      .where(condition)
      .orderBy(desc(contentSubmission.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(contentSubmission).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function updateSubmission(
  db: DbOrTx,
  id: number,
  values: Partial<NewSubmission>,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .update(contentSubmission)
    .set(values)
    .where(eq(contentSubmission.id, id))
    .returning();
  return row ?? null;
}

// --- notices ----------------------------------------------------------------------------------------------

const readCount = sql<number>`(select count(*)::int from ${noticeRead} where ${noticeRead.noticeId} = ${notice.id})`;

export async function pageNotices(
  db: DbOrTx,
  p: PageRequest,
  filter: { title?: string; type?: number; status?: number },
) {
  // The operator's notices, not the platform's personal ones.
  const parts: SQL[] = [isNull(notice.userId)];
  if (filter.title) parts.push(ilike(notice.title, like(filter.title)));
  if (filter.type !== undefined) parts.push(eq(notice.type, filter.type));
  if (filter.status !== undefined) parts.push(eq(notice.status, filter.status));
  const condition = parts.length ? and(...parts) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select({ row: notice, readCount })
      .from(notice)
      .where(condition)
      .orderBy(desc(notice.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(notice).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findNotice(db: DbOrTx, id: number) {
  const [row] = await db.select({ row: notice, readCount }).from(notice).where(eq(notice.id, id));
  return row ?? null;
}

/** Tells a sent notice's receivers (one user, some role types, or everyone), once committed. */
function announceSent(db: DbOrTx, row: NoticeRow) {
  if (row.status !== 1) return;
  const audience =
    row.userId != null
      ? { users: [row.userId] }
      : { roles: row.receiverType === 1 ? (row.roleTypes as RoleType[]) : ROLE_TYPES };
  announce(db, { topic: 'notice', id: String(row.id), ...audience });
}

export async function insertNotice(db: DbOrTx, values: NewNotice): Promise<NoticeRow> {
  const [row] = await db.insert(notice).values(values).returning();
  announceSent(db, row!);
  return row!;
}

/** Updates a notice only while it is a draft; null when it was sent meanwhile. */
export async function updateDraftNotice(db: DbOrTx, id: number, values: Partial<NewNotice>) {
  const [row] = await db
    .update(notice)
    .set(values)
    .where(and(eq(notice.id, id), eq(notice.status, 0)))
    .returning();
  if (row) announceSent(db, row);
  return row ?? null;
}

export async function deleteNotices(db: DbOrTx, ids: number[]) {
  await db.delete(notice).where(inArray(notice.id, ids));
}

export interface Receiver {
  userId: number;
  roleType: number;
}

/** Sent notices addressed to a receiver: to everyone, by role including theirs, or to them alone. */
function addressedTo(who: Receiver): SQL {
  return and(
    eq(notice.status, 1),
    or(
      and(eq(notice.receiverType, 0), isNull(notice.userId)),
      sql`${notice.roleTypes} @> ${JSON.stringify([who.roleType])}::jsonb`,
      eq(notice.userId, who.userId),
    ),
  )!;
}

export async function pageMyNotices(
  db: DbOrTx,
  p: PageRequest,
  who: Receiver,
  filter: { readStatus?: number; title?: string; unreadOnly?: boolean },
) {
  const parts: SQL[] = [addressedTo(who)];
  if (filter.title) parts.push(ilike(notice.title, like(filter.title)));
  if (filter.readStatus === 0) parts.push(isNull(noticeRead.userId));
  if (filter.readStatus === 1) parts.push(sql`${noticeRead.userId} is not null`);
  const condition = and(...parts);
  const join = and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, who.userId));
  const [list, [total]] = await Promise.all([
    db
      .select({ row: notice, readAt: noticeRead.readAt })
      .from(notice)
      .leftJoin(noticeRead, join)
      .where(condition)
      .orderBy(desc(notice.sendDate), desc(notice.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(notice).leftJoin(noticeRead, join).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findMyNotice(db: DbOrTx, who: Receiver, id: number) {
  const [row] = await db
    .select({ row: notice, readAt: noticeRead.readAt })
    .from(notice)
    .leftJoin(noticeRead, and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, who.userId)))
    .where(and(eq(notice.id, id), addressedTo(who)));
  return row ?? null;
}

/** Marks read the listed notices (or every one addressed to the receiver) that are addressed to them. */
export async function markRead(db: DbOrTx, who: Receiver, ids: number[] | 'all', now: Date) {
  const condition = ids === 'all' ? addressedTo(who) : and(addressedTo(who), inArray(notice.id, ids));
  const targets = await db.select({ id: notice.id }).from(notice).where(condition);
  if (targets.length === 0) return;
  await db
    .insert(noticeRead)
    .values(targets.map((t) => ({ noticeId: t.id, userId: who.userId, readAt: now })))
    .onConflictDoNothing();
  // The reader's other tabs and devices update their unread count.
  announce(db, { topic: 'notice', users: [who.userId] });
}

export async function countUnread(db: DbOrTx, who: Receiver): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notice)
    .leftJoin(noticeRead, and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, who.userId)))
    .where(and(addressedTo(who), isNull(noticeRead.userId)));
  return row?.n ?? 0;
}
