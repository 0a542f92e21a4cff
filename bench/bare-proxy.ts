// The floor of a Node proxy on this machine, for bench/gateway-proxy.ts: node:http in front of an undici Pool, every
// request forwarded to UPSTREAM_ORIGIN as it came (hop-by-hop headers dropped), the answer read whole and sent in
// one write, as the gateway does, with no key, plugin, quota or journal. Listens on 127.0.0.1:PORT.

import http from 'node:http';
import { Pool } from 'undici';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);
const origin = process.env.UPSTREAM_ORIGIN ?? 'http://127.0.0.1:8090';
const pool = new Pool(origin, { connections: 128, keepAliveTimeout: 30_000 });

function without(headers: Record<string, string | string[] | undefined>) {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

const server = http.createServer({ keepAliveTimeout: 65_000 }, async (req, res) => {
  try {
    const answer = await pool.request({
      method: req.method as 'GET',
      path: req.url ?? '/',
      headers: without(req.headers),
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    res.writeHead(answer.statusCode, { ...without(answer.headers), 'content-length': String(body.length) });
    res.end(body);
  } catch {
    if (!res.headersSent) res.writeHead(502).end();
  }
});
server.listen(Number(process.env.PORT ?? 8091), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.close().then(() => process.exit(0));
});
