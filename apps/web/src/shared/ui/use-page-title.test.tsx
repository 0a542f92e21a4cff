import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { i18n, setLocale } from '../i18n';
import { usePageTitle } from './use-page-title';

function Titled({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  // The brand is read before the first render: its namespace must be loaded (a cold run read the key 'brand').
  beforeEach(async () => {
    await i18n.loadNamespaces('common');
  });
  afterEach(async () => setLocale('zh-CN'));

  it('names the page before the brand, and gives the brand back when the page is left', async () => {
    const brand = i18n.t('common:brand');
    const view = await render(<Titled title="Weather dataset" />);
    expect(document.title).toBe(`Weather dataset - ${brand}`);
    await view.unmount();
    expect(document.title).toBe(brand);
  });

  it('shows the brand alone while the title is loading', async () => {
    const view = await render(<Titled />);
    expect(document.title).toBe(i18n.t('common:brand'));
    await view.unmount();
  });

  it('follows the language', async () => {
    const view = await render(<Titled title="API" />);
    await act(async () => setLocale('en-US'));
    expect(document.title).toBe(`API - ${i18n.t('common:brand', { lng: 'en-US' })}`);
    await view.unmount();
  });
});
