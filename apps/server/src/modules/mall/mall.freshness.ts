/**
 * Batches the freshness check of the mall's read model: a request waits for a check that started after it
 * arrived (so a write it saw committed is never missed), and every request waiting meanwhile shares that
 * check. Under load one check (three index lookups) serves a whole batch of requests.
 */
export class BatchedCheck<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly run: () => Promise<T>) {}

  current(): Promise<T> {
    if (!this.running) return this.start();
    if (!this.queued) {
      const queued: Promise<T> = this.running.then(
        (): Promise<T> => this.startQueued(queued),
        (): Promise<T> => this.startQueued(queued),
      );
      this.queued = queued;
    }
    return this.queued;
  }

  private startQueued(queued: Promise<T>): Promise<T> {
    if (this.queued === queued) this.queued = null;
    return this.start();
  }

  private start(): Promise<T> {
    const started: Promise<T> = this.run().finally(() => {
      if (this.running === started) this.running = null;
    });
    this.running = started;
    return started;
  }
}
