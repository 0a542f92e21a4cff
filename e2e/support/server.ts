import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The newest SMS code sent to a mobile (the server runs with SMS_PROVIDER=file). */
  lastSmsCode(mobile: string): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server, compiled (`e2e/run.mjs` compiles it when out of date), with the built web app, the
 * embedded database in a fresh folder and the demo seed, and waits for it.
 * `env.DATA_DIR` names a folder prepared beforehand (it is removed on stop like a fresh one).
 * Under `e2e/run.mjs`, `E2E_PGLITE_TEMPLATE` names a data folder migrated once for the whole run: a data folder
 * without a database yet starts from a copy of it (the server still runs the migrator, a no-op then).
 * A server that exits because its port was taken meanwhile (by a journey running alongside) is started again on
 * another port.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-e2e-'));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template && !fs.existsSync(path.join(dataDir, 'pg'))) {
    fs.cpSync(path.join(template, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnServer(env, dataDir);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 3) throw error;
      console.error(`${error.message}; starting it again on another port`);
    }
  }
}

class PortTaken extends Error {}

async function spawnServer(env: Record<string, string>, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_CAPTCHA: 'off',
      SMS_PROVIDER: 'file',
      LOG_LEVEL: 'warn',
      // Journeys make the goods they need and check credit and order totals: no demo goods.
      SEED_DEMO_GOODS: '0',
      SEED_ARCHIVE_GOODS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let portTaken = false;
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (chunk.includes('EADDRINUSE')) portTaken = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Migrations on a busy 2-core machine can take minutes; a server that never answers fails the journey here.
  const deadline = Date.now() + 240_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    if (child.exitCode !== null) {
      const message = `server exited with ${child.exitCode}`;
      throw portTaken ? new PortTaken(message) : new Error(message);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      healthy = res.ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((r) => setTimeout(r, 250));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error('the server did not become healthy within 240 s');
  }
  return {
    baseUrl,
    dataDir,
    lastSmsCode: (mobile) => {
      const lines = fs.readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
      const mine = lines
        .map((l) => JSON.parse(l) as { mobile: string; content: string })
        .filter((m) => m.mobile === mobile);
      const code = /(\d{6})/.exec(mine.at(-1)?.content ?? '')?.[1];
      if (!code) throw new Error(`no SMS sent to ${mobile}`);
      return code;
    },
    stop: async () => {
      // The data folder is thrown away, so nothing needs the graceful shutdown (draining the batched writes,
      // checkpointing the database: about 2 s per journey); the server runs no child processes of its own.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
