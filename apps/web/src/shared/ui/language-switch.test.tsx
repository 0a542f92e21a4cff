import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { render, testQueryClient } from '../../test/render';
import { setLocale } from '../i18n';
import { LanguageSwitch } from './language-switch';

const button = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('[data-testid="lang-switch"]');

describe('LanguageSwitch', () => {
  afterEach(async () => setLocale('zh-CN'));

  it('shows the full name of the language by default', async () => {
    await setLocale('zh-TW');
    const view = await render(
      <QueryClientProvider client={testQueryClient()}>
        <LanguageSwitch />
      </QueryClientProvider>,
    );
    expect(button(view.container)?.textContent).toBe('繁體中文');
    expect(button(view.container)?.hasAttribute('data-compact')).toBe(false);
    await view.unmount();
  });

  it.each([
    ['zh-CN', '简', '简体中文'],
    ['zh-TW', '繁', '繁體中文'],
    ['en-US', 'EN', 'English'],
  ] as const)(
    'compact in %s: the globe and a short code, the full name as its title',
    async (locale, code, name) => {
      await setLocale(locale);
      const view = await render(
        <QueryClientProvider client={testQueryClient()}>
          <LanguageSwitch compact />
        </QueryClientProvider>,
      );
      const switchButton = button(view.container);
      expect(switchButton?.textContent).toBe(code);
      expect(switchButton?.querySelector('.anticon-global')).not.toBeNull();
      expect(switchButton?.getAttribute('title')).toBe(name);
      expect(switchButton?.getAttribute('aria-label')).toBeTruthy();
      await view.unmount();
    },
  );
});
