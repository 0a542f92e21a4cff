import type { ControlClient } from './control-client.js';

interface LeaseState {
  /** Calls this gateway may still serve from its leases. */
  available: number;
  /** Calls left that no gateway holds, as of the last lease answer. */
  unleased: number;
  total: number;
  pending: Promise<void> | null;
  /** The last lease answer granted nothing: the quota is used up (until a new lease says otherwise). */
  exhausted: boolean;
  lastUse: number;
  /** Calls taken since the last lease, to size the next one. */
  takenSinceLease: number;
  leasedAt: number;
}

export type TakeResult = 'ok' | 'exhausted' | 'unavailable';

const MIN_LEASE = 10;
const MAX_LEASE = 1000;
/** Unused leases of a credential idle this long go back to the platform. */
const IDLE_RELEASE_MS = 10_000;
/**
 * A credential the platform found used up is asked again after this long, not on every call (a raised credit
 * limit serves calls again within it).
 */
const EXHAUSTED_RECHECK_MS = 1000;

/**
 * Quota of per-use credentials (and the credit of pay-as-you-go plans) across N gateways: each gateway serves a call only from calls the platform leased
 * to it (reserved in the database, so no two gateways hold the same call), asks for more before it runs out,
 * and hands back what it no longer needs. A call whose upstream failed gives its unit back (never billed).
 */
export class QuotaLeases {
  private readonly states = new Map<number, LeaseState>();

  constructor(private readonly control: ControlClient) {}

  private state(credentialId: number): LeaseState {
    let s = this.states.get(credentialId);
    if (!s) {
      s = {
        available: 0,
        unleased: 0,
        total: 0,
        pending: null,
        exhausted: false,
        lastUse: Date.now(),
        takenSinceLease: 0,
        leasedAt: Date.now(),
      };
      this.states.set(credentialId, s);
    }
    return s;
  }

  /** Takes one call of a credential's quota, leasing more when needed. */
  async take(credentialId: number): Promise<TakeResult> {
    const s = this.state(credentialId);
    s.lastUse = Date.now();
    if (s.available > 0) {
      s.available -= 1;
      s.takenSinceLease += 1;
      if (s.available < s.takenSinceLease / 2 && !s.pending && !s.exhausted)
        void this.refill(credentialId, s);
      return 'ok';
    }
    if (s.exhausted && !s.pending && Date.now() - s.leasedAt < EXHAUSTED_RECHECK_MS) return 'exhausted';
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await (s.pending ?? this.refill(credentialId, s));
      } catch {
        return 'unavailable';
      }
      if (s.available > 0) {
        s.available -= 1;
        s.takenSinceLease += 1;
        return 'ok';
      }
      if (s.exhausted) return 'exhausted';
    }
    return 'exhausted';
  }

  /** Gives back a call that will not be billed (the upstream failed). */
  giveBack(credentialId: number): void {
    const s = this.states.get(credentialId);
    if (s) s.available += 1;
  }

  /** Calls left as this gateway knows it: unleased at the platform plus its own. */
  remaining(credentialId: number): { total: number; remaining: number } | null {
    const s = this.states.get(credentialId);
    return s ? { total: s.total, remaining: s.unleased + s.available } : null;
  }

  private refill(credentialId: number, s: LeaseState): Promise<void> {
    const elapsed = Math.max(Date.now() - s.leasedAt, 1);
    // About two seconds of calls at the recent rate.
    const want = Math.min(Math.max(Math.ceil((s.takenSinceLease * 2000) / elapsed), MIN_LEASE), MAX_LEASE);
    const p = this.control
      .lease(credentialId, want)
      .then((answer) => {
        s.available += answer.granted;
        s.unleased = answer.unleased;
        s.total = answer.quotaTotal;
        s.exhausted = answer.granted === 0;
        s.takenSinceLease = 0;
        s.leasedAt = Date.now();
      })
      .finally(() => {
        s.pending = null;
      });
    s.pending = p;
    return p;
  }

  /** Hands back the unused calls of credentials idle for a while (`all`: every credential, at shutdown). */
  async releaseIdle(all = false): Promise<void> {
    const now = Date.now();
    const leases: { credentialId: number; count: number }[] = [];
    for (const [credentialId, s] of this.states) {
      if (s.pending) continue;
      if (all || now - s.lastUse > IDLE_RELEASE_MS) {
        if (s.available > 0) leases.push({ credentialId, count: s.available });
        this.states.delete(credentialId);
      }
    }
    if (leases.length) await this.control.release(leases);
  }

  /** Forgets every lease without handing it back (the platform is unreachable and will expire them). */
  dropAll(): void {
    this.states.clear();
  }

  /** A new configuration: credentials no longer in it lose their local leases (handed back). */
  forgetMissing(known: (credentialId: number) => boolean): { credentialId: number; count: number }[] {
    const released: { credentialId: number; count: number }[] = [];
    for (const [credentialId, s] of this.states) {
      if (known(credentialId)) continue;
      if (s.available > 0) released.push({ credentialId, count: s.available });
      this.states.delete(credentialId);
    }
    return released;
  }
}
