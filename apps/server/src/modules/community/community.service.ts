import type { Readable } from 'node:stream';
import { community, ErrorCode } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';
import type { FileStorage } from '../../platform/storage.js';
import { toArticle, toArticleSummary, toColumn } from './community.presenter.js';
import * as repo from './community.repository.js';
import { seedDemoCommunity } from './community.seed.js';

const { PostStatus: S, POST_TRANSITIONS, EDITABLE_STATUSES } = community;

export type PostKind = 'article' | 'column';

/** The `community-review` process, connected by `flows/community-review.flow.ts`. */
export interface CommunityReview {
  /** Starts a review of the article or column inside `tx`. */
  start(tx: DbOrTx, kind: PostKind, id: number, title: string, starterUserId: number): Promise<void>;
  /** Ends the live review of the article or column inside `tx` (its author withdrew it). */
  withdraw(tx: DbOrTx, kind: PostKind, id: number, actorUserId: number): Promise<void>;
}

export interface CommunityServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** The shop name of a user: company name, else username. */
  shopNameOf: (userId: number) => Promise<string>;
}

/** Namespace of the advisory lock that serialises an author's column creations (the per-author limit). */
const COLUMN_LIMIT_LOCK = 7301;
const AUTO_SUMMARY_LENGTH = 120;
/** A reader's reloads within this window count one view. */
const VIEW_WINDOW_MS = 3_600_000;
/** Readers remembered per process (the oldest are forgotten first). */
const MAX_RECENT_READS = 100_000;

/**
 * Keys seen within a window, at most `max` of them (the least recently remembered go first). The window is
 * measured on the time the caller passes (the service's clock), not with lru-cache's own TTL clock.
 */
export class RecentKeys {
  private readonly keys: LRUCache<string, number>;
  constructor(
    private readonly windowMs: number,
    max: number,
  ) {
    this.keys = new LRUCache({ max });
  }

  /** Whether `key` was remembered within the window. */
  seen(key: string, now: number): boolean {
    const at = this.keys.peek(key);
    return at !== undefined && now - at < this.windowMs;
  }

  /** Remembers `key` at `now` (a key seen again moves to the newest end). */
  remember(key: string, now: number): void {
    this.keys.set(key, now);
  }
}

/** The author edits or deletes in any status but "in review" (withdraw first). */
function assertEditable(status: number) {
  if (!EDITABLE_STATUSES.includes(status as community.PostStatus)) throw illegalState();
}

function assertTransition(from: number, to: community.PostStatus) {
  const allowed = POST_TRANSITIONS[from as community.PostStatus] ?? [];
  if (!allowed.includes(to)) throw illegalState();
}

/** Parses a review's business key `article:<id>` / `column:<id>`. */
export function parseReviewKey(key: string): { kind: PostKind; id: number } | null {
  const match = /^(article|column):(\d+)$/.exec(key);
  return match ? { kind: match[1] as PostKind, id: Number(match[2]) } : null;
}

/** What a review or an author's action changes on a post, whichever its kind. */
type PostChanges = Partial<
  Pick<repo.ArticleRow, 'status' | 'reason' | 'publishedAt' | 'updatedAt' | 'deletedAt'>
>;

/** The two kinds of posts an author keeps (articles and columns), each locked and moved in its own table. */
const POSTS: Record<
  PostKind,
  {
    lock: (
      db: DbOrTx,
      id: number,
    ) => Promise<{ id: number; authorId: number; status: number; title: string } | null | undefined>;
    move: (db: DbOrTx, id: number, from: number, changes: PostChanges) => Promise<unknown>;
  }
> = {
  article: { lock: repo.lockArticle, move: repo.moveArticle },
  column: { lock: repo.lockColumn, move: repo.moveColumn },
};

/**
 * The developer community: articles and columns written by developers, public after an operator's review,
 * taken down by operators. Every status change goes through POST_TRANSITIONS as a conditional update.
 */
export class CommunityService {
  private review: CommunityReview | null = null;
  private readonly recentReads = new RecentKeys(VIEW_WINDOW_MS, MAX_RECENT_READS);

  constructor(private readonly deps: CommunityServiceDeps) {}

  connectReview(review: CommunityReview) {
    this.review = review;
  }

