/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The functions given to page.evaluate run in the browser.)
// First visit of every back-office page of the demo roles. For each menu page, in a fresh browser context (empty
// cache, logged in):
// - "first visit": the role's home page is opened and settles, then the page is opened from the menu (a
//   client-side navigation, as a click on the side menu does); measured from the click until the page has
//   settled. Target: under 1 s for every page on the embedded start, on an idle machine.
// - "cold load": the page's URL is opened directly (the whole app loads), for information.
// Settled: the back-office content shows something, no spinner or skeleton is left, no API call is pending.
// Usage: npm start (or any running product), then
//   npm run bench:first-visit -w bench [-- --url http://127.0.0.1:8080 --roles supplier,consumer,admin
//     --only producer/zqdata --runs 3 --reading 3000 --cold]
// Prints the slowest pages, the median and how many pages exceed the target.
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import type { WebLogin } from '../e2e/support/session.js';

const TARGET_MS = 1000;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:8080' },
    roles: { type: 'string', default: 'supplier,developer,consumer,admin' },
    only: { type: 'string' },
    password: { type: 'string', default: 'Demo@12345' },
    runs: { type: 'string', default: '1' },
    reading: { type: 'string', default: '3000' },
    cold: { type: 'boolean', default: false },
  },
});
const base = values.url.replace(/\/$/, '');

interface MenuNode {
  url?: string;
  isshow?: number;
  children?: MenuNode[];
}

async function login(username: string): Promise<WebLogin> {
  const res = await fetch(`${base}/server/user/login`, {
    method: 'POST',
    headers: { authorization: 'Basic d2ViOndlYg==', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: values.password, captcha: '', uuid: '' }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: WebLogin };
  if (body.code !== 0) throw new Error(`${username} cannot log in: ${body.msg}`);
  return body.data;
}

/** Shown menu pages of a role (not folders, hidden entries or external links), in menu order. */
async function menuPages(token: string): Promise<string[]> {
  const res = await fetch(`${base}/sys/menu/nav`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: MenuNode[] };
  const out: string[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.isshow === 0) continue;
      if (node.children?.length) walk(node.children);
      else if (node.url && !/^https?:/.test(node.url) && !out.includes(node.url)) out.push(node.url);
    }
  };
  walk(body.data);
  return out;
}

const routeOf = (menuUrl: string) => `/${menuUrl.replace(/\//g, '-')}`; // as apps/web features/access/menu.ts

