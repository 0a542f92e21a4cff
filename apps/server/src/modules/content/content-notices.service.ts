import { type content, ErrorCode } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import * as repo from './content.repository.js';

type NoticeFields = z.output<typeof content.zNoticeInput>;

export interface NoticeDeps {
  db: Db;
  clock: Clock;
}

/**
 * Notices: the operator writes and sends them to roles or everyone, the platform sends one to a user (e.g. a
 * quota alert); each receiver reads its own, with an unread count.
 */
export class NoticeService {
  constructor(private readonly deps: NoticeDeps) {}

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
}
