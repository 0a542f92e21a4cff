import type { Readable } from 'node:stream';
import { content, ErrorCode, type Locale } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';
import type { FileStorage } from '../../platform/storage.js';
import type { ArticleRow } from './content.repository.js';
import * as repo from './content.repository.js';
import { type SignedParams, verifySignedCall } from './content.signature.js';
import type { ChannelIndex, ChannelService } from './content-channels.service.js';

type ChannelGroup = content.ChannelGroup;
type ArticleFields = z.output<typeof content.zArticleInput>;
const { ArticleStatus, CONTENT_FILE_MAX_MB } = content;

const FILE_MIMES = [...IMAGE_MIMES, 'application/pdf'] as const;

export interface ArticleDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** App id and secret of the signed public content API (CONTENT_APP_ID / CONTENT_APP_SECRET). */
  credentials: { appId: string; secret: string };
  /** The channels articles are listed in. */
  channels: Pick<ChannelService, 'index'>;
}

/**
 * Articles: the mall's published lists and pages, the operator's editing and uploads, and the signed public
 * content API. Public reads see published articles only; writes are the operator's.
 */
export class ArticleService {
  constructor(private readonly deps: ArticleDeps) {}

  // --- the mall -------------------------------------------------------------------------------------------

  /**
   * Published articles in the visitor's language; a channel that has none in that language shows its zh-CN
   * articles instead, so a site written only in Chinese is not empty in English.
   */
  async listPublished(
    locale: Locale,
    q: { scode?: string | undefined; group?: ChannelGroup | undefined; keyword?: string | undefined },
    page: PageRequest,
  ) {
    const index = await this.deps.channels.index();
    const channelIds = index.resolve(q);
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
    const [around, index] = await Promise.all([repo.neighbours(db, row, now), this.deps.channels.index()]);
    return { row, ...around, index };
  }

  async hot(
    locale: Locale,
    q: { scode?: string | undefined; group?: ChannelGroup | undefined },
    num: number,
  ) {
    const index = await this.deps.channels.index();
    const filter: repo.ArticleFilter = {
      channelIds: index.resolve(q),
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

  // --- the operator -------------------------------------------------------------------------------------------

  async pageArticles(filter: z.output<typeof content.zArticleFilter>) {
    const index = await this.deps.channels.index();
    const result = await repo.pageArticles(
      this.deps.db,
      filter,
      {
        channelIds: index.resolve(filter),
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
    return { row, index: await this.deps.channels.index() };
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
    return { row, index: await this.deps.channels.index() };
  }

  async updateArticle(id: number, input: ArticleFields) {
    const current = await repo.findArticle(this.deps.db, id);
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    const columns = await this.articleColumns(input, this.deps.clock.now());
    const row = await repo.updateArticle(this.deps.db, id, {
      ...columns,
      publishDate: columns.publishDate ?? current.publishDate,
    });
    return { row, index: await this.deps.channels.index() };
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

  // --- the signed public content API ----------------------------------------------------------------------

  /** Refuses a call whose app id, signature or timestamp is wrong, before anything is read. */
  verify(params: SignedParams): void {
    verifySignedCall(params, this.deps.credentials, this.deps.clock.now());
  }

  /** Top `num` published articles by visits whose title or keywords contain the keyword. */
  async searchTopVisits(locale: Locale, keyword: string, scode: string, num: number) {
    const index = await this.deps.channels.index();
    const filter: repo.ArticleFilter = {
      channelIds: index.resolve({ scode: scode || undefined }),
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
