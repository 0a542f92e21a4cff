import type { Readable } from 'node:stream';
import { content, ErrorCode, type Locale, type Localized } from '@datamall/contract';
import type { z } from 'zod';

type ChannelGroup = content.ChannelGroup;
const { ArticleStatus, CONTENT_FILE_MAX_MB, SUBMISSION_RATE, SubmissionStatus } = content;

import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';
import type { FileStorage } from '../../platform/storage.js';
import type { ArticleRow, ChannelRow } from './content.repository.js';
import * as repo from './content.repository.js';
import { type DemoLinks, seedChannels, seedDemoContent } from './content.seed.js';
import { type SignedParams, verifySignedCall } from './content.signature.js';

type ArticleFields = z.output<typeof content.zArticleInput>;
type FooterFields = z.output<typeof content.zFooterClassInput>;
type AgreementFields = z.output<typeof content.zAgreementInput>;
type NoticeFields = z.output<typeof content.zNoticeInput>;
type SubmissionFields = z.output<typeof content.zSubmissionInput>;

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** App id and secret of the signed public content API (CONTENT_APP_ID / CONTENT_APP_SECRET). */
  credentials: { appId: string; secret: string };
}

/** Every channel at once (a few dozen rows): lookups by id and scode, children, subtrees. */
export class ChannelIndex {
  readonly byId = new Map<number, ChannelRow>();
  readonly byScode = new Map<string, ChannelRow>();
  readonly children = new Map<number | null, ChannelRow[]>();

  constructor(readonly rows: ChannelRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.byScode.set(row.scode, row);
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
  }

  /** A channel and every channel below it. */
  subtree(id: number): number[] {
    const out: number[] = [];
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      out.push(current);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return out;
  }

  scodeOf(id: number | null): string {
    return id === null ? '' : (this.byId.get(id)?.scode ?? '');
  }
}

/** The text of a language, else the zh-CN one. */
export function pick(texts: Localized, locale: Locale): string {
  return texts[locale] || texts['zh-CN'] || '';
}

const FILE_MIMES = [...IMAGE_MIMES, 'application/pdf'] as const;

/**
 * The mall's content: channels and articles, footer navigation, agreements, contact forms, notices, and the
 * signed public content API. Public reads see published articles only; writes are the operator's.
 */
export class ContentService {
  constructor(private readonly deps: ContentServiceDeps) {}

  /** The channel structure the mall reads (news, rules, help, legal, brand, scene, theme), once. */
  seedDefaults(): Promise<void> {
    return seedChannels(this.deps.db, this.deps.clock);
  }

  /** Demo articles, footer and agreements (SEED_DEMO), each only while empty. */
  seedDemo(links: DemoLinks = {}): Promise<void> {
    return seedDemoContent(this.deps.db, this.deps.clock, null, links);
  }

  // --- channels -------------------------------------------------------------------------------------------

  async channels(): Promise<ChannelIndex> {
    return new ChannelIndex(await repo.listChannels(this.deps.db));
  }

  /** The channels a public list covers: a channel and its subtree, a whole group, or everything. */
  private resolveChannels(
    index: ChannelIndex,
    q: { scode?: string | undefined; group?: ChannelGroup | undefined },
  ) {
    if (q.scode) {
      const channel = index.byScode.get(q.scode);
      if (!channel) throw new AppError(ErrorCode.CONTENT_CHANNEL_UNKNOWN, { scode: q.scode });
      return index.subtree(channel.id);
    }
    if (q.group) return index.rows.filter((r) => r.group === q.group).map((r) => r.id);
    return undefined;
  }

