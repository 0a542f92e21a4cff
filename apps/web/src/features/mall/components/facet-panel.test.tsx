import type { mall } from '@datamall/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { render } from '../../../test/render';
import { FacetPanel } from './facet-panel';
import { GoodsCard } from './goods-card';

// The Traditional names come from the server (catalog.traditionalNames).
vi.mock('../../../shared/api/api', () => ({
  api: vi.fn(async () => ({
    气象数据: '氣象數據',
    车辆: '車輛',
    华东电网: '華東電網',
    能耗监测: '能耗監測',
  })),
}));

const facets: mall.MallFacets = {
  classifications: [
    { id: '1', name: '气象数据', nameEn: 'Weather data', parentId: null, count: 3 },
    { id: '2', name: '车辆', nameEn: '', parentId: '1', count: 1 },
  ],
  brands: [{ id: '9', name: '华东电网', nameEn: '', parentId: null, count: 2 }],
  tags: [
    { name: '开放数据', count: 2 },
    { name: '能耗监测', count: 1 },
  ],
  total: 3,
};

const card: mall.MallCard = {
  id: '100',
  itemType: 1,
  name: '实时气象数据服务',
  summary: '',
  coverImage: '',
  classificationId: '1',
  classificationName: '气象数据',
  classificationNameEn: 'Weather data',
  brandId: null,
  brandName: '',
  brandNameEn: '',
  tags: [],
  ownerId: '7',
  ownerName: '数据工厂',
  minPrice: null,
  salesVolume: 0,
  viewCount: 0,
  favouriteCount: 0,
  listedDate: null,
  createDate: '2024-01-01 00:00:00',
};

describe('catalog names follow the interface language', () => {
  afterEach(async () => setLocale('zh-CN'));

  it('facets switch to Traditional after switching to zh-TW, and to English in en-US', async () => {
    const view = await render(<FacetPanel facets={facets} loading={false} onChange={() => undefined} />);
    const text = () => view.container.querySelector('[data-testid="facet-classification"]')?.textContent;
    expect(text()).toContain('气象数据');

    await act(async () => setLocale('zh-TW'));
    expect(text()).toContain('氣象數據');
    expect(text()).toContain('車輛');
    expect(view.container.querySelector('[data-testid="facet-brand"]')?.textContent).toContain('華東電網');
    // A tag of the catalog converts; a free tag (the supplier's own words) stays as written.
    const tags = view.container.querySelector('[data-testid="facet-tag"]')?.textContent;
    expect(tags).toContain('能耗監測');
    expect(tags).toContain('开放数据');

    await act(async () => setLocale('en-US'));
    expect(text()).toContain('Weather data');
    expect(text()).toContain('车辆');
    await view.unmount();
  });

  it('a card converts its classification but not the goods name or the shop', async () => {
    await setLocale('zh-TW');
    const view = await render(
      <MemoryRouter>
        <GoodsCard card={card} />
      </MemoryRouter>,
    );
    expect(view.container.querySelector('.mall-chip-blue')?.textContent).toBe('氣象數據');
    expect(view.container.querySelector('[data-testid="mall-card-name"]')?.textContent).toBe(
      '实时气象数据服务',
    );
    expect(view.container.querySelector('.mall-card-owner')?.textContent).toBe('数据工厂');
    await view.unmount();
  });
});
