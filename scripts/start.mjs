// `npm start`: builds the web app and the workbench it mounts at /private when they have not been built yet and
// compiles the server and the gateway when their build is missing or a source changed since
// (scripts/build-server.mjs), then runs, from that compiled JavaScript,
// the platform (which serves the web app), the API gateway beside it, and the demo upstream (synthetic data) the
// demo API goods call. `npm run dev` runs the TypeScript sources through tsx instead.
//   GATEWAY=off        do not start the gateway (run it yourself: `npm run gateway`)
//   DEMO_UPSTREAM=off  do not start the demo upstream
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, serverBuildStale } from './build-server.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const privateEntry = path.join(root, 'apps/private/dist/remoteEntry.js');

if (!fs.existsSync(webIndex)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The privacy-computing workbench the web app mounts at /private (served at /private-app/).
if (!process.env.PRIVATE_APP_DIST && !fs.existsSync(privateEntry)) {
  console.log('Building the privacy-computing workbench (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/private'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stale = serverBuildStale();
if (stale) {
  console.log(`Compiling the server and the gateway (${stale})…`);
  try {
    await buildServer();
  } catch (error) {
    if (!error?.errors) console.error(error);
    process.exit(1);
  }
}

const env = { ...process.env };
const withGateway = env.GATEWAY !== 'off';
const withDemoUpstream = env.DEMO_UPSTREAM !== 'off';
// The control-plane secret the platform and the gateway share; a fresh one per start unless set.
env.GATEWAY_TOKEN ??= randomBytes(24).toString('hex');
if (withGateway) env.API_GATEWAY_URL ??= `http://localhost:${env.GATEWAY_PORT ?? 8081}`;
if (withDemoUpstream) {
  env.DEMO_UPSTREAM_PORT ??= '8090';
  env.DEMO_UPSTREAM_URL ??= `http://127.0.0.1:${env.DEMO_UPSTREAM_PORT}`;
  env.GATEWAY_TRUSTED_UPSTREAMS = [env.GATEWAY_TRUSTED_UPSTREAMS, env.DEMO_UPSTREAM_URL]
    .filter(Boolean)
    .join(',');
}

const children = [];
const run = (name, args, flags = []) => {
  // The bundles' source maps (scripts/build-server.mjs) make stack traces name the TypeScript files.
  const child = spawn(process.execPath, [...flags, '--enable-source-maps', ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    // The platform ends the start; a helper process that dies takes the rest down too (a supervisor restarts).
    if (!stopping) console.error(`${name} exited (${signal ?? code}): stopping`);
    stop('SIGTERM', code ?? 1);
  });
  return child;
};

let stopping = false;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill(signal);
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(
    () => process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

if (withDemoUpstream) run('demo upstream', ['apps/gateway/dist/demo-upstream-main.js']);
run('server', ['apps/server/dist/main.js'], SERVER_NODE_FLAGS);
if (withGateway) run('gateway', ['apps/gateway/dist/main.js']);