  private get reviews(): CommunityReview {
    if (!this.review) throw new Error('The community-review process is not connected.');
    return this.review;
  }

  /** Demo column and articles by the demo developer (SEED_DEMO), only into an empty community. */
  async seedDemo(authorId: number) {
    const name = (await this.deps.shopNameOf(authorId)) || 'developer';
    await seedDemoCommunity(this.deps.db, this.deps.clock, { id: authorId, name });
  }

  // ---- public ----------------------------------------------------------------------------------------------

  async publicArticles(q: z.output<typeof community.zArticleListQuery>) {
    const { page, limit, ...filter } = q;
    const result = await repo.pageArticles(this.deps.db, { page, limit }, { ...filter, publicOnly: true });
    return { total: result.total, list: result.list.map(toArticleSummary) };
  }

  /** A published article; the read counts as a view once per reader (address) and article per hour. */
  async readArticle(id: number, reader: string) {
    const key = `${id}|${reader}`;
    const now = this.deps.clock.now().getTime();
    const counted = !this.recentReads.seen(key, now);
    const row = counted
      ? await repo.readPublicArticle(this.deps.db, id)
      : await repo.findPublicArticle(this.deps.db, id);
    if (!row) throw notFound();
    // Only a counted read starts the reader's hour: reloads do not stretch it.
    if (counted) this.recentReads.remember(key, now);
    return toArticle(row);
  }

  async publicColumns(p: PageRequest, filter: { authorId?: number; keyword?: string }) {
    const result = await repo.pageColumns(this.deps.db, p, { ...filter, publicOnly: true });
    return { total: result.total, list: result.list.map(toColumn) };
  }

  async publicColumn(id: number) {
    const row = await repo.findColumn(this.deps.db, id, true);
    if (!row) throw notFound();
    return toColumn(row);
  }

  // ---- the author: articles --------------------------------------------------------------------------------

  async myArticles(actor: Actor, p: PageRequest, filter: { status?: number; keyword?: string }) {
    const result = await repo.pageArticles(this.deps.db, p, { ...filter, authorId: actor.userId });
    return { total: result.total, list: result.list.map(toArticleSummary) };
  }

  async myArticle(actor: Actor, id: number) {
    const row = await repo.findArticle(this.deps.db, id);
    if (!row || row.authorId !== actor.userId) throw notFound();
    return toArticle(row);
  }

  async saveArticle(actor: Actor, input: z.output<typeof community.zSaveArticle>) {
    const content = sanitizeRichText(input.content, { ownImagesOnly: true });
    const text = plainText(content);
    if (text.length < community.MIN_CONTENT_TEXT) {
      throw new AppError(
        ErrorCode.COMMUNITY_CONTENT_EMPTY,
        { min: community.MIN_CONTENT_TEXT },
        { field: 'content' },
      );
    }
    const authorName = await this.authorName(actor);
    const now = this.deps.clock.now();
    const fields = {
      title: input.title,
      category: input.category,
      columnId: input.columnId,
      summary: input.summary || text.slice(0, AUTO_SUMMARY_LENGTH),
      content,
      tags: input.tags,
      authorName,
      status: S.DRAFT,
      reason: '',
      updatedAt: now,
    };
    const id = await this.deps.db.transaction(async (tx) => {
      if (input.columnId !== null) await this.columnForArticle(tx, actor, input.columnId);
      const insert = async () =>
        (await repo.insertArticle(tx, { ...fields, authorId: actor.userId, createdAt: now })).id;
      return this.savePost(
        tx,
        actor,
        'article',
        input,
        (row) => repo.moveArticle(tx, row.id, row.status, fields),
        insert,
      );
    });
    return this.myArticle(actor, id);
  }

  async submitArticle(actor: Actor, id: number) {
    await this.submitPost(actor, 'article', id);
    return this.myArticle(actor, id);
  }

  async withdrawArticle(actor: Actor, id: number) {
    await this.withdrawPost(actor, 'article', id);
    return this.myArticle(actor, id);
  }