  async createChannel(input: z.output<typeof content.zChannelInput>): Promise<ChannelRow> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await repo.lockChannels(tx);
      const index = new ChannelIndex(await repo.listChannels(tx));
      if (index.byScode.has(input.scode))
        throw new AppError(ErrorCode.CONTENT_SCODE_TAKEN, { scode: input.scode });
      const parent = input.pcode ? index.byScode.get(input.pcode) : undefined;
      if (input.pcode && !parent) throw new AppError(ErrorCode.CONTENT_CHANNEL_PARENT_INVALID);
      const now = clock.now();
      return repo.insertChannel(tx, {
        scode: input.scode,
        parentId: parent?.id ?? null,
        // A child belongs to its parent's group.
        group: parent?.group ?? input.group,
        names: input.names as Localized,
        type: input.type,
        sort: input.sort,
        isShow: input.isShow,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  async updateChannel(id: number, input: z.output<typeof content.zChannelInput>): Promise<ChannelRow> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await repo.lockChannels(tx);
      const index = new ChannelIndex(await repo.listChannels(tx));
      const current = index.byId.get(id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const owner = index.byScode.get(input.scode);
      if (owner && owner.id !== id) throw new AppError(ErrorCode.CONTENT_SCODE_TAKEN, { scode: input.scode });
      const parent = input.pcode ? index.byScode.get(input.pcode) : undefined;
      // The parent must exist and must not be the channel itself or one of its descendants (a cycle).
      if (input.pcode && (!parent || index.subtree(id).includes(parent.id))) {
        throw new AppError(ErrorCode.CONTENT_CHANNEL_PARENT_INVALID);
      }
      const now = clock.now();
      const group = parent?.group ?? input.group;
      const row = await repo.updateChannel(tx, id, {
        scode: input.scode,
        parentId: parent?.id ?? null,
        group,
        names: input.names as Localized,
        type: input.type,
        sort: input.sort,
        isShow: input.isShow,
        updatedAt: now,
      });
      if (group !== current.group) {
        await repo.setChannelGroup(
          tx,
          index.subtree(id).filter((x) => x !== id),
          group,
          now,
        );
      }
      return row;
    });
  }

