import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.js';

/**
 * Waits until antd's motions are over: no element in an enter/appear motion, and no CSS transition or finite CSS
 * animation running (a loading veil fading out, a drawer sliding in, a submenu opening, a click wave). Endless
 * animations (spinners, processing badges, skeletons) do not count.
 */
export async function motionDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[class*="-appear"], [class*="-enter"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout: 15_000 },
  );
}

/** Clicks a button of a modal once the modal has finished zooming in: a click during the zoom can be lost. */
export async function clickWhenSettled(page: Page, button: Locator): Promise<void> {
  await button.waitFor();
  await motionDone(page);
  await button.click();
}

/** A screenshot once nothing is loading and antd's enter/fade animations are over. */
export async function settledScreenshot(page: Page, name: string): Promise<string> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-spin-blur, [class*="-appear"], [class*="-enter"]'),
    null,
    { timeout: 15_000 },
  );
  await motionDone(page);
  return screenshot(page, name);
}

/** Picks an option of the antd Select (or TreeSelect) with the test id by its visible text. */
export async function chooseOption(page: Page, testId: string, text: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.waitFor();
  // A click while the dropdown still slides in can miss its option (seen on a busy machine).
  await motionDone(page);
  const option = dropdown
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', { hasText: text })
    .first();
  await option.click();
  try {
    await dropdown.waitFor({ state: 'hidden', timeout: 5000 });
  } catch {
    await option.click({ timeout: 2000 }).catch(() => undefined);
    await dropdown.waitFor({ state: 'hidden' });
  }
}

/**
 * The table inside `testId` once it has settled: rows shown, or the empty state, with no fetch running and the
 * loading blur faded. Answers the table's locator.
 */
export async function tableReady(page: Page, testId: string): Promise<Locator> {
  await page.waitForFunction(
    (id) => {
      const table = document.querySelector(`[data-testid="${id}"]`);
      // antd puts the test id on the inner table: its loading spinner sits in the wrapper around it.
      const wrapper = table?.closest('.ant-table-wrapper') ?? table;
      if (!table || wrapper?.querySelector('.ant-spin-spinning')) return false;
      return Boolean(table.querySelector('.ant-table-row, .ant-empty'));
    },
    testId,
    { timeout: 15_000 },
  );
  await motionDone(page);
  return page.getByTestId(testId);
}