  async deleteArticle(actor: Actor, id: number) {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.ownPost(tx, actor, 'article', id);
      assertEditable(row.status);
      await repo.moveArticle(tx, id, row.status, { deletedAt: this.deps.clock.now() });
    });
    return null;
  }

  // ---- the author: columns ---------------------------------------------------------------------------------

  async myColumns(actor: Actor, p: PageRequest, filter: { status?: number; keyword?: string }) {
    const result = await repo.pageColumns(this.deps.db, p, { ...filter, authorId: actor.userId });
    return { total: result.total, list: result.list.map(toColumn) };
  }

  async myColumn(actor: Actor, id: number) {
    const row = await repo.findColumn(this.deps.db, id);
    if (!row || row.authorId !== actor.userId) throw notFound();
    return toColumn(row);
  }

  async saveColumn(actor: Actor, input: z.output<typeof community.zSaveColumn>) {
    const authorName = await this.authorName(actor);
    const now = this.deps.clock.now();
    const fields = {
      title: input.title,
      summary: input.summary,
      authorName,
      status: S.DRAFT,
      reason: '',
      updatedAt: now,
    };
    const id = await this.deps.db.transaction(async (tx) => {
      const insert = async () => {
        await tx.execute(sql`select pg_advisory_xact_lock(${COLUMN_LIMIT_LOCK}, ${actor.userId}::int)`);
        if ((await repo.lockColumnsOf(tx, actor.userId)) >= community.MAX_COLUMNS_PER_AUTHOR) {
          throw new AppError(ErrorCode.COMMUNITY_TOO_MANY_COLUMNS, { max: community.MAX_COLUMNS_PER_AUTHOR });
        }
        return (await repo.insertColumn(tx, { ...fields, authorId: actor.userId, createdAt: now })).id;
      };
      return this.savePost(
        tx,
        actor,
        'column',
        input,
        (row) => repo.moveColumn(tx, row.id, row.status, fields),
        insert,
      );
    });
    return this.myColumn(actor, id);
  }

  async submitColumn(actor: Actor, id: number) {
    await this.submitPost(actor, 'column', id);
    return this.myColumn(actor, id);
  }

  async withdrawColumn(actor: Actor, id: number) {
    await this.withdrawPost(actor, 'column', id);
    return this.myColumn(actor, id);
  }

  /**
   * Deletes a column; its articles stay as they are (published ones stay public), without a column. An article
   * saved into the column meanwhile waits for the column's lock and then finds it gone.
   */
  async deleteColumn(actor: Actor, id: number) {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.ownPost(tx, actor, 'column', id);
      assertEditable(row.status);
      const now = this.deps.clock.now();
      await repo.detachArticles(tx, id);
      await repo.moveColumn(tx, id, row.status, { deletedAt: now });
    });
    return null;
  }

  async upload(stream: Readable): Promise<string> {
    const stored = await this.deps.storage.save(stream, {
      // The content folder: images there are what article HTML may show (see platform/rich-text.ts).
      folder: 'content',
      maxBytes: community.COMMUNITY_IMAGE_MAX_MB * 1024 * 1024,
      accept: IMAGE_MIMES,
    });
    return `/server/content/file?key=${stored.key}`;
  }

  // ---- the operator ----------------------------------------------------------------------------------------

  async adminArticles(
    p: PageRequest,
    filter: { status?: number; keyword?: string; category?: community.Category },
  ) {
    const result = await repo.pageArticles(this.deps.db, p, filter);
    return { total: result.total, list: result.list.map(toArticleSummary) };
  }

  async adminArticle(id: number) {
    const row = await repo.findArticle(this.deps.db, id);
    if (!row) throw notFound();
    return toArticle(row);
  }

  async adminColumns(p: PageRequest, filter: { status?: number; keyword?: string }) {
    const result = await repo.pageColumns(this.deps.db, p, filter);
    return { total: result.total, list: result.list.map(toColumn) };
  }

  async adminColumn(id: number) {
    const row = await repo.findColumn(this.deps.db, id);
    if (!row) throw notFound();
    return toColumn(row);
  }

  async takeDown(kind: PostKind, id: number, reason: string) {
    const changes = { status: S.TAKEN_DOWN, reason, updatedAt: this.deps.clock.now() };
    await this.deps.db.transaction(async (tx) => {
      const row = kind === 'article' ? await repo.lockArticle(tx, id) : await repo.lockColumn(tx, id);
      if (!row) throw notFound();
      assertTransition(row.status, S.TAKEN_DOWN);
      if (kind === 'article') await repo.moveArticle(tx, id, row.status, changes);
      else await repo.moveColumn(tx, id, row.status, changes);
    });
    return null;
  }

  /**
   * Applies the decision of a `community-review` task inside the deciding transaction; answers the post's author
   * and title (whom the decision is told to).
   */
  async decide(
    tx: DbOrTx,
    businessKey: string,
    approved: boolean,
    comment: string,
  ): Promise<{ authorId: number; title: string }> {
    const target = parseReviewKey(businessKey);
    if (!target) throw notFound();
    const now = this.deps.clock.now();
    const row =
      target.kind === 'article'
        ? await repo.lockArticle(tx, target.id)
        : await repo.lockColumn(tx, target.id);
    if (!row) throw notFound();
    const to = approved ? S.PUBLISHED : S.REJECTED;
    assertTransition(row.status, to);
    const changes = {
      status: to,
      reason: approved ? '' : comment,
      // The first approval dates it; an approved edit keeps its place in "newest".
      publishedAt: approved ? (row.publishedAt ?? now) : row.publishedAt,
      updatedAt: now,
    };
    await POSTS[target.kind].move(tx, row.id, row.status, changes);
    return { authorId: row.authorId, title: row.title };
  }

  // ---- helpers ---------------------------------------------------------------------------------------------

  private async submitLocked(
    tx: DbOrTx,
    actor: Actor,
    kind: PostKind,
    id: number,
    from: number,
    title: string,
  ) {
    const changes = { status: S.REVIEWING, updatedAt: this.deps.clock.now() };
    if (!(await POSTS[kind].move(tx, id, from, changes))) throw illegalState();
    await this.reviews.start(tx, kind, id, title, actor.userId);
  }

  /** The author's post of this kind, locked until the transaction ends; anyone else's: 404. */
  private async ownPost(tx: DbOrTx, actor: Actor, kind: PostKind, id: number) {
    const row = await POSTS[kind].lock(tx, id);
    if (!row || row.authorId !== actor.userId) throw notFound();
    return row;
  }

  /** A new post (`insert`), or the author's editable one updated (`update`); submitted for review on request. */
  private async savePost(
    tx: DbOrTx,
    actor: Actor,
    kind: PostKind,
    input: { id?: number | undefined; title: string; submit?: boolean | undefined },
    update: (row: { id: number; status: number }) => Promise<unknown>,
    insert: () => Promise<number>,
  ): Promise<number> {
    let id: number;
    if (input.id === undefined) {
      id = await insert();
    } else {
      const row = await this.ownPost(tx, actor, kind, input.id);
      assertEditable(row.status);
      if (!(await update(row))) throw illegalState();
      id = row.id;
    }
    if (input.submit) await this.submitLocked(tx, actor, kind, id, S.DRAFT, input.title);
    return id;
  }

  private async submitPost(actor: Actor, kind: PostKind, id: number) {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.ownPost(tx, actor, kind, id);
      assertTransition(row.status, S.REVIEWING);
      await this.submitLocked(tx, actor, kind, id, row.status, row.title);
    });
  }

  private async withdrawPost(actor: Actor, kind: PostKind, id: number) {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.ownPost(tx, actor, kind, id);
      if (row.status !== S.REVIEWING) throw illegalState();
      await POSTS[kind].move(tx, id, S.REVIEWING, { status: S.DRAFT, updatedAt: this.deps.clock.now() });
      await this.reviews.withdraw(tx, kind, id, actor.userId);
    });
  }

  /**
   * The author's live column an article goes into, locked until the save commits (a concurrent delete of the
   * column then sees the article); an unknown or foreign one is a field error of the article form.
   */
  private async columnForArticle(tx: DbOrTx, actor: Actor, id: number) {
    const row = await repo.lockColumn(tx, id);
    if (!row || row.authorId !== actor.userId) {
      throw new AppError(ErrorCode.COMMUNITY_COLUMN_UNAVAILABLE, undefined, { field: 'columnId' });
    }
  }

  private async authorName(actor: Actor) {
    return (await this.deps.shopNameOf(actor.userId)) || actor.username;
  }
}
