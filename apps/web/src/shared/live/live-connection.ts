import { LIVE_CLOSE, LIVE_PATH, type LiveMessage, type LiveTopic } from '@datamall/contract';
import { session } from '../session';

/** `off`: not started (logged out); `connecting`: trying, pages poll meanwhile; `open`: changes are pushed. */
export type LiveStatus = 'off' | 'connecting' | 'open';
export type LiveChange = Extract<LiveMessage, { topic: LiveTopic }>;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * The websocket's address: this site's LIVE_PATH, or VITE_LIVE_URL when the build names another host for it (the
 * session cookie does not go there, so the address carries the access token).
 */
export function liveUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  configured = import.meta.env.VITE_LIVE_URL as string | undefined,
  token: () => string | undefined = () => session.getToken(),
): string {
  if (configured) {
    const url = new URL(configured);
    const t = token();
    if (url.host !== location.host && t) url.searchParams.set('access_token', t);
    return url.toString();
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${LIVE_PATH}`;
}

/** Wait before the `attempt`-th retry (from 0): doubling from 1 s up to 30 s, with up to 30 % jitter. */
export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
  return Math.round(base * (1 - 0.3 * random()));
}

type Socket = Pick<WebSocket, 'close' | 'readyState'> & {
  onopen: WebSocket['onopen'];
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: WebSocket['onerror'];
};

/**
 * One websocket per tab to the live channel (contract live.ts), opened while someone is logged in. It reconnects
 * with backoff after any close, and reports its status so the pages poll while it is not open.
 */
export class LiveConnection {
  private socket: Socket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private current: LiveStatus = 'off';
  private readonly changeListeners = new Set<(change: LiveChange) => void>();
  private readonly statusListeners = new Set<() => void>();

  constructor(
    private readonly open: (url: string) => Socket = (url) => new WebSocket(url) as unknown as Socket,
    private readonly url: () => string = () => liveUrl(),
  ) {}

  get status(): LiveStatus {
    return this.current;
  }

  start() {
    if (this.current !== 'off') return;
    this.setStatus('connecting');
    this.connect();
  }

  stop() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'logged out');
    }
    this.attempt = 0;
    this.setStatus('off');
  }

  onChange(listener: (change: LiveChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: LiveStatus) {
    if (status === this.current) return;
    this.current = status;
    for (const listener of this.statusListeners) listener();
  }

  private connect() {
    let socket: Socket;
    try {
      socket = this.open(this.url());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setStatus('connecting');
      // A missing or ended session: the next call of the page refreshes the token; try again after it.
      if (event.code === LIVE_CLOSE.UNAUTHENTICATED) this.attempt = Math.max(this.attempt, 2);
      this.retry();
    };
  }

  private receive(data: unknown) {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(data)) as LiveMessage;
    } catch {
      return;
    }
    if (message.topic === 'ready') {
      this.attempt = 0;
      this.setStatus('open');
      return;
    }
    for (const listener of this.changeListeners) listener(message);
  }

  private retry() {
    if (this.current === 'off') return;
    const delay = retryDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.current !== 'off') this.connect();
    }, delay);
  }
}

/** The tab's connection. */
export const live = new LiveConnection();
