/** A v4 UUID: crypto.randomUUID where available (secure contexts), else built from crypto.getRandomValues. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one intent to run a query: asking again for the same vehicle (a retry after a lost
 * answer, a double click) sends the same key, so the server charges once; another vehicle or query, or anything
 * after a success, is a new intent with a new key.
 */
export class QueryAttempt {
  private current: { intent: string; key: string } | undefined;

  constructor(private readonly makeKey: () => string = newKey) {}

  keyFor(query: string, vehicle: string): string {
    const intent = `${query}\n${vehicle}`;
    if (!this.current || this.current.intent !== intent) this.current = { intent, key: this.makeKey() };
    return this.current.key;
  }

  done(): void {
    this.current = undefined;
  }
}
