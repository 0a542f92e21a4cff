import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPostgres } from './db.js';
import { competeForLock, type Leadership, LockKey, withAdvisoryLock } from './pg-lock.js';

/**
 * What lets several server processes share one PostgreSQL database: migrations applied once when they start at
 * once, and the background jobs run by one process at a time, taken over when it dies. PostgreSQL only (the
 * embedded database belongs to one process).
 */
const DATABASE_URL = process.env.DATABASE_URL;

const until = async (what: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(!DATABASE_URL)('several processes on one PostgreSQL database', () => {
  const name = `t_nodes_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let url: string;
  const admin = () => new pg.Client({ connectionString: DATABASE_URL });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const u = new URL(DATABASE_URL as string);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });

  it('two processes opening a new database at once apply the migrations once, and both start', async () => {
    const [a, b] = await Promise.all([openPostgres(url), openPostgres(url)]);
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      await client.end();
      const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
      expect(rows[0]?.n).toBe(files.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('withAdvisoryLock: the works of two processes never overlap', async () => {
    const events: string[] = [];
    const work = (who: string) => async () => {
      events.push(`${who} in`);
      await new Promise((r) => setTimeout(r, 150));
      events.push(`${who} out`);
    };
    await Promise.all([
      withAdvisoryLock(url, LockKey.STARTUP, work('a')),
      withAdvisoryLock(url, LockKey.STARTUP, work('b')),
    ]);
    const [first, second] = events[0] === 'a in' ? ['a', 'b'] : ['b', 'a'];
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
  });

  it('a job started by two competing processes runs in one; when it dies the other takes over', async () => {
    const runs: string[] = [];
    const timers = new Map<string, NodeJS.Timeout>();
    const compete = (node: string): Leadership =>
      competeForLock(url, LockKey.BACKGROUND_JOBS, {
        retryMs: 100,
        // The "job": one run every 20 ms while this process leads.
        onLead: () =>
          timers.set(
            node,
            setInterval(() => runs.push(node), 20),
          ),
        onLose: () => clearInterval(timers.get(node)),
      });
    const a = compete('a');
    const b = compete('b');
    try {
      await until(() => runs.length >= 10);
      const first = runs[0] as string;
      const other = first === 'a' ? 'b' : 'a';
      expect(new Set(runs)).toEqual(new Set([first]));
      expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1);
      // The leader's connection closes (as when its process is killed): the lock goes, the other takes over.
      await (first === 'a' ? a : b).stop();
      const before = runs.length;
      await until(() => runs.slice(before).includes(other));
      expect(runs.slice(before).every((n) => n === other)).toBe(true);
      expect((first === 'a' ? b : a).leading).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a process whose lock connection is killed by the server stops its jobs and competes again', async () => {
    let leading = 0;
    const leadership = competeForLock(url, LockKey.BACKGROUND_JOBS, {
      retryMs: 100,
      onLead: () => {
        leading += 1;
      },
      onLose: () => {
        leading -= 1;
      },
      applicationName: 'datamall jobs test',
    });
    try {
      await until(() => leading === 1);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'datamall jobs test'`,
      );
      await client.end();
      await until(() => !leadership.leading);
      await until(() => leadership.leading);
      expect(leading).toBe(1);
    } finally {
      await leadership.stop();
    }
    expect(leading).toBe(0);
  });
});