/** Counts the API calls in flight and remembers when the last one ended. */
function trackApiCalls(page: Page) {
  const state = { pending: 0, lastEnd: 0 };
  const isApi = (url: string) => /^\/(server|sys|flow|api|captcha)\//.test(new URL(url).pathname);
  page.on('request', (r) => {
    if (isApi(r.url())) state.pending++;
  });
  const ended = (r: { url(): string }) => {
    if (!isApi(r.url())) return;
    state.pending--;
    state.lastEnd = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return state;
}

/**
 * Ms from `start` until the content area has settled: it shows something, no spinner or skeleton is left and
 * no API call is pending, for 150 ms in a row; the time counted is that of the last change (a DOM change of the
 * content or the end of an API call), not of the quiet period after it.
 */
async function settled(page: Page, calls: ReturnType<typeof trackApiCalls>, start: number, what: string) {
  await page.evaluate(() => {
    const w = window as unknown as { benchLastChange?: number; benchObserver?: MutationObserver };
    w.benchObserver?.disconnect();
    w.benchLastChange = Date.now();
    w.benchObserver = new MutationObserver(() => {
      w.benchLastChange = Date.now();
    });
    w.benchObserver.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
  for (;;) {
    const state = await page.evaluate(() => {
      const content = document.querySelector('.bo-content');
      const lastChange = (window as unknown as { benchLastChange: number }).benchLastChange;
      const ready =
        !!content?.textContent?.trim() &&
        !content.querySelector(':scope > [data-bench-left]') &&
        !document.querySelector('.bo-content .ant-spin-spinning, .bo-content .ant-skeleton');
      return { ready, lastChange };
    });
    const last = Math.max(state.lastChange, calls.lastEnd);
    if (state.ready && calls.pending === 0 && Date.now() - last >= 150) return last - start;
    if (Date.now() - start > 20_000) throw new Error(`${what} did not settle within 20 s`);
    await page.waitForTimeout(10);
  }
}

async function loggedInPage(browser: Browser, session: WebLogin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies(
    (
      [
        ['access_token', session.token],
        ['role_type', String(session.roleType)],
        ['pay_code', String(session.payCode)],
      ] as const
    ).map(([name, value]) => ({ name, value, url: base, sameSite: 'Lax' as const })),
  );
  await context.addInitScript(
    ({ refreshToken, expire, user }) => {
      if (localStorage.getItem('refresh_token')) return;
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('token_expires_at', String(Date.now() + expire * 1000));
      localStorage.setItem('user_info', JSON.stringify(user));
    },
    { refreshToken: session.refreshToken, expire: session.expire, user: session.user },
  );
  const page = await context.newPage();
  return { page, calls: trackApiCalls(page), close: () => context.close() };
}

/** The home page loads and settles; then the menu opens `path` in the app (React Router follows popstate). */
async function firstVisit(
  browser: Browser,
  session: WebLogin,
  home: string,
  path: string,
  readingMs: number,
): Promise<number> {
  const { page, calls, close } = await loggedInPage(browser, session);
  try {
    await page.goto(`${base}${routeOf(home)}`);
    await settled(page, calls, Date.now(), home);
    await page.waitForTimeout(readingMs); // a user reads the home page before choosing from the menu
    const start = Date.now();
    await page.evaluate((to) => {
      // The home page stays on screen until the new page's code has loaded: it must be gone before "settled".
      for (const child of document.querySelectorAll('.bo-content > *'))
        child.setAttribute('data-bench-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new window.PopStateEvent('popstate'));
    }, routeOf(path));
    await page.waitForURL((url) => url.pathname === routeOf(path));
    return await settled(page, calls, start, path);
  } finally {
    await close();
  }
}

async function coldLoad(browser: Browser, session: WebLogin, path: string): Promise<number> {
  const { page, calls, close } = await loggedInPage(browser, session);
  try {
    const start = Date.now();
    await page.goto(`${base}${routeOf(path)}`, { waitUntil: 'commit' });
    return await settled(page, calls, start, path);
  } finally {
    await close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const browser = await launchBrowser();
  const results: { role: string; path: string; visit: number; cold: number }[] = [];
  const runs = Number(values.runs);
  try {
    for (const role of values.roles.split(',')) {
      const session = await login(role);
      const menu = await menuPages(session.token);
      const [home] = menu;
      if (!home) continue;
      const pages = menu.slice(1).filter((p) => !values.only || values.only.split(',').includes(p));
      await coldLoad(browser, session, home); // the server's own first-request costs are not a page's
      for (const path of pages) {
        const visits: number[] = [];
        const colds: number[] = [];
        for (let i = 0; i < runs; i++) {
          visits.push(await firstVisit(browser, session, home, path, Number(values.reading)));
          if (values.cold) colds.push(await coldLoad(browser, session, path));
        }
        const row = { role, path, visit: median(visits), cold: median(colds) };
        results.push(row);
        const cold = values.cold ? `   cold load ${String(row.cold).padStart(5)} ms` : '';
        console.log(
          `${role.padEnd(10)} ${path.padEnd(44)} first visit ${String(row.visit).padStart(5)} ms${cold}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const visits = results.map((r) => r.visit);
  const over = results.filter((r) => r.visit >= TARGET_MS);
  const cold = values.cold ? `; cold load: median ${median(results.map((r) => r.cold))} ms` : '';
  console.log(
    `\n${results.length} pages. First visit: median ${median(visits)} ms, slowest ${Math.max(0, ...visits)} ms${cold}`,
  );
  console.log(
    `first visits over ${TARGET_MS} ms: ${over.length}${over.length ? ` (${over.map((r) => `${r.path} ${r.visit}`).join(', ')})` : ''}`,
  );
}

await main();
