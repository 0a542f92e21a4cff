import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The nginx of Debian's `nginx-light` (NGINX_BIN to use another). */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Polls `check` until it answers true; fails with `what` after `timeoutMs`. Conditions, never fixed sleeps. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether `url` answers 200 now. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Fails (never skips) when PostgreSQL, Redis or nginx is missing: CI installs them all. */
export async function requireServices(adminUrl: string, redisUrl: string): Promise<void> {
  if (!fs.existsSync(NGINX_BIN)) {
    throw new Error(`${NGINX_BIN} is missing: apt-get install -y --no-install-recommends nginx-light`);
  }
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${adminUrl} is not reachable: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const { hostname, port } = new URL(redisUrl);
  const pong = await new Promise<string>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(3000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(String(data));
      socket.end();
    });
    socket.once('error', (error) => resolve(error.message));
    socket.once('close', () => resolve('closed'));
  });
  if (!pong.startsWith('+PONG')) throw new Error(`Redis at ${redisUrl} does not answer PING: ${pong}`);
}

/** Runs one SQL statement on `url` and answers its rows. */
export async function sqlRows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Drops and creates the database `name` next to `adminUrl`'s; answers its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  await sqlRows(adminUrl, `drop database if exists "${name}" with (force)`);
  await sqlRows(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ObjectStore {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects on disk. */
  dir: string;
  close(): Promise<void>;
}

/** An S3-compatible store (s3rver, in this process) with one bucket. */
export async function startObjectStore(dir: string, bucket: string): Promise<ObjectStore> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, bucket, dir, close: () => server.close() };
}

/** The object keys s3rver holds under `prefix` (read from its folder: `<bucket>/<key>._S3rver_object`). */
export function storedKeys(store: ObjectStore, prefix: string): string[] {
  const base = path.join(store.dir, store.bucket);
  const keys: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('._S3rver_object')) {
        keys.push(path.relative(base, full).slice(0, -'._S3rver_object'.length));
      }
    }
  };
  if (fs.existsSync(base)) walk(base);
  return keys.filter((k) => k.startsWith(prefix)).sort();
}

export interface AppNode {
  name: string;
  port: number;
  /** 127.0.0.1:port, as nginx's $upstream_addr names it. */
  address: string;
  dataDir: string;
  /** The process of the current life of the node (a new one after `restart`). */
  pid(): number;
  /** Every line the node logged, over all its lives. */
  log(): string;
  /** Starts it (again, on the same port and folder); resolves when /healthz answers. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, as a crash or a pulled plug. */
  kill(): Promise<void>;
}

/** One app node: the compiled server (as `npm start` runs it) with `env`, logging to DATA_DIR/node.log. */
export async function appNode(name: string, dataDir: string, env: Record<string, string>): Promise<AppNode> {
  const port = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'node.log');
  let child: ChildProcess | null = null;
  const node: AppNode = {
    name,
    port,
    address: `127.0.0.1:${port}`,
    dataDir,
    pid: () => child?.pid ?? 0,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    async start() {
      const out = fs.openSync(logFile, 'a');
      const started = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      child = started;
      // Startup on a busy 2-core machine (seeding the demo goods) can take a while.
      await waitUntil(
        `${name} to answer /healthz`,
        async () => {
          if (started.exitCode !== null) {
            throw new Error(`${name} exited with ${started.exitCode}:\n${node.log().slice(-3000)}`);
          }
          return answers(`http://${node.address}/healthz`);
        },
        180_000,
      );
    },
    async kill() {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((r) => current.once('exit', r));
      current.kill('SIGKILL');
      await exited;
    },
  };
  return node;
}

export interface Nginx {
  url: string;
  /** `[upstream addresses, status]` of every request nginx logged with `x-request-id: id`. */
  upstreamsOf(id: string): string[];
  /** Every node address that answered a request, counted. */
  upstreamCounts(): Map<string, number>;
  stop(): Promise<void>;
}

/** nginx in the foreground with deploy/nginx/two-nodes.conf.template filled for `nodes`. */
export async function startNginx(prefix: string, nodes: [AppNode, AppNode]): Promise<Nginx> {
  fs.mkdirSync(prefix, { recursive: true });
  // nginx's workers run as an unprivileged user under a root master: let them into the folder.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const values: Record<string, string> = {
    NGINX_PREFIX: prefix,
    LISTEN: `127.0.0.1:${port}`,
    NODE_A: nodes[0].address,
    NODE_B: nodes[1].address,
  };
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/two-nodes.conf.template'), 'utf8');
  const conf = template.replace(/\$\{([A-Z_]+)\}/g, (whole, key: string) => values[key] ?? whole);
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const checked = spawnSync(NGINX_BIN, ['-t', '-p', prefix, '-e', `${prefix}/error.log`, '-c', confFile], {
    encoding: 'utf8',
  });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
  const child = spawn(NGINX_BIN, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', confFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('nginx to answer', () => answers(`${url}/healthz`), 30_000);
  const lines = () => {
    const file = path.join(prefix, 'access.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  };
  return {
    url,
    upstreamsOf: (id) =>
      lines()
        .filter((l) => l.includes(`request_id=${id} `))
        .map((l) => /upstream=(.*?) upstream_status=/.exec(l)?.[1] ?? ''),
    upstreamCounts: () => {
      const counts = new Map<string, number>();
      for (const line of lines()) {
        const served = /upstream=(.*?) upstream_status=(.*?) /.exec(line);
        if (!served?.[1] || served[1] === '-') continue;
        // After a retry: "a, b" and "502, 200": the last one answered.
        const address = served[1].split(', ').at(-1) as string;
        counts.set(address, (counts.get(address) ?? 0) + 1);
      }
      return counts;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
