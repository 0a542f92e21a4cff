import { gateway as gw } from '@datamall/contract';
import { Agent, request } from 'undici';

/** A control-plane call the platform refused or could not answer. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The gateway's calls to the platform's control plane (`/server/gateway-control/*`). */
export class ControlClient {
  private readonly agent = new Agent({ keepAliveTimeout: 60_000, connections: 8 });

  constructor(
    private readonly platformUrl: string,
    private readonly token: string,
    private readonly gatewayId: string,
  ) {}

  private async post<T>(path: string, body: object): Promise<T> {
    const res = await request(`${this.platformUrl}/server/gateway-control/${path}`, {
      method: 'POST',
      dispatcher: this.agent,
      headers: { 'content-type': 'application/json', [gw.GATEWAY_TOKEN_HEADER]: this.token },
      body: JSON.stringify({ gatewayId: this.gatewayId, ...body }),
      headersTimeout: 15_000,
      bodyTimeout: 30_000,
    });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new ControlError(`${path}: HTTP ${res.statusCode}`, res.statusCode);
    const envelope = JSON.parse(text) as { code: number; msg: string; data: T };
    if (envelope.code !== 0) {
      throw new ControlError(`${path}: ${envelope.code} ${envelope.msg}`, 200, envelope.code, envelope.data);
    }
    return envelope.data;
  }

  /** The snapshot when its version differs from `since` (waiting up to `waitSeconds`); null: unchanged. */
  async config(since: string | null, waitSeconds: number): Promise<gw.GatewaySnapshot | null> {
    const query = new URLSearchParams({ wait: String(waitSeconds) });
    if (since) query.set('since', since);
    const res = await request(`${this.platformUrl}/server/gateway-control/config?${query}`, {
      dispatcher: this.agent,
      headers: { [gw.GATEWAY_TOKEN_HEADER]: this.token },
      headersTimeout: (waitSeconds + 15) * 1000,
      bodyTimeout: 60_000,
    });
    if (res.statusCode === 304) {
      await res.body.dump();
      return null;
    }
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new ControlError(`config: HTTP ${res.statusCode}`, res.statusCode);
    const parsed = JSON.parse(text) as gw.GatewaySnapshot | { code: number; msg: string };
    if ('code' in parsed) throw new ControlError(`config: ${parsed.code} ${parsed.msg}`, 200, parsed.code);
    return parsed;
  }

  hello() {
    return this.post<{ lastSeq: number }>('hello', {});
  }

  lease(credentialId: number, want: number) {
    return this.post<gw.LeaseAnswer>('lease', { credentialId, want });
  }

  release(leases: { credentialId: number; count: number }[], all = false) {
    return this.post<null>('release', { leases, all });
  }

  usage(fromSeq: number, toSeq: number, lines: gw.UsageLine[]) {
    return this.post<{ lastSeq: number }>('usage', { fromSeq, toSeq, lines });
  }

  /** Ends the pending long poll too (closing would wait for it). */
  close() {
    return this.agent.destroy();
  }
}
