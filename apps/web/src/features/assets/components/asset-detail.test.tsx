import type { assets, Endpoint } from '@datamall/contract';
import { App } from 'antd';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { hasUnsavedChanges } from '../../../shared/hooks/use-unsaved-guard';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { NO_FIELD_PERMISSIONS, SourceStatusValue } from '../status';
import { AssetDetail } from './asset-detail';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const table: assets.SourceTable = {
  id: '31',
  sourceId: '9',
  schema: 'plant',
  table: 'meters',
  comment: 'Readings',
  rowEstimate: 60,
  rowCountKind: 'exact',
  fieldCount: 2,
};

const sourceOf = (status: number): assets.SourceDetail => ({
  id: '9',
  ownerId: '7',
  ownerName: '数据工厂',
  name: '压机遥测',
  classificationId: null,
  classificationName: '',
  tags: [],
  securityLevelId: null,
  securityLevelName: '',
  securityLevel: null,
  description: '',
  updateFrequency: 'daily',
  storageType: 1,
  connectionId: '3',
  connectionName: 'plant pg',
  dbType: 'postgresql',
  status,
  currentVersion: 2,
  currentVersionStatus: 0,
  listedVersion: null,
  tableCount: 1,
  fieldCount: 2,
  goodsCount: 0,
  reviewComment: '',
  processInstanceId: status === SourceStatusValue.REVIEWING ? 'p1' : null,
  submitDate: null,
  reviewDate: null,
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
  viewer: 'owner',
  tables: [table],
  version: 2,
  versions: [],
});

const field = (id: string, name: string, description: string): assets.DictionaryField => ({
  id,
  tableId: table.id,
  name,
  type: 'text',
  nullable: true,
  key: '',
  description,
  securityLevelId: null,
  securityLevelName: '',
  maskingRule: 'none',
  sort: Number(id),
});

