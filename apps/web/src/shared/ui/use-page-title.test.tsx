import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { i18n, setLocale } from '../i18n';
import { usePageTitle, useRouteTitles } from './use-page-title';

function Titled({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

function RouteTitles({ onTitles }: { onTitles: (titles: ReadonlyMap<string, string>) => void }) {
  onTitles(useRouteTitles());
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

  it('names the route for its content tab and breadcrumb, and keeps the name once the page is left', async () => {
    history.pushState(null, '', '/producer-zqdata-update');
    let seen: ReadonlyMap<string, string> = new Map();
    const tabs = await render(<RouteTitles onTitles={(titles) => (seen = titles)} />);
    const page = await render(<Titled title="新增数据资产商品" />);
    expect(seen.get('/producer-zqdata-update')).toBe('新增数据资产商品');
    await page.unmount();
    expect(seen.get('/producer-zqdata-update')).toBe('新增数据资产商品');
    await tabs.unmount();
    history.pushState(null, '', '/');
  });
});
