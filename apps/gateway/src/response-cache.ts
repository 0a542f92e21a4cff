export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  expiresAt: number;
}

/** Answers larger than this are not cached. */
export const MAX_CACHED_BYTES = 256 * 1024;
const MAX_ENTRIES = 2000;

/** GET answers of goods whose cache plugin is on, least recently used out first. */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    if (answer.body.length > MAX_CACHED_BYTES) return;
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }
}
