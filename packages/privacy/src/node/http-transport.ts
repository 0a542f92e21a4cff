import {
  type NodeFailure,
  type NodeTask,
  type NodeTransport,
  type OutboundMessage,
  PlatformRefusal,
} from './runtime.js';

export interface HttpTransportOptions {
  /** The platform's base URL, e.g. https://market.example.com */
  platformUrl: string;
  nodeId: number;
  /** The node token shown when the node was registered (sent in X-Node-Token, never in a URL). */
  token: string;
  fetch?: typeof fetch;
}

/** The platform's node calls (/server/privacy/node/*) over HTTP, answers read from the {code, msg, data} envelope. */
export function httpTransport(options: HttpTransportOptions): NodeTransport {
  const fetchFn = options.fetch ?? fetch;
  const base = options.platformUrl.replace(/\/+$/, '');
  async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetchFn(`${base}/server/privacy/node/${path}?nodeId=${options.nodeId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-node-token': options.token },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json().catch(() => null)) as {
      code: number;
      msg: string;
      data: T;
    } | null;
    if (envelope?.code !== 0) {
      throw new (envelope ? PlatformRefusal : Error)(
        `platform answered ${response.status} ${envelope ? `${envelope.code} ${envelope.msg}` : ''}`,
      );
    }
    return envelope.data;
  }
  return {
    inbox: (after) => call<{ tasks: NodeTask[]; pollMilliseconds: number }>('inbox', { after }),
    send: async (jobId: string, party: string, messages: OutboundMessage[]) => {
      await call('send', { jobId, party, messages });
    },
    fail: async (jobId: string, party: string, failure: NodeFailure, reason: string) => {
      await call('fail', { jobId, party, failure, reason: reason.slice(0, 500) });
    },
  };
}
