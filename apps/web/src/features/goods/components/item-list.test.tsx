import type { Endpoint, goods } from '@datamall/contract';
import { App } from 'antd';
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
