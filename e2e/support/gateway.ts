import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoUpstream } from '../../apps/gateway/src/demo-upstream.js';
import { freePort, type RunningServer, startServer } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningGateway {
  server: RunningServer;
  /** Where buyers call (the platform shows it as API_GATEWAY_URL). */
  gatewayUrl: string;
  /** The demo upstream of synthetic data, on loopback. */
  upstreamUrl: string;
  stop(): Promise<void>;
}

/**
 * The platform with an API gateway beside it, as `npm start` runs them: the demo upstream on loopback (trusted by
 * both), a gateway process on a port chosen first so the platform can name it, one shared gateway token.
 */
export async function startServerWithGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const upstream = await startDemoUpstream(0);
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const gatewayPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const token = randomBytes(24).toString('hex');
  const server = await startServer({
    GATEWAY_TOKEN: token,
    API_GATEWAY_URL: gatewayUrl,
    GATEWAY_TRUSTED_UPSTREAMS: upstreamUrl,
    ARCHIVE_UPSTREAM_URL: upstreamUrl,
    ...env,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-e2e-gw-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/gateway/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      GATEWAY_TOKEN: token,
      PLATFORM_URL: server.baseUrl,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_TRUSTED_UPSTREAMS: upstreamUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    const res = await fetch(`${gatewayUrl}/healthz`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) throw new Error('the gateway did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    server,
    gatewayUrl,
    upstreamUrl,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await upstream.close();
      await server.stop();
    },
  };
}
