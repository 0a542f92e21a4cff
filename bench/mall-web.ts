// Front-end figures of the public mall: gzip size of the JavaScript requested for the first paint of /mall
// (headless Chromium, every JS response gzipped at level 9 and summed) and the Lighthouse performance score,
// median of 5 runs on mobile and 5 on desktop. Targets: <= 200 KB gzip, >= 90 mobile, >= 95 desktop.
// Usage: npm run mall-web -w bench [-- --runs 5 --path /mall]; WEB_DIST=<built dist> skips the build.
// The dist is served gzip-compressed by a small static server (as nginx would), API calls go to the real server.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const API_PREFIXES = [
  '/server',
  '/sys',
  '/captcha',
  '/flow',
  '/api',
  '/api-docs',
  '/healthz',
  '/developer',
  '/mock',
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, path: { type: 'string', default: '/mall' } },
});
const runs = Number(values.runs);
const target = values.path;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function buildWeb(): string {
  if (process.env.WEB_DIST) return path.resolve(process.env.WEB_DIST);
  const out = path.join(os.tmpdir(), 'mall-web-bench-dist');
  console.log(`building the web app into ${out} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  return out;
}

async function startApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-web-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_CAPTCHA: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      SMS_PROVIDER: 'file',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Static files gzip-compressed (hashed assets cached for a year), index.html for routes, API proxied. */
async function startFront(dist: string, api: string): Promise<{ url: string; close: () => void }> {
  const gzCache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (API_PREFIXES.some((p) => url.pathname.startsWith(p))) {
      const upstream = http.request(
        `${api}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(api).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    let file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (url.pathname.startsWith('/assets/')) return res.writeHead(404).end();
      file = path.join(dist, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const hashed = url.pathname.startsWith('/assets/');
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = fs.readFileSync(file);
    if (/text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
      let gz = gzCache.get(file);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 9 });
        gzCache.set(file, gz);
      }
      body = gz;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers).end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** JS responses of one cold load of the page until the network is idle, with their gzip sizes. */
async function firstPaintJs(base: string): Promise<{ file: string; gzip: number }[]> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const seen: Promise<{ file: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      seen.push(
        response.body().then((body) => ({
          file: url.pathname,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
    // Rendered: something in #root and no boot splash (the app shell wraps the router's own fallback).
    await page.waitForFunction(
      "!!document.getElementById('root')?.firstElementChild && !document.querySelector('#root .boot-splash')",
    );
    return (await Promise.all(seen)).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

async function lighthouseScores(url: string, form: 'mobile' | 'desktop'): Promise<number[]> {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        form === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
      const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '-';
      console.log(
        `  ${form} run ${i + 1}: ${score} (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
      );
      scores.push(score);
    } finally {
      chrome.kill();
    }
  }
  return scores;
}

const dist = buildWeb();
const api = await startApi();
const front = await startFront(dist, api.url);
try {
  const js = await firstPaintJs(front.url);
  const total = js.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\nJavaScript requested for the first paint of ${target}:`);
  for (const f of js) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(
    `  total ${(total / 1024).toFixed(1)} KB gzip in ${js.length} files (target <= 200 KB): ${total <= 200 * 1024 ? 'PASS' : 'FAIL'}`,
  );

  // --runs 0: the size only.
  if (runs > 0) {
    console.log(`\nLighthouse performance of ${target}, ${runs} runs each:`);
    const mobile = median(await lighthouseScores(`${front.url}${target}`, 'mobile'));
    const desktop = median(await lighthouseScores(`${front.url}${target}`, 'desktop'));
    console.log(`\nmedian mobile ${mobile} (target >= 90): ${mobile >= 90 ? 'PASS' : 'FAIL'}`);
    console.log(`median desktop ${desktop} (target >= 95): ${desktop >= 95 ? 'PASS' : 'FAIL'}`);
  }
} finally {
  front.close();
  await api.stop();
}
