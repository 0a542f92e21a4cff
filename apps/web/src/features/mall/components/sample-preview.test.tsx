import { type Endpoint, endpoints, type mall } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { SamplePreview } from './sample-preview';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const URL = '/server/item/file?key=goods-sample/0f8fad5b-d9cb-469f-a165-70867728950e.csv';

const TABLE: mall.MallItemSample = {
  url: URL,
  fileType: 'CSV',
  previewKind: 'table',
  columns: ['id', 'device', 'note'],
  rows: [
    ['1', '压力机 1, 2号线', '读数 "正常"'],
    ['2', '压力机 2', null],
  ],
  text: '',
  truncated: true,
};

function answer(sample: mall.MallItemSample | ApiError) {
  apiMock.mockImplementation(async (endpoint: Endpoint, options) => {
    if (endpoint !== endpoints.mall.itemSample) throw new Error(`unexpected ${endpoint.id}`);
    expect(options).toMatchObject({ query: { itemId: '42' } });
    if (sample instanceof ApiError) throw sample;
    return sample as never;
  });
}

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);

describe('SamplePreview', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the first rows of a CSV sample as a table, labelled CSV, with its download', async () => {
    answer(TABLE);
    const view = await render(withQueryClient(<SamplePreview itemId="42" />));
    await waitFor(() => expect($('sample-table')).not.toBeNull());
    const headers = [...document.querySelectorAll('[data-testid="sample-table"] .ant-table-thead th')].map(
      (th) => th.textContent,
    );
    expect(headers).toEqual(['id', 'device', 'note']);
    const cells = [...document.querySelectorAll('[data-testid="sample-table"] tbody tr.ant-table-row')].map(
      (tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['1', '压力机 1, 2号线', '读数 "正常"'],
      ['2', '压力机 2', '—'],
    ]);
    expect($('sample-type')?.textContent).toBe('CSV');
    const download = $('sample-download') as HTMLAnchorElement;
    expect(download.textContent).toContain('下载样例（CSV）');
    expect(download.getAttribute('href')).toBe(URL);
    expect(download.hasAttribute('download')).toBe(true);
    expect($('sample-hint')?.textContent).toContain('前 2 行');
    await view.unmount();
  });

  it('shows the first lines of a text sample, and only the download of other formats (in English)', async () => {
    await setLocale('en-US');
    answer({ ...TABLE, fileType: 'TXT', previewKind: 'text', columns: [], rows: [], text: 'line 1\nline 2' });
    let view = await render(withQueryClient(<SamplePreview itemId="42" />));
    await waitFor(() => expect($('sample-text')?.textContent).toBe('line 1\nline 2'));
    expect($('sample-download')?.textContent).toContain('Download sample (TXT)');
    await view.unmount();

    const outside = 'https://files.example.com/sample.pdf';
    answer({ ...TABLE, url: outside, fileType: 'PDF', previewKind: 'none', columns: [], rows: [] });
    view = await render(withQueryClient(<SamplePreview itemId="42" />));
    await waitFor(() => expect($('sample-no-preview')).not.toBeNull());
    const link = $('sample-download') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(outside);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await view.unmount();
  });

  it('says so in place when the sample cannot be read', async () => {
    answer(new ApiError(404, 'not found', false));
    const view = await render(withQueryClient(<SamplePreview itemId="42" />));
    await waitFor(() => expect($('sample-missing')?.textContent).toContain('样例文件暂不可用'));
    await view.unmount();
  });
});