const dictionaryOf = (descriptions: Record<string, string>, version = 2): assets.Dictionary => ({
  source: sourceOf(SourceStatusValue.DRAFT),
  table,
  version,
  fields: [field('41', 'device', descriptions['41'] ?? ''), field('42', 'reading', descriptions['42'] ?? '')],
});

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`);

function click(element: Element | null) {
  if (!element) throw new Error('nothing to click');
  (element as HTMLElement).click();
}

/** Types into an input or textarea the way React notices. */
function type(element: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!element) throw new Error('nothing to type into');
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

const openTab = (label: string) =>
  click([...document.querySelectorAll('.ant-tabs-tab-btn')].find((x) => x.textContent === label) ?? null);

/** The supplier's asset detail page (owner mode, allowed to edit the dictionary) and another page to go to. */
function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/producer-zqdatasources-info',
        element: (
          <AssetDetail
            id="9"
            mode="owner"
            permissions={{ ...NO_FIELD_PERMISSIONS, update: true, info: true }}
          />
        ),
      },
      { path: '/producer-zqdata', element: <div data-testid="other-page">other</div> },
    ],
    { initialEntries: ['/producer-zqdatasources-info'] },
  );
  return router;
}

describe('asset detail: the unsaved-changes guard after a save or a submission', () => {
  let status: number = SourceStatusValue.DRAFT;
  let saved: Record<string, string> = {};
  beforeEach(async () => {
    await setLocale('zh-CN');
    status = SourceStatusValue.DRAFT;
    saved = { '41': 'Press id' };
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint, options?: unknown) => {
      const body = (options as { body?: Record<string, unknown> } | undefined)?.body;
      switch (endpoint.id) {
        case 'assets.querySourceDetailV2':
          return sourceOf(status) as never;
        case 'assets.queryDataDictionary':
          // A fresh object each time, equal in content: the query keeps its old reference.
          return dictionaryOf(saved) as never;
        case 'assets.updateStatus':
          status = SourceStatusValue.REVIEWING;
          return sourceOf(status) as never;
        case 'assets.updateDataDictionary': {
          const fields = body?.fields as { id: number; description: string }[];
          for (const f of fields) saved[String(f.id)] = f.description;
          return dictionaryOf(saved) as never;
        }
        case 'assets.selectAssetProject':
        case 'catalog.queryAllSecurityLevel':
          return [] as never;
        default:
          return null as never;
      }
    });
    vi.spyOn(notify, 'confirm');
    vi.spyOn(notify, 'warning');
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('lets the supplier open another menu entry after 提交审核 with a comment, once the dictionary was shown', async () => {
    const router = setup();
    const view = await render(
      withQueryClient(
        <App>
          <RouterProvider router={router} />
        </App>,
      ),
    );
    await waitFor(() => expect(byTestId('asset-detail')).not.toBeNull());
    await act(async () => openTab('数据字典'));
    await waitFor(() => expect(byTestId<HTMLInputElement>('dict-desc-device')?.value).toBe('Press id'));

    await act(async () => click(byTestId('detail-submit')));
    await waitFor(() => expect(byTestId('submit-comment')).not.toBeNull());
    await act(async () => type(byTestId<HTMLTextAreaElement>('submit-comment'), '请审核：字典已补全'));
    await act(async () => click(byTestId('confirm-submit')));
    await waitFor(() => expect(byTestId('dict-desc-device')).toBeNull());
    expect(apiMock.mock.calls.find(([e]) => (e as Endpoint).id === 'assets.updateStatus')?.[1]).toMatchObject(
      {
        body: { id: 9, action: 'submit', comment: '请审核：字典已补全' },
      },
    );

    expect(hasUnsavedChanges('/producer-zqdatasources-info')).toBe(false);
    await act(async () => router.navigate('/producer-zqdata'));
    expect(router.state.location.pathname).toBe('/producer-zqdata');
    expect(notify.confirm).not.toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('lets the supplier leave after saving the dictionary with a change note', async () => {
    const router = setup();
    const view = await render(
      withQueryClient(
        <App>
          <RouterProvider router={router} />
        </App>,
      ),
    );
    await waitFor(() => expect(byTestId('asset-detail')).not.toBeNull());
    await act(async () => openTab('数据字典'));
    await waitFor(() => expect(byTestId<HTMLInputElement>('dict-desc-device')?.value).toBe('Press id'));

    await act(async () => type(byTestId<HTMLInputElement>('dict-desc-reading'), 'Pressure (bar) '));
    await act(async () => type(byTestId<HTMLInputElement>('dict-change-note'), '补充读数说明'));
    expect(hasUnsavedChanges('/producer-zqdatasources-info')).toBe(true);
    await act(async () => click(byTestId('dict-save')));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    await waitFor(() => expect(byTestId<HTMLInputElement>('dict-change-note')?.value).toBe(''));
    expect(byTestId<HTMLInputElement>('dict-desc-reading')?.value).toBe('Pressure (bar)');

    expect(hasUnsavedChanges('/producer-zqdatasources-info')).toBe(false);
    await act(async () => router.navigate('/producer-zqdata'));
    expect(router.state.location.pathname).toBe('/producer-zqdata');
    expect(notify.confirm).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('still warns when a dictionary edit is left unsaved', async () => {
    const router = setup();
    const view = await render(
      withQueryClient(
        <App>
          <RouterProvider router={router} />
        </App>,
      ),
    );
    await waitFor(() => expect(byTestId('asset-detail')).not.toBeNull());
    await act(async () => openTab('数据字典'));
    await waitFor(() => expect(byTestId<HTMLInputElement>('dict-desc-device')?.value).toBe('Press id'));
    await act(async () => type(byTestId<HTMLInputElement>('dict-desc-device'), 'Press number'));

    vi.mocked(notify.confirm).mockImplementation(() => undefined);
    vi.mocked(notify.warning).mockImplementation(() => undefined);
    await act(async () => router.navigate('/producer-zqdata'));
    expect(router.state.location.pathname).toBe('/producer-zqdatasources-info');
    expect(notify.confirm).toHaveBeenCalledTimes(1);
    await view.unmount();
  });
});
