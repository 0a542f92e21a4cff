import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  language?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 820 } });
  if (language) {
    await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  }
  return context;
}

/** Keeps a screenshot as a test artefact under e2e/artifacts. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
