import type { Endpoint, goods } from '@datamall/contract';
import { App } from 'antd';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { GOODS_VARIANTS } from '../paths';
import { ItemList } from './item-list';
import { ItemBasicInfo } from './item-overview';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const item: goods.ItemDetail = {
  id: '1',
  itemType: 2,
  ownerId: '7',
  ownerName: '数据工厂',
  name: '压机遥测 2024',
  classificationId: '11',
  classificationName: '供应链与物流',
  classificationNameEn: 'Supply chain and logistics',
  tags: [],
  brandId: '21',
  brandName: '能源管理',
  brandNameEn: 'Energy management',
  coverImage: '',
  images: [],
  summary: '',
  productStatus: 2,
  publishType: 1,
  deleteStatus: 0,
  openReview: null,
  processInstanceId: null,
  lastReview: null,
  minPrice: null,
  skuCount: 0,
  sourceCount: 0,
  viewCount: 5,
  listedDate: null,
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
  description: '',
  usageInstructions: '',
  agreement: '',
  packageFiles: [],
  sampleFile: null,
  sampleFileType: null,
  appUrl: null,
  apiType: null,
  skus: [],
  sources: [],
  canEdit: false,
  actions: [],
  viewer: 'operator',
};

/** The operator's data-package list, with the app's providers. */
const renderList = () =>
  render(
    withQueryClient(
      <App>
        <MemoryRouter>
          <ItemList variant={GOODS_VARIANTS.operatorPackets} />
        </MemoryRouter>
      </App>,
    ),
  );

describe('classification and brand names of goods follow the interface language', () => {
  beforeEach(() => {
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'goods.list') return { list: [item], total: 1 } as never;
      if (endpoint.id === 'catalog.traditionalNames') return { 供应链与物流: '供應鏈與物流' } as never;
      return [] as never;
    });
  });

  afterEach(async () => {
    await setLocale('zh-CN');
    document.body.innerHTML = '';
  });

  it('the list shows the English classification in en-US and the Chinese one in zh-CN', async () => {
    await setLocale('en-US');
    const view = await renderList();
    await waitFor(() => expect(view.container.textContent).toContain('Supply chain and logistics'));
    expect(view.container.textContent).not.toContain('供应链与物流');
    await view.unmount();

    await setLocale('zh-CN');
    const zh = await renderList();
    await waitFor(() => expect(zh.container.textContent).toContain('供应链与物流'));
    await zh.unmount();
  });

  it('the overview shows English names in en-US, Traditional ones in zh-TW', async () => {
    await setLocale('en-US');
    const view = await render(<ItemBasicInfo item={item} />);
    const text = () => view.container.querySelector('[data-testid="item-basic-info"]')?.textContent ?? '';
    expect(text()).toContain('Supply chain and logistics');
    expect(text()).toContain('Energy management');
    expect(text()).not.toContain('能源管理');
    await view.unmount();

    await setLocale('zh-TW');
    const tw = await render(<ItemBasicInfo item={item} />);
    expect(tw.container.textContent).toContain('供應鏈與物流');
    await tw.unmount();
  });
});

describe('the sample of a data package in its detail', () => {
  afterEach(async () => {
    await setLocale('zh-CN');
    document.body.innerHTML = '';
  });

  const legacy = '/server/item/file?key=goods-sample/6f1c2a7e-0000-4000-8000-000000000001.txt';
  const label = () => document.querySelector('[data-testid="item-sample-link"]')?.textContent?.trim();

  it('is labelled by the format the server read (a CSV stored as .txt is CSV), else by its extension', async () => {
    await setLocale('zh-CN');
    const csv = await render(<ItemBasicInfo item={{ ...item, sampleFile: legacy, sampleFileType: 'CSV' }} />);
    expect(label()).toBe('下载文件（CSV）');
    await csv.unmount();
    const txt = await render(<ItemBasicInfo item={{ ...item, sampleFile: legacy, sampleFileType: 'TXT' }} />);
    expect(label()).toBe('下载文件（TXT）');
    await txt.unmount();
    await setLocale('en-US');
    const en = await render(<ItemBasicInfo item={{ ...item, sampleFile: legacy, sampleFileType: 'CSV' }} />);
    expect(label()).toMatch(/CSV/);
    expect(label()).not.toMatch(/TXT/);
    await en.unmount();
  });
});

describe('the supplier list names each kind it holds (data packages, asset goods, table goods)', () => {
  const bodies: Array<Record<string, unknown>> = [];
  beforeEach(async () => {
    await setLocale('zh-CN');
    bodies.length = 0;
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint, options?: { body?: unknown }) => {
      if (endpoint.id === 'goods.list') {
        const body = (options?.body ?? {}) as Record<string, unknown>;
        bodies.push(body);
        const rows = [item, { ...item, id: '2', itemType: 3, name: '设备资产' }];
        return {
          list: rows.filter((r) => body.itemType === undefined || r.itemType === body.itemType),
          total: 1,
        } as never;
      }
      return [] as never;
    });
  });

  afterEach(async () => {
    await setLocale('zh-CN');
    document.body.innerHTML = '';
  });

  const renderProducer = (path = '/producer-zqdata') =>
    render(
      withQueryClient(
        <App>
          <MemoryRouter initialEntries={[path]}>
            <ItemList variant={GOODS_VARIANTS.producer} />
          </MemoryRouter>
        </App>,
      ),
    );
  const tabs = () =>
    [...document.querySelectorAll('[data-testid^="item-kind-tab-"]')].map((el) => el.textContent);
  const activeTab = () => document.querySelector('.ant-tabs-tab-active [data-testid]')?.textContent;

  it('shows a tab per kind beside 全部, and lists only the chosen kind', async () => {
    const view = await renderProducer();
    await waitFor(() => expect(tabs()).toEqual(['全部', '数据包', '数据资产商品', '数据表商品']));
    expect(activeTab()).toBe('全部');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ itemTypes: [2, 3, 4] }));
    expect(bodies.at(-1)?.itemType).toBeUndefined();
    // The kind is the tabs' filter, not a second one in the filter bar.
    expect(document.querySelector('[data-testid="filter-item-type"]')).toBeNull();
    expect(document.querySelector('[data-testid="item-add-3"]')?.textContent).toContain('新增数据资产商品');

    await act(async () => {
      (document.querySelector('[data-testid="item-kind-tab-3"]') as HTMLElement).click();
    });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ itemType: 3 }));
    await waitFor(() => expect(view.container.textContent).toContain('设备资产'));
    expect(activeTab()).toBe('数据资产商品');
    // On a kind's tab, adding that kind is the primary action.
    expect(document.querySelector('[data-testid="item-add-3"]')?.className).toContain('ant-btn-primary');
    await view.unmount();
  });

  it('opens the kind the address names, in English too', async () => {
    await setLocale('en-US');
    const view = await renderProducer('/producer-zqdata?type=4');
    await waitFor(() => expect(activeTab()).toBe('Data table goods'));
    expect(tabs()).toEqual(['All', 'Data package', 'Data asset goods', 'Data table goods']);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ itemType: 4 }));
    expect(document.querySelector('[data-testid="item-add-4"]')?.textContent).toContain(
      'Add data table goods',
    );
    await view.unmount();
  });

  it('a list of one kind has no kind tabs', async () => {
    const view = await renderList();
    await waitFor(() => expect(view.container.textContent).toContain('压机遥测 2024'));
    expect(tabs()).toEqual([]);
    await view.unmount();
  });
});