  async deleteChannel(id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await repo.lockChannels(tx);
      if (!(await repo.findChannel(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
      if ((await repo.countChildren(tx, id)) > 0 || (await repo.countArticlesOf(tx, id)) > 0) {
        throw new AppError(ErrorCode.CONTENT_CHANNEL_NOT_EMPTY);
      }
      await repo.deleteChannel(tx, id);
    });
  }

  // --- articles: the mall ---------------------------------------------------------------------------------

  /**
   * Published articles in the visitor's language; a channel that has none in that language shows its zh-CN
   * articles instead, so a site written only in Chinese is not empty in English.
   */
  async listPublished(
    locale: Locale,
    q: { scode?: string | undefined; group?: ChannelGroup | undefined; keyword?: string | undefined },
    page: PageRequest,
  ) {
    const index = await this.channels();
    const channelIds = this.resolveChannels(index, q);
    const filter: repo.ArticleFilter = {
      channelIds,
      status: ArticleStatus.PUBLISHED,
      publishedBy: this.deps.clock.now(),
      keyword: q.keyword,
    };
    const lang = await this.effectiveLang(filter, locale);
    const result = await repo.pageArticles(this.deps.db, page, { ...filter, lang }, 'list');
    return { ...result, index };
  }

  private async effectiveLang(filter: repo.ArticleFilter, locale: Locale): Promise<Locale> {
    if (locale === 'zh-CN') return locale;
    const own = await repo.countArticles(this.deps.db, { ...filter, keyword: undefined, lang: locale });
    return own > 0 ? locale : 'zh-CN';
  }

  /** A published article for the mall; counts one visit. Drafts and unknown ids answer 404. */
  async visit(id: number) {
    const { db, clock } = this.deps;
    const now = clock.now();
    const row = await repo.visitArticle(db, id, now);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    const [around, index] = await Promise.all([repo.neighbours(db, row, now), this.channels()]);
    return { row, ...around, index };
  }

  async hot(
    locale: Locale,
    q: { scode?: string | undefined; group?: ChannelGroup | undefined },
    num: number,
  ) {
    const index = await this.channels();
    const filter: repo.ArticleFilter = {
      channelIds: this.resolveChannels(index, q),
      status: ArticleStatus.PUBLISHED,
      publishedBy: this.deps.clock.now(),
    };
    const lang = await this.effectiveLang(filter, locale);
    return { list: await repo.topArticles(this.deps.db, { ...filter, lang }, num), index };
  }

  async brands(locale: Locale) {
    const { list } = await this.listPublished(locale, { group: 'brand' }, { page: 1, limit: 100 });
    return list.map((r) => ({ id: String(r.id), brandValue: r.title, comments: r.summary }));
  }

  // --- articles: the operator -----------------------------------------------------------------------------

  async pageArticles(filter: z.output<typeof content.zArticleFilter>) {
    const index = await this.channels();
    const result = await repo.pageArticles(
      this.deps.db,
      filter,
      {
        channelIds: this.resolveChannels(index, filter),
        lang: filter.lang,
        status: filter.status,
        keyword: filter.keyword,
      },
      'admin',
    );
    return { ...result, index };
  }

  async getArticle(id: number): Promise<{ row: ArticleRow; index: ChannelIndex }> {
    const row = await repo.findArticle(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return { row, index: await this.channels() };
  }

  private async articleColumns(input: ArticleFields, now: Date) {
    const channel = await repo.findChannelByScode(this.deps.db, input.scode);
    if (!channel) throw new AppError(ErrorCode.CONTENT_CHANNEL_UNKNOWN, { scode: input.scode });
    let publishDate: Date | undefined;
    if (input.publishDate) {
      publishDate = new Date(input.publishDate);
      if (Number.isNaN(publishDate.getTime())) throw new AppError(ErrorCode.CONTENT_PUBLISH_DATE_INVALID);
    }
    const html = sanitizeRichText(input.content);
    return {
      channelId: channel.id,
      lang: input.lang,
      title: input.title,
      // Lists show a summary: the operator's, else the start of the text.
      summary: input.summary || plainText(html).slice(0, 200),
      author: input.author,
      source: input.source,
      coverImage: input.coverImage,
      keywords: input.keywords,
      link: input.link,
      content: html,
      status: input.status,
      isTop: input.isTop,
      publishDate,
      updatedAt: now,
    };
  }

  async createArticle(actor: Actor, input: ArticleFields) {
    const now = this.deps.clock.now();
    const columns = await this.articleColumns(input, now);
    const row = await repo.insertArticle(this.deps.db, {
      ...columns,
      publishDate: columns.publishDate ?? now,
      createdBy: actor.userId,
      createdAt: now,
    });
    return { row, index: await this.channels() };
  }

  async updateArticle(id: number, input: ArticleFields) {
    const current = await repo.findArticle(this.deps.db, id);
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    const columns = await this.articleColumns(input, this.deps.clock.now());
    const row = await repo.updateArticle(this.deps.db, id, {
      ...columns,
      publishDate: columns.publishDate ?? current.publishDate,
    });
    return { row, index: await this.channels() };
  }

  /**
   * Publishes or withdraws articles. A draft published now whose date lies in the past is dated now, so it
   * appears at the top of its list; a future date (scheduled publication) is kept.
   */
  async setStatus(ids: number[], status: 0 | 1): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (status === ArticleStatus.PUBLISHED) {
        for (const id of ids) {
          const row = await repo.findArticle(tx, id);
          if (row && row.status === ArticleStatus.DRAFT && row.publishDate < now) {
            await repo.updateArticle(tx, id, { publishDate: now });
          }
        }
      }
      await repo.setArticleStatus(tx, ids, status, now);
    });
  }

  async deleteArticles(ids: number[]): Promise<void> {
    await repo.deleteArticles(this.deps.db, ids);
  }

  async upload(stream: Readable): Promise<string> {
    const stored = await this.deps.storage.save(stream, {
      folder: 'content',
      maxBytes: CONTENT_FILE_MAX_MB * 1024 * 1024,
      accept: FILE_MIMES,
    });
    return `/server/content/file?key=${stored.key}`;
  }

  async openFile(key: string): Promise<Readable> {
    if (!(await this.deps.storage.exists(key))) throw new AppError(ErrorCode.NOT_FOUND);
    return this.deps.storage.open(key);
  }

  // --- footer navigation ----------------------------------------------------------------------------------

  async pageFooter(q: { page: number; limit: number; pid?: number | undefined; name?: string | undefined }) {
    const result = await repo.pageFooter(this.deps.db, q, { pid: q.pid, name: q.name });
    const counts = await repo.childCounts(
      this.deps.db,
      result.list.map((r) => r.id),
    );
    return { ...result, counts };
  }

  /** A footer entry: shown ones for everyone, hidden ones for the operator only. */
  async footerEntry(id: number, canSeeHidden: boolean) {
    const row = await repo.findFooter(this.deps.db, id);
    if (!row || (!canSeeHidden && row.isShow !== 1)) throw new AppError(ErrorCode.NOT_FOUND);
    const counts = await repo.childCounts(this.deps.db, [row.id]);
    return { row, childCount: counts.get(row.id) ?? 0 };
  }

  async footerChildren(pid: number) {
    const rows = await repo.footerChildren(this.deps.db, pid, true);
    const counts = await repo.childCounts(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return { rows, counts };
  }

  async footerTree() {
    const rows = await repo.listFooter(this.deps.db, true);
    const columns = rows.filter((r) => r.pid === 0);
    const byParent = new Map<number, typeof rows>();
    for (const row of rows) {
      if (row.pid === 0) continue;
      byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
    }
    return columns.map((column) => ({ column, entries: byParent.get(column.id) ?? [] }));
  }

  private footerColumns(input: FooterFields) {
    return {
      pid: input.pid,
      names: input.names as Localized,
      url: input.url,
      contents: {
        'zh-CN': sanitizeRichText(input.contents['zh-CN']),
        'zh-TW': sanitizeRichText(input.contents['zh-TW']),
        'en-US': sanitizeRichText(input.contents['en-US']),
      },
      sort: input.sort,
      isShow: input.isShow,
    };
  }

  /** Entries hang under a column (pid 0); a column with entries stays a column (two levels). */
  private async assertFooterParent(tx: DbOrTx, pid: number, selfId?: number) {
    if (pid === 0) return;
    const parent = await repo.findFooter(tx, pid);
    if (parent?.pid !== 0 || parent.id === selfId) throw new AppError(ErrorCode.FOOTER_PARENT_INVALID);
    if (selfId !== undefined) {
      const counts = await repo.childCounts(tx, [selfId]);
      if ((counts.get(selfId) ?? 0) > 0) throw new AppError(ErrorCode.FOOTER_PARENT_INVALID);
    }
  }

  async createFooter(input: FooterFields) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await repo.lockFooter(tx);
      await this.assertFooterParent(tx, input.pid);
      const row = await repo.insertFooter(tx, {
        ...this.footerColumns(input),
        createdAt: now,
        updatedAt: now,
      });
      return { row, childCount: 0 };
    });
  }

  async updateFooter(id: number, input: FooterFields) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await repo.lockFooter(tx);
      if (!(await repo.findFooter(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
      await this.assertFooterParent(tx, input.pid, id);
      const row = await repo.updateFooter(tx, id, { ...this.footerColumns(input), updatedAt: now });
      const counts = await repo.childCounts(tx, [id]);
      return { row, childCount: counts.get(id) ?? 0 };
    });
  }

  async deleteFooter(id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await repo.lockFooter(tx);
      if (!(await repo.findFooter(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
      const counts = await repo.childCounts(tx, [id]);
      if ((counts.get(id) ?? 0) > 0) throw new AppError(ErrorCode.FOOTER_HAS_CHILDREN);
      await repo.deleteFooter(tx, id);
    });
  }

  // --- agreements -----------------------------------------------------------------------------------------

  async getAgreement(q: { id?: number | undefined; code?: string | undefined }) {
    const row =
      q.id !== undefined
        ? await repo.findAgreement(this.deps.db, q.id)
        : await repo.findAgreementByCode(this.deps.db, q.code ?? '');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  pageAgreements(q: { page: number; limit: number; title?: string | undefined }) {
    return repo.pageAgreements(this.deps.db, q, q.title);
  }

  private agreementColumns(input: AgreementFields) {
    return {
      code: input.code,
      titles: input.titles as Localized,
      contents: {
        'zh-CN': sanitizeRichText(input.contents['zh-CN']),
        'zh-TW': sanitizeRichText(input.contents['zh-TW']),
        'en-US': sanitizeRichText(input.contents['en-US']),
      },
    };
  }

  async createAgreement(input: AgreementFields) {
    const now = this.deps.clock.now();
    if (await repo.findAgreementByCode(this.deps.db, input.code)) {
      throw new AppError(ErrorCode.AGREEMENT_CODE_TAKEN, { code: input.code });
    }
    try {
      return await repo.insertAgreement(this.deps.db, {
        ...this.agreementColumns(input),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      throw this.codeTaken(error, input.code);
    }
  }

  async updateAgreement(id: number, input: AgreementFields) {
    const owner = await repo.findAgreementByCode(this.deps.db, input.code);
    if (owner && owner.id !== id) throw new AppError(ErrorCode.AGREEMENT_CODE_TAKEN, { code: input.code });
    try {
      const row = await repo.updateAgreement(this.deps.db, id, {
        ...this.agreementColumns(input),
        updatedAt: this.deps.clock.now(),
      });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      return row;
    } catch (error) {
      throw this.codeTaken(error, input.code);
    }
  }

  /** A concurrent insert of the same code loses on the unique index: answer it like the check above. */
  private codeTaken(error: unknown, code: string): unknown {
    return isUniqueViolation(error) ? new AppError(ErrorCode.AGREEMENT_CODE_TAKEN, { code }) : error;
  }

  async deleteAgreement(id: number): Promise<void> {
    if ((await repo.deleteAgreement(this.deps.db, id)) === 0) throw new AppError(ErrorCode.NOT_FOUND);
  }

  // --- contact, cooperation and feedback forms ------------------------------------------------------------

  /**
   * Stores a form. One address may send SUBMISSION_RATE.max forms per window; the count and the insert run
   * under a per-address lock, so concurrent posts cannot pass the limit together.
   */
  async submit(input: SubmissionFields, from: { ip: string; actor: Actor | null }) {
    const { db, clock } = this.deps;
    const now = clock.now();
    const since = new Date(now.getTime() - SUBMISSION_RATE.windowMinutes * 60_000);
    return db.transaction(async (tx) => {
      await repo.lockSubmitter(tx, from.ip);
      if ((await repo.countRecentSubmissions(tx, from.ip, since)) >= SUBMISSION_RATE.max) {
        throw new AppError(ErrorCode.CONTENT_SUBMISSION_TOO_FREQUENT, {
          minutes: SUBMISSION_RATE.windowMinutes,
        });
      }
      return repo.insertSubmission(tx, {
        kind: input.kind,
        name: input.name,
        company: input.company,
        mobile: input.mobile,
        email: input.email,
        title: input.title,
        content: input.content,
        userId: from.actor?.userId ?? null,
        username: from.actor?.username ?? '',
        ip: from.ip,
        status: SubmissionStatus.NEW,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  pageSubmissions(q: {
    page: number;
    limit: number;
    kind?: string | undefined;
    status?: number | undefined;
    keyword?: string | undefined;
  }) {
    return repo.pageSubmissions(this.deps.db, q, q);
  }

  async handleSubmission(actor: Actor, id: number, remark: string) {
    const now = this.deps.clock.now();
    const row = await repo.updateSubmission(this.deps.db, id, {
      status: SubmissionStatus.HANDLED,
      remark,
      handledBy: actor.username,
      handledAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  // --- notices --------------------------------------------------------------------------------------------

  pageNotices(q: {
    page: number;
    limit: number;
    title?: string | undefined;
    type?: number | undefined;
    status?: number | undefined;
  }) {
    return repo.pageNotices(this.deps.db, q, q);
  }

  async getNotice(id: number) {
    const found = await repo.findNotice(this.deps.db, id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    return found;
  }

  private noticeColumns(input: NoticeFields, now: Date) {
    return {
      title: input.title,
      type: input.type,
      content: sanitizeRichText(input.content),
      receiverType: input.receiverType,
      roleTypes: input.receiverType === 1 ? [...new Set(input.roleTypes)].sort() : [],
      ...(input.send === 1 ? { status: 1, sendDate: now } : {}),
      updatedAt: now,
    };
  }

  async createNotice(actor: Actor, input: NoticeFields) {
    const now = this.deps.clock.now();
    const row = await repo.insertNotice(this.deps.db, {
      ...this.noticeColumns(input, now),
      senderId: actor.userId,
      senderName: actor.username,
      createdAt: now,
    });
    return this.getNotice(row.id);
  }

  /**
   * Sends a notice to one user from the platform (inside `tx`), e.g. a quota alert; it appears in their notices
   * with an unread badge, not in the operator's list.
   */
  async notifyUser(tx: DbOrTx, userId: number, input: { title: string; content: string }) {
    const now = this.deps.clock.now();
    await repo.insertNotice(tx, {
      title: input.title.slice(0, 200),
      type: 2,
      content: sanitizeRichText(input.content),
      status: 1,
      receiverType: 1,
      roleTypes: [],
      userId,
      senderId: 0,
      senderName: 'system',
      sendDate: now,
      createdAt: now,
      updatedAt: now,
    });
  }

  async updateNotice(id: number, input: NoticeFields) {
    const current = await repo.findNotice(this.deps.db, id);
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    // A sent notice is what its receivers read: it is never changed afterwards.
    const row = await repo.updateDraftNotice(
      this.deps.db,
      id,
      this.noticeColumns(input, this.deps.clock.now()),
    );
    if (!row) throw new AppError(ErrorCode.NOTICE_ALREADY_SENT);
    return this.getNotice(id);
  }

  async deleteNotices(ids: number[]): Promise<void> {
    await repo.deleteNotices(this.deps.db, ids);
  }

  private receiver(actor: Actor): repo.Receiver {
    return { userId: actor.userId, roleType: actor.roleType };
  }

  myNotices(
    actor: Actor,
    q: { page: number; limit: number; readStatus?: number | undefined; title?: string | undefined },
  ) {
    return repo.pageMyNotices(this.deps.db, q, this.receiver(actor), q);
  }

  /** A notice addressed to the caller; opening it marks it read. Others' notices answer 404. */
  async openMyNotice(actor: Actor, id: number) {
    const who = this.receiver(actor);
    const found = await repo.findMyNotice(this.deps.db, who, id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    if (found.readAt) return found;
    const now = this.deps.clock.now();
    await repo.markRead(this.deps.db, who, [id], now);
    return { ...found, readAt: now };
  }

  async markRead(actor: Actor, ids: number[] | 'all'): Promise<number> {
    const who = this.receiver(actor);
    await repo.markRead(this.deps.db, who, ids, this.deps.clock.now());
    return repo.countUnread(this.deps.db, who);
  }

  async latestUnread(actor: Actor) {
    const result = await repo.pageMyNotices(this.deps.db, { page: 1, limit: 5 }, this.receiver(actor), {
      readStatus: 0,
    });
    return result.list;
  }

  unreadCount(actor: Actor): Promise<number> {
    return repo.countUnread(this.deps.db, this.receiver(actor));
  }

  // --- the signed public content API ----------------------------------------------------------------------

  /** Refuses a call whose app id, signature or timestamp is wrong, before anything is read. */
  verify(params: SignedParams): void {
    verifySignedCall(params, this.deps.credentials, this.deps.clock.now());
  }

  /** Top `num` published articles by visits whose title or keywords contain the keyword. */
  async searchTopVisits(locale: Locale, keyword: string, scode: string, num: number) {
    const index = await this.channels();
    const filter: repo.ArticleFilter = {
      channelIds: this.resolveChannels(index, { scode: scode || undefined }),
      status: ArticleStatus.PUBLISHED,
      publishedBy: this.deps.clock.now(),
    };
    const lang = await this.effectiveLang(filter, locale);
    const list = await repo.topArticles(
      this.deps.db,
      { ...filter, lang, keyword: keyword || undefined },
      num,
    );
    return { list, index };
  }
}
