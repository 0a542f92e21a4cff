import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { setLocale } from '../i18n';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  afterEach(async () => setLocale('zh-CN'));

  it('names the page and never shows its internal route id', async () => {
    await setLocale('en-US');
    const view = await render(<ComingSoon name="API gateway plugins" url="pluginManage/index" />);
    const text = view.container.textContent ?? '';
    expect(text).toContain('API gateway plugins');
    expect(text).toContain('later release');
    expect(text).not.toContain('pluginManage');
    expect(view.container.querySelector('[data-testid="coming-soon"]')?.getAttribute('data-url')).toBe(
      'pluginManage/index',
    );
    await view.unmount();
  });

  it.each([
    ['zh-CN', '功能建设中'],
    ['zh-TW', '功能建置中'],
    ['en-US', 'Coming soon'],
  ] as const)('without a menu name shows a localized title in %s', async (locale, title) => {
    await setLocale(locale);
    const view = await render(<ComingSoon url="operate/zqWeBase" />);
    expect(view.container.querySelector('.ant-result-title')?.textContent).toBe(title);
    expect(view.container.textContent).not.toContain('zqWeBase');
    await view.unmount();
  });
});
