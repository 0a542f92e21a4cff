import type { Endpoint, goods } from '@datamall/contract';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { kindInSentence } from '../kind-label';
import { GOODS_VARIANTS } from '../paths';
import { ItemForm } from './item-form';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

/** A table good (item type 4) of the supplier, editable. */
const tableGood = {
  id: '9',
  itemType: 4,
  ownerId: '7',
  ownerName: '数据工厂',
  name: '压机遥测明细表',
  classificationId: '11',
  classificationName: '供应链与物流',
  classificationNameEn: 'Supply chain and logistics',
  tags: [],
  brandId: null,
  brandName: '',
  brandNameEn: '',
  coverImage: '',
  images: [],
  summary: '',
  productStatus: 0,
  publishType: 0,
  deleteStatus: 0,
  openReview: null,
  processInstanceId: null,
  lastReview: null,
  minPrice: null,
  skuCount: 0,
  sourceCount: 0,
  viewCount: 0,
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
  canEdit: true,
  actions: [],
  viewer: 'owner',
} as unknown as goods.ItemDetail;

const renderForm = (props: { id?: string; itemType?: number }) =>
  render(
    withQueryClient(
      <App>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/producer-zqdata-update',
                element: <ItemForm variant={GOODS_VARIANTS.producer} {...props} />,
              },
            ],
            { initialEntries: ['/producer-zqdata-update'] },
          )}
        />
      </App>,
    ),
  );

/** The form loads the editor and pickers lazily: a slow first render is no failure. */
const until = (check: () => void) => waitFor(check, 10_000);

const cardTitle = () =>
  document.querySelector('[data-testid="item-form-card"] .ant-card-head-title')?.textContent ?? '';

describe('the supplier goods form names the kind it adds or edits (one menu entry serves three kinds)', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'goods.getItem') return tableGood as never;
      return [] as never;
    });
  });

  afterEach(async () => {
    await setLocale('zh-CN');
    document.body.innerHTML = '';
  });

  it('titles the new asset good and the new table good by their kind, never 编辑数据包', async () => {
    const asset = await renderForm({ itemType: 3 });
    await until(() => expect(cardTitle()).toBe('新增数据资产商品'));
    expect(document.title).toMatch(/^新增数据资产商品 - /);
    await asset.unmount();

    const table = await renderForm({ itemType: 4 });
    await until(() => expect(cardTitle()).toBe('新增数据表商品'));
    expect(document.body.textContent).not.toContain('数据包商品');
    await table.unmount();
  });

  it('follows the kind chosen in the form', async () => {
    const view = await renderForm({ itemType: 2 });
    await until(() => expect(cardTitle()).toBe('新增数据包'));
    const tableKind = [...document.querySelectorAll('[data-testid="item-kind"] label')].find((l) =>
      l.textContent?.includes('数据表商品'),
    ) as HTMLElement;
    tableKind.click();
    await until(() => expect(cardTitle()).toBe('新增数据表商品'));
    await view.unmount();
  });

  it('titles an edit by the good’s kind and name in each language', async () => {
    const zh = await renderForm({ id: '9' });
    await until(() => expect(cardTitle()).toBe('编辑数据表商品：压机遥测明细表'));
    expect(document.title).toMatch(/^编辑数据表商品：压机遥测明细表 - /);
    await zh.unmount();

    await setLocale('zh-TW');
    const tw = await renderForm({ id: '9' });
    await until(() => expect(cardTitle()).toBe('編輯數據表商品：压机遥测明细表'));
    await tw.unmount();

    await setLocale('en-US');
    const en = await renderForm({ id: '9' });
    await until(() => expect(cardTitle()).toBe('Edit data table goods: 压机遥测明细表'));
    await en.unmount();
    const asset = await renderForm({ itemType: 3 });
    await until(() => expect(cardTitle()).toBe('Add data asset goods'));
    await asset.unmount();
  });

  it('labels a sample stored as .txt by its real format (CSV) in the edit form', async () => {
    const legacy = '/server/item/file?key=goods-sample/6f1c2a7e-0000-4000-8000-000000000001.txt';
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'goods.getItem')
        return { ...tableGood, itemType: 2, sampleFile: legacy, sampleFileType: 'CSV' } as never;
      return [] as never;
    });
    const view = await renderForm({ id: '9' });
    const link = () => document.querySelector('[data-testid="item-sample-link"]')?.textContent ?? '';
    await until(() => expect(link()).toBe('下载文件（CSV）'));
    await view.unmount();
  });

  it('keeps an acronym as it is inside an English sentence', () => {
    expect(kindInSentence(5, 'en-US')).toBe('API goods');
    expect(kindInSentence(2, 'en-US')).toBe('data package');
    expect(kindInSentence(3, 'zh-CN')).toBe('数据资产商品');
  });
});
