import { content, ErrorCode } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './content.repository.js';

type SubmissionFields = z.output<typeof content.zSubmissionInput>;
const { SUBMISSION_RATE, SubmissionStatus } = content;

export interface SubmissionDeps {
  db: Db;
  clock: Clock;
}

/** Contact, cooperation and feedback forms sent from the mall, and the operator's handling of them. */
export class SubmissionService {
  constructor(private readonly deps: SubmissionDeps) {}

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
}
