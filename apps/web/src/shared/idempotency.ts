/** A v4 UUID: crypto.randomUUID where available (secure contexts), else built from crypto.getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of one attempt of a submit or pay. The same body asks again with the same key (a double
 * click or a retry after a lost answer cannot create a second order or charge twice); another body is another
 * attempt with a new key (the server refuses a key reused with another body). After a success the next call
 * starts a new attempt.
 */
export class IdempotentAttempt {
  private current: { fingerprint: string; key: string } | undefined;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  keyFor(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (!this.current || this.current.fingerprint !== fingerprint) {
      this.current = { fingerprint, key: this.makeKey() };
    }
    return this.current.key;
  }

  /** The attempt succeeded: whatever comes next is a new attempt. */
  done(): void {
    this.current = undefined;
  }
}
