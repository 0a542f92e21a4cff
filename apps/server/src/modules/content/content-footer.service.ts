import { type content, ErrorCode, type Localized } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import * as repo from './content.repository.js';

type FooterFields = z.output<typeof content.zFooterClassInput>;

export interface FooterDeps {
  db: Db;
  clock: Clock;
}

/** The mall's footer navigation: columns (pid 0) and their entries, each with a page of rich text. */
export class FooterService {
  constructor(private readonly deps: FooterDeps) {}

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
}
