import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo@12345';

/** Logs in through the login page (the captcha is off in browser tests) and waits for the back office. */
export async function loginThroughPage(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-captcha').fill('0000');
  await page.getByTestId('login-submit').click();
}

/** What `/server/user/login` answers the web app: what its `session.save` keeps. */
export interface WebLogin {
  token: string;
  refreshToken: string;
  roleType: number;
  payCode: number;
  expire: number;
  user: unknown;
}

/**
 * Journey setup where the login page is not the subject: logs in through the API and leaves in the page's context
 * what the login page leaves (the cookies and local storage of the web app's `session.save`), then opens /home like
 * the login page does, which leads to the user's home page. The login page itself is covered by the journeys that
 * still log in through it (roles-and-menus for every demo role, language-and-login, register, registration-approval,
 * operator-users).
 */
export async function loginThroughApi(page: Page, username: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/server/user/login', {
    headers: { authorization: 'Basic d2ViOndlYg==' },
    data: { username, password, captcha: '', uuid: '' },
  });
  const body = (await res.json()) as { code: number; msg: string; data: WebLogin };
  assert.equal(body.code, 0, `${username} logs in: ${body.msg}`);
  const { token, refreshToken, roleType, payCode, expire, user } = body.data;
  const url = new URL(res.url()).origin;
  await page.context().addCookies([
    { name: 'access_token', value: token, url, sameSite: 'Lax' },
    { name: 'role_type', value: String(roleType), url, sameSite: 'Lax' },
    { name: 'pay_code', value: String(payCode), url, sameSite: 'Lax' },
  ]);
  // Local storage belongs to the origin: set it from a page of the origin (the health check is the lightest).
  await page.goto('/healthz');
  await page.evaluate(
    ({ refreshToken, expire, user }) => {
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('token_expires_at', String(Date.now() + expire * 1000));
      localStorage.setItem('user_info', JSON.stringify(user));
    },
    { refreshToken, expire, user },
  );
  await page.goto('/home');
}

/** The menu tree of the logged-in user, straight from the API, for comparison with what the page shows. */
export async function fetchNav(page: Page, language = 'zh-CN') {
  return page.evaluate(async (lang) => {
    const token = document.cookie.match(/(?:^|; )access_token=([^;]+)/)?.[1] ?? '';
    const res = await fetch('/sys/menu/nav', {
      headers: { authorization: `Bearer ${decodeURIComponent(token)}`, 'accept-language': lang },
    });
    return ((await res.json()) as { data: MenuNode[] }).data;
  }, language);
}

export interface MenuNode {
  name: string;
  url: string;
  isshow: number;
  children: MenuNode[];
}

/** Names of the entries shown in the side menu (isshow 1), depth first. */
export function shownNames(nodes: MenuNode[]): string[] {
  return nodes.filter((n) => n.isshow === 1).flatMap((n) => [n.name, ...shownNames(n.children)]);
}

/** Picks a language from the header menu and waits until the page has switched (retries a lost click). */
export async function switchLanguage(page: Page, language: 'zh-CN' | 'zh-TW' | 'en-US') {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByTestId('lang-switch').first().click();
    const option = page.getByTestId(`lang-${language}`).last();
    await option.waitFor({ state: 'visible' });
    await option.click();
    try {
      // The switch first loads the language's texts: slow when the machine is busy, so wait before clicking again.
      await page.waitForFunction((lng) => document.documentElement.lang === lng, language, {
        timeout: 10_000,
      });
      return;
    } catch {
      await page.keyboard.press('Escape');
    }
  }
  throw new Error(`the page did not switch to ${language}`);
}
