import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Gateway, type GatewayOptions } from '../../../gateway/src/gateway.js';
import { markGatewayConfigChanged } from '../modules/gateway/config-change.js';
import { goodsItemInterface } from '../modules/interfaces/interface.table.js';
import { encryptSecret, loadConnectorKey } from '../modules/supply/credential-cipher.js';
import type { TestApp } from './harness.js';

/** A token for the control plane of the test platform. */
export const TEST_GATEWAY_TOKEN = randomBytes(24).toString('hex');

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An upstream on loopback that records what it was sent. `/status/<n>` answers that status, `/slow/<ms>` waits
 * first, anything else echoes `{ok: true, path}`.
 */
export async function startUpstream() {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://upstream');
      const status = /^\/status\/(\d{3})$/.exec(url.pathname);
      const slow = /^\/slow\/(\d+)$/.exec(url.pathname);
      const answer = () => {
        const text = JSON.stringify({ ok: true, path: url.pathname, query: url.search });
        res.writeHead(status ? Number(status[1]) : 200, {
          'content-type': 'application/json',
          connection: 'x-upstream-hop',
          'x-upstream-hop': 'must not pass',
        });
        res.end(text);
      };
      if (slow) setTimeout(answer, Number(slow[1]));
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Listens the test platform on loopback (the gateway's control client needs a real port); answers its URL. */
export async function listenPlatform(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Starts an in-process gateway against the test platform, with its journal in a fresh folder (unless given). */
export async function startGateway(platformUrl: string, overrides: Partial<GatewayOptions> = {}) {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-gw-'));
  const gateway = new Gateway({
    port: 0,
    host: '127.0.0.1',
    platformUrl,
    token: TEST_GATEWAY_TOKEN,
    gatewayId: `gw-test-${randomBytes(3).toString('hex')}`,
    dataDir,
    allowPrivate: false,
    trustedUpstreams: new Set(),
    maxBodyBytes: 64 * 1024,
    timeoutMs: 2000,
    trustProxy: false,
    ...overrides,
  });
  const port = await gateway.start();
  return { gateway, url: `http://127.0.0.1:${port}`, dataDir };
}

/** Adds an interface to a SKU straight in the table (as the interface tests cover the editor) and publishes it. */
export async function addInterface(
  t: TestApp,
  g: { itemId: number; skuId: number; ownerId: number },
  values: {
    method?: 'GET' | 'POST';
    path: string;
    upstreamUrl: string;
    authHeader?: string;
    secret?: string;
  },
) {
  const key = loadConnectorKey(t.config.connectorKey, t.config.dataDir);
  await t.db.transaction(async (tx) => {
    await tx.insert(goodsItemInterface).values({
      itemId: g.itemId,
      skuId: g.skuId,
      ownerId: g.ownerId,
      name: values.path,
      method: values.method ?? 'GET',
      path: values.path,
      upstreamUrl: values.upstreamUrl,
      authHeader: values.authHeader ?? '',
      secretCipher: values.secret ? encryptSecret(key, values.secret) : null,
    });
    await markGatewayConfigChanged(tx);
  });
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 5000, what = 'condition') {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A TCP relay in front of the platform that the test can cut (the platform "goes away": the listener closes and
 * every open connection drops) and restore on the same port.
 */
export async function startRelay(platformUrl: string) {
  const target = new URL(platformUrl);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    restore: () => listen(port),
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}
