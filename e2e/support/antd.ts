import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/** A screenshot once nothing is loading and antd's enter/fade animations are over. */
export async function settledScreenshot(page: Page, name: string): Promise<string> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-spin-blur, [class*="-appear"], [class*="-enter"]'),
    null,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(400);
  return screenshot(page, name);
}

/** Picks an option of the antd Select (or TreeSelect) with the test id by its visible text. */
export async function chooseOption(page: Page, testId: string, text: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.waitFor();
  await dropdown
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', { hasText: text })
    .first()
    .click();
  await dropdown.waitFor({ state: 'hidden' });
}
