// Measures authenticated read throughput: every request resolves a bearer session (hash lookup + user join).
// Usage: npm run bench [-- --seconds 5 --connections 20]; DATABASE_URL=… to measure on PostgreSQL.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.js';
import { seedAccounts } from '../apps/server/src/seed.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '20' } },
});

const config = {
  ...loadConfig({ AUTH_CAPTCHA: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' }),
  port: 0,
};
const database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite(null);
const { app, services } = await buildApp({ db: database.db, config, logger: false });
await services.access.syncMenus();
await seedAccounts(database.db, config, services.accounts, app.log);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${address}/server/user/login`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
  },
  body: JSON.stringify({ username: 'consumer', password: 'Demo@12345' }),
}).then((r) => r.json() as Promise<{ data: { token: string } }>);

for (const [name, path] of [
  ['GET /sys/user/info (session + user row)', '/sys/user/info'],
  ['GET /sys/menu/nav (menu tree)', '/sys/menu/nav'],
] as const) {
  const result = await autocannon({
    url: `${address}${path}`,
    headers: { authorization: `Bearer ${login.data.token}` },
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  console.log(
    `${name} on ${database.kind}: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}
await app.close();
await database.close();
