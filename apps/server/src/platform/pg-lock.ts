import pg from 'pg';

/**
 * PostgreSQL session advisory locks that let several server processes (cluster workers, nodes behind a load
 * balancer) share one database: two int4 keys, this namespace and one of `LockKey`, so they cannot clash with
 * anybody else's advisory locks. A session lock lives as long as its connection: a process that dies (even by
 * SIGKILL) releases it when PostgreSQL sees the connection close.
 */
export const LOCK_NAMESPACE = 0x646d;

export const LockKey = {
  /** Applying the migrations. */
  MIGRATIONS: 1,
  /** Menus, accounts, defaults and demo goods written at start. */
  STARTUP: 2,
  /** The timers (order expiry, monthly statements, auto-confirm, usage evidence, grant data syncs). */
  BACKGROUND_JOBS: 3,
} as const;

const lockClient = (url: string, applicationName: string) =>
  new pg.Client({ connectionString: url, keepAlive: true, application_name: applicationName });

/**
 * Runs `work` while holding the lock `key` on a connection of its own (not the pool's: `work` may need every
 * pooled connection); another process asking for the same lock waits until `work` ends.
 */
export async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = lockClient(url, 'datamall lock');
  // A connection error while waiting or working fails the query or is seen at `end`: never crash on it.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, key]);
    return await work();
  } finally {
    // Closing the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

export interface Leadership {
  /** Whether this process holds the lock now. */
  readonly leading: boolean;
  /** Gives the lock up (calling `onLose` when it was held) and stops trying. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  /** Called when this process takes the lock. */
  onLead: () => void;
  /** Called when it is lost (the lock's connection broke) or given up (`stop`). */
  onLose: () => void;
  /** How often a process without the lock tries again (ms). */
  retryMs: number;
  /** Told why an attempt failed (the database is down, …); the next attempt follows after `retryMs`. */
  log?: (error: unknown) => void;
  /** Shown in pg_stat_activity for the lock's connection. */
  applicationName?: string;
}

/**
 * Competes for the lock `key` with every other process on the database, and keeps it while alive: exactly one
 * process leads at a time. The others try again every `retryMs`, so when the leader dies (its connection
 * closes) another takes over within about `retryMs`. A lost connection means a lost lock: `onLose` is called
 * and this process competes again.
 */
export function competeForLock(url: string, key: number, options: LeadershipOptions): Leadership {
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void attempt();
    }, options.retryMs);
    timer.unref();
  };

  const drop = (c: pg.Client, error?: unknown) => {
    if (client !== c) return;
    client = null;
    if (error) options.log?.(error);
    if (leading) {
      leading = false;
      options.onLose();
    }
    c.end().catch(() => undefined);
    schedule();
  };

  const connect = async () => {
    const c = lockClient(url, options.applicationName ?? 'datamall jobs');
    c.on('error', (error) => drop(c, error));
    c.on('end', () => drop(c));
    client = c;
    await c.connect();
    return c;
  };

  const attempt = async () => {
    if (stopped) return;
    let c = client;
    try {
      c ??= await connect();
      const result = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        LOCK_NAMESPACE,
        key,
      ]);
      if (stopped || client !== c) return;
      if (result.rows[0]?.ok) {
        leading = true;
        options.onLead();
        return;
      }
    } catch (error) {
      // The connection failed or broke: drop it (a broken one may already be dropped) and try again later.
      if (client) drop(client, error);
      else {
        options.log?.(error);
        schedule();
      }
      return;
    }
    schedule();
  };

  void attempt();
  return {
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const c = client;
      client = null;
      if (leading) {
        leading = false;
        options.onLose();
      }
      await c?.end().catch(() => undefined);
    },
  };
}
