import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';

export interface ViewCounterOptions {
  /** How often the counted views are written (ms). Default 2000. */
  intervalMs?: number;
  /** Written at once when this many goods have views waiting. Default 2000. */
  maxPending?: number;
  /** Told about a batch that could not be written (and was dropped or kept, see `flush`). */
  onError?: (error: unknown, kept: boolean) => void;
}

/** A PostgreSQL error answered by the server (SQLSTATE): the statement was refused, nothing was written. */
const refusedByServer = (error: unknown) => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/**
 * Views of the mall's detail pages, counted in memory and added to `mall_item_stat.view_count` in one
 * statement per batch — every `intervalMs`, when `maxPending` goods wait, and on shutdown (`stop`) — instead of
 * an UPDATE of the good's row per page view.
 *
 * Never counted twice: a batch is taken out of the buffer before it is written, and kept for the next flush
 * only when the database refused the statement (an SQLSTATE error: nothing was written). When the outcome is
 * unknown (the connection broke mid-statement) the batch is dropped rather than risk adding it twice. On a crash
 * (no `stop`) the views of the last `intervalMs` are lost; that loss is accepted for a page-view counter.
 *
 * The batch does not change `updated_at`, so views alone do not invalidate the mall's cached pages (their view
 * figures follow at the next change of the read model); details and counters add the views still waiting here.
 */
export class ViewCounter {
  private pending = new Map<number, { itemType: number; n: number }>();
  private inFlight = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Set while a batch is written: figure reads wait for it (see `readFigure`). */
  private writing: Promise<void> | null = null;
  private readers = 0;
  private readersDrained: (() => void) | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly opts: ViewCounterOptions = {},
  ) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.opts.intervalMs ?? 2000);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Counts one view of a good. */
  add(itemId: number, itemType: number) {
    const entry = this.pending.get(itemId);
    if (entry) entry.n += 1;
    else this.pending.set(itemId, { itemType, n: 1 });
    if (this.pending.size >= (this.opts.maxPending ?? 2000)) void this.flush();
  }

  /** Views of a good counted here and not yet written (or being written). */
  waiting(itemId: number): number {
    return (this.pending.get(itemId)?.n ?? 0) + (this.inFlight.get(itemId) ?? 0);
  }

  /**
   * Reads a stored figure (`read`, e.g. the good's row) together with the views of `itemId` still waiting here,
   * never across a batch write: otherwise a read that saw the row before a batch was committed and the waiting
   * views after it would show the batch's views missing (or, the other way round, twice). A write in progress
   * is waited for; a write waits for the reads already started (writer first: new reads wait, so writes are
   * not starved by steady traffic).
   */
  async readFigure<T>(itemId: number, read: () => Promise<T>): Promise<{ value: T; waiting: number }> {
    while (this.writing) await this.writing;
    this.readers += 1;
    try {
      const value = await read();
      return { value, waiting: this.waiting(itemId) };
    } finally {
      this.readers -= 1;
      if (this.readers === 0) this.readersDrained?.();
    }
  }

  /** Writes the views counted so far; one write at a time (a flush during a write follows it). */
  flush(): Promise<void> {
    const next = (this.running ?? Promise.resolve()).then(() => this.writeBatch());
    const tracked = next.finally(() => {
      if (this.running === tracked) this.running = null;
    });
    this.running = tracked;
    return tracked;
  }

  private async writeBatch() {
    if (!this.pending.size) return;
    let done: () => void = () => {};
    this.writing = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      if (this.readers > 0)
        await new Promise<void>((resolve) => {
          this.readersDrained = resolve;
        });
      this.readersDrained = null;
      await this.writePending();
    } finally {
      this.writing = null;
      done();
    }
  }

  private async writePending() {
    const batch = [...this.pending].sort((a, b) => a[0] - b[0]);
    this.pending = new Map();
    this.inFlight = new Map(batch.map(([id, v]) => [id, v.n]));
    try {
      // Sorted by id: concurrent batches of several processes lock the rows in the same order.
      const values = sql.join(
        batch.map(([id, v]) => sql`(${id}::bigint, ${v.itemType}::smallint, ${v.n}::int)`),
        sql`, `,
      );
      await this.db.execute(sql`insert into mall_item_stat (item_id, item_type, view_count)
        select v.id, v.t, v.n from (values ${values}) as v(id, t, n)
        on conflict (item_id) do update set view_count = mall_item_stat.view_count + excluded.view_count`);
    } catch (error) {
      const keep = refusedByServer(error);
      if (keep) {
        for (const [id, v] of batch) {
          const entry = this.pending.get(id);
          if (entry) entry.n += v.n;
          else this.pending.set(id, { ...v });
        }
      }
      this.opts.onError?.(error, keep);
    } finally {
      this.inFlight = new Map();
    }
  }
}
