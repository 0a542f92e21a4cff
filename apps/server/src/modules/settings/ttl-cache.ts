/**
 * One value loaded on demand and kept for `ttlMs`; concurrent reads share one load. The processes of the platform
 * each keep their own copy, so a change made in one process reaches the others when their copy expires.
 */
export class TtlCache<T, H> {
  private value: { data: T; loadedAt: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: (handle: H) => Promise<T>,
    private readonly defaultHandle: H,
    private readonly ttlMs: number,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  /**
   * The value, loaded again when older than the TTL. A caller inside a transaction passes it: on a single
   * connection (PGlite) a read outside the open transaction would wait for it to end, so that caller loads through
   * its own transaction and shares no load with others.
   */
  async get(handle?: H): Promise<T> {
    if (this.value && this.monotonicNow() - this.value.loadedAt < this.ttlMs) return this.value.data;
    if (handle !== undefined) return this.reload(handle);
    if (!this.loading) {
      const loading = this.reload(this.defaultHandle).finally(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** Drops the copy (after a change in this process): the next read loads again. */
  invalidate(): void {
    this.generation += 1;
    this.value = null;
    this.loading = null;
  }

  private async reload(handle: H): Promise<T> {
    const generation = this.generation;
    const startedAt = this.monotonicNow();
    const data = await this.load(handle);
    // A change made while loading may be missing from `data`: keep it only if nothing changed meanwhile.
    if (generation === this.generation) this.value = { data, loadedAt: startedAt };
    return data;
  }
}
