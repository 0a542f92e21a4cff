import type { assets, Locale } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { illegalState, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { type ActionBy, nextStatus, SourceStatus, VersionStatus } from './assets.policy.js';
import * as repo from './assets.repository.js';
import type { AssetService, SourceRow } from './assets.service.js';

/** The review process, connected by `flows/source-audit.flow.ts`. */
export interface SourceReviewProcess {
  /** Starts a review of `version` inside `tx`; answers the process instance id. */
  start(tx: DbOrTx, source: SourceRow, version: number, starterUserId: number): Promise<number>;
  /** One process with its steps, as the caller may see it. */
  history(
    instanceId: number,
    actor: Actor,
    locale: Locale,
  ): Promise<{
    state: string;
    decision: string | null;
    startTime: string;
    endTime: string | null;
    steps: assets.AuditFlow['steps'];
  } | null>;
}

export interface AssetReviewServiceDeps {
  db: Db;
  clock: Clock;
  assets: AssetService;
}

/**
 * The status of an asset: submission to the `source-audit` process, the reviewer's decision (which lists the
 * reviewed version), disabling and enabling, and the history of its reviews.
 */
export class AssetReviewService {
  private review: SourceReviewProcess | null = null;

  constructor(private readonly deps: AssetReviewServiceDeps) {}

  connectReview(process: SourceReviewProcess): void {
    this.review = process;
  }

  private get reviewProcess(): SourceReviewProcess {
    if (!this.review) throw new Error('The source-audit process is not connected.');
    return this.review;
  }

  /** submit / disable / enable; 409 and nothing changed when the transition is illegal. */
  async changeStatus(actor: Actor, id: number, action: assets.SourceAction, comment = '') {
    const source = await this.deps.assets.getManaged(actor, id, true);
    const by: ActionBy = source.ownerId === actor.userId ? 'owner' : 'operator';
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockSource(tx, id);
      if (!locked) throw notFound();
      const status = nextStatus(locked, action, by);
      if (status === null) throw illegalState();
      if (action === 'submit') return this.submit(tx, locked, status, actor.userId, comment, now);
      const disabledBy = action === 'disable' && by === 'operator' ? actor.userId : null;
      return repo.updateSource(tx, id, { status, disabledBy, updatedAt: now });
    });
  }

  /** Starts the review of the latest version inside the submission's transaction, and records it. */
  private async submit(
    tx: DbOrTx,
    locked: SourceRow,
    status: number,
    userId: number,
    comment: string,
    now: Date,
  ): Promise<SourceRow> {
    const instanceId = await this.reviewProcess.start(tx, locked, locked.currentVersion, userId);
    await repo.insertReview(tx, {
      sourceId: locked.id,
      version: locked.currentVersion,
      processInstanceId: instanceId,
      submittedBy: userId,
      comment,
      createdAt: now,
      updatedAt: now,
    });
    return repo.updateSource(tx, locked.id, {
      status,
      reviewVersion: locked.currentVersion,
      processInstanceId: instanceId,
      submittedAt: now,
      updatedAt: now,
    });
  }

  /**
   * Applies the reviewer's decision (inside the workflow's transaction). Approval lists the reviewed
   * version and retires the previously listed one; rejection keeps the listed version as it was.
   */
  async decide(tx: DbOrTx, sourceId: number, approved: boolean, comment: string): Promise<void> {
    const source = await repo.lockSource(tx, sourceId);
    if (!source || source.status !== SourceStatus.REVIEWING || source.reviewVersion === null) {
      throw illegalState();
    }
    const now = this.deps.clock.now();
    if (!approved) {
      await repo.updateSource(tx, sourceId, {
        status: SourceStatus.REJECTED,
        reviewComment: comment,
        reviewedAt: now,
        updatedAt: now,
      });
      return;
    }
    if (source.listedVersion !== null && source.listedVersion !== source.reviewVersion) {
      await repo.setVersionStatus(tx, sourceId, source.listedVersion, VersionStatus.DISABLED, now);
    }
    await repo.setVersionStatus(tx, sourceId, source.reviewVersion, VersionStatus.LISTED, now);
    await repo.updateSource(tx, sourceId, {
      status: SourceStatus.APPROVED,
      listedVersion: source.reviewVersion,
      reviewComment: comment,
      reviewedAt: now,
      updatedAt: now,
    });
  }

  /** Every review of an asset, newest first, with its steps (owner or operator). */
  async auditFlows(actor: Actor, id: number, locale: Locale): Promise<assets.AuditFlow[]> {
    const source = await this.deps.assets.getManaged(actor, id, true);
    const reviews = await repo.listReviews(this.deps.db, source.id);
    const flows: assets.AuditFlow[] = [];
    for (const review of reviews) {
      const history = await this.reviewProcess.history(review.processInstanceId, actor, locale);
      if (!history) continue;
      flows.push({
        processInstanceId: String(review.processInstanceId),
        version: review.version,
        ...history,
      });
    }
    return flows;
  }
}
