import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { i18n, setLocale } from '../i18n';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  afterEach(async () => setLocale('zh-CN'));

  it('names the product by the one brand key, also where the name wraps (side menu)', async () => {
    await setLocale('en-US');
    const wide = await render(<BrandLogo />);
    const narrow = await render(<BrandLogo wrap />);
    expect(wide.container.textContent).toBe('Industrial Data Marketplace');
    expect(narrow.container.textContent).toBe(i18n.t('common:brand'));
    expect(i18n.exists('common:brandShort')).toBe(false);
    await wide.unmount();
    await narrow.unmount();
  });

  it('shows only the mark when compact', async () => {
    const view = await render(<BrandLogo compact />);
    expect(view.container.textContent).toBe('');
    expect(view.container.querySelector('svg')).not.toBeNull();
    await view.unmount();
  });
});
