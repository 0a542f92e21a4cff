import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@datamall/contract';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Carries live events to every server process: each process publishes the changes it committed and hears those
 * of all (its own included), then tells its connected browsers. Events are hints to re-read, so one lost in a
 * reconnect costs only freshness (the browser falls back to polling while its socket is down).
 */
export interface LiveBus {
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
  readonly kind: 'process' | 'postgres' | 'redis';
}

const CHANNEL = 'datamall_live';
/** Events are sent in batches gathered this long, so a burst of orders costs one message, not one each. */
const BATCH_MS = 25;
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7000;

type Send = (payload: string) => Promise<unknown>;

/** Gathers events for BATCH_MS and sends them as JSON arrays of at most MAX_PAYLOAD characters. */
function batcher(send: Send, onError: (error: unknown) => void) {
  let pending: LiveEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const events = pending;
    pending = [];
    let chunk: string[] = [];
    let size = 2;
    const sendChunk = () => {
      if (chunk.length) send(`[${chunk.join(',')}]`).catch(onError);
      chunk = [];
      size = 2;
    };
    for (const event of events) {
      const text = JSON.stringify(event);
      if (size + text.length + 1 > MAX_PAYLOAD) sendChunk();
      chunk.push(text);
      size += text.length + 1;
    }
    sendChunk();
  };
  return {
    add(event: LiveEvent) {
      pending.push(event);
      timer ??= setTimeout(flush, BATCH_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}

function parseBatch(payload: string): LiveEvent[] {
  try {
    const parsed = JSON.parse(payload) as unknown;
    return Array.isArray(parsed) ? (parsed as LiveEvent[]) : [];
  } catch {
    return [];
  }
}

/** One process (the embedded database): events go straight to this process's listeners. */
export function processLiveBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'process',
    publish: (event) => void queueMicrotask(() => emitter.emit('event', event)),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection per process, reconnected with backoff when it drops. The
 * NOTIFY is its own statement after the change committed, so no business transaction waits on the notify queue.
 */
export function postgresLiveBus(url: string, log: (error: unknown) => void): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    let retried = false;
    const retry = (error: unknown) => {
      log(error);
      if (client === next) client = null;
      void next.end().catch(() => {});
      if (retried || closed) return;
      retried = true;
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      for (const event of parseBatch(message.payload)) emitter.emit('event', event);
    });
    next.on('error', retry);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      retryMs = 500;
    } catch (error) {
      retry(error);
    }
  };
  const ready = connect();
  const batch = batcher(async (payload) => {
    await ready;
    if (!client) throw new Error('live bus: PostgreSQL connection is down, events dropped');
    await client.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  }, log);
  return {
    kind: 'postgres',
    publish: (event) => batch.add(event),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      closed = true;
      batch.stop();
      emitter.removeAllListeners();
      await ready;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** Redis pub/sub (when REDIS_URL is set): every process and node subscribed to one channel. */
export function redisLiveBus(url: string, log: (error: unknown) => void): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  publisher.on('error', log);
  subscriber.on('error', log);
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    for (const event of parseBatch(payload)) emitter.emit('event', event);
  });
  void subscriber.subscribe(CHANNEL).catch(log);
  const batch = batcher((payload) => publisher.publish(CHANNEL, payload), log);
  return {
    kind: 'redis',
    publish: (event) => batch.add(event),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      batch.stop();
      emitter.removeAllListeners();
      await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
  };
}

/** Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY, else (the embedded database) this process. */
export function openLiveBus(
  options: { redisUrl?: string; databaseUrl?: string },
  log: (error: unknown) => void,
): LiveBus {
  if (options.redisUrl) return redisLiveBus(options.redisUrl, log);
  if (options.databaseUrl) return postgresLiveBus(options.databaseUrl, log);
  return processLiveBus();
}
