import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { OutputSamplePanel } from './output-sample-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
vi.mock('../../../shared/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
const apiMock = vi.mocked(api);

const PREVIEW = {
  itemId: '7',
  itemName: 'Sales summary',
  declared: true,
  jobKind: 'sql',
  tables: [],
  sample: null,
  updateDate: '2026-11-01T00:00:00.000Z',
};
const SAMPLE = {
  columns: ['region', 'total'],
  rows: [['east', '15']],
  fileUrl: '/server/item/file?key=goods-template/x.zip',
  updateDate: '2026-11-01T00:00:00.000Z',
};
const URL = '/server/item/file?key=goods-template/00000000-0000-0000-0000-000000000000.zip';

async function click(testId: string) {
  const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  await act(async () => element.click());
}

describe('OutputSamplePanel', () => {
  let saved: typeof SAMPLE | null = null;
  beforeEach(async () => {
    await setLocale('en-US');
    saved = null;
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const renderPanel = () =>
    render(
      withQueryClient(
        <OutputSamplePanel
          itemId="7"
          renderUpload={(onUploaded) => (
            <button type="button" data-testid="fake-upload" onClick={() => onUploaded(URL)}>
              upload
            </button>
          )}
        />,
      ),
    );

  it('keeps the refusal beside the upload, then shows the sample once one is accepted', async () => {
    let refuse = true;
    apiMock.mockImplementation(async (endpoint: Endpoint, options?: { body?: unknown }) => {
      if (endpoint.id === 'appPreview.dataApplicationPreview') return { ...PREVIEW, sample: saved } as never;
      if (endpoint.id === 'appPreview.saveOutputSample') {
        expect(options?.body).toEqual({ itemId: '7', fileUrl: URL });
        if (refuse) {
          throw new ApiError(10463, 'The header row of the output sample lacks the output columns: n', false);
        }
        saved = SAMPLE;
        return SAMPLE as never;
      }
      return null as never;
    });
    const { unmount } = await renderPanel();
    await waitFor(() => expect(document.querySelector('[data-testid="fake-upload"]')).not.toBeNull());
    expect(document.body.textContent).toContain('The developer has not provided sample output.');

    await click('fake-upload');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="sample-problem"]')?.textContent).toContain(
        'lacks the output columns: n',
      ),
    );

    refuse = false;
    await click('fake-upload');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="preview-sample"]')?.textContent).toContain('east'),
    );
    expect(document.querySelector('[data-testid="sample-problem"]')).toBeNull();
    expect(document.querySelector('[data-testid="sample-remove"]')).not.toBeNull();
    await unmount();
  });

  it('asks for the job declaration first', async () => {
    apiMock.mockImplementation(async () => ({ ...PREVIEW, declared: false }) as never);
    const { unmount } = await renderPanel();
    await waitFor(() => expect(document.body.textContent).toContain('Save the job declaration first'));
    expect(document.querySelector('[data-testid="fake-upload"]')).toBeNull();
    await unmount();
  });
});
