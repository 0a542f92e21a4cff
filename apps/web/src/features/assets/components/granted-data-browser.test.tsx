import type { Endpoint, grantData } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { GrantedDataBrowser, requestOf } from './granted-data-browser';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const column = (name: string, masked = false): grantData.GrantedColumn => ({
  name,
  type: 'text',
  description: `${name} of the meter`,
  securityLevelName: masked ? '敏感' : '公开',
  maskingRule: masked ? 'partial' : 'none',
  masked,
});

const granted = (state = 'active'): grantData.GrantedData => ({
  grantId: '4',
  sourceId: '9',
  sourceName: 'Plant meters',
  version: 2,
  startDate: '2026-11-28',
  endDate: '2026-12-28',
  state,
  orderId: null,
  tables: [
    {
      id: '11',
      schema: 'plant',
      table: 'meters',
      comment: 'Readings',
      rowEstimate: 60,
      columns: [column('id'), column('device'), column('phone', true)],
    },
  ],
});

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
const browseBodies = () =>
  apiMock.mock.calls
    .filter(([e]) => (e as Endpoint).id === 'grantData.browse')
    .map(([, o]) => (o as { body: Record<string, unknown> }).body);

describe('GrantedDataBrowser', () => {
  let state = 'active';
  beforeEach(async () => {
    await setLocale('zh-CN');
    state = 'active';
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'grantData.tables') return granted(state) as never;
      if (endpoint.id === 'grantData.browse')
        return {
          columns: granted().tables[0]!.columns,
          rows: [
            ['1', 'press-0001', '138****0001'],
            ['2', 'press-0002', null],
          ],
          page: 1,
          limit: 20,
          hasMore: true,
        } as never;
      return null as never;
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the granted table’s rows with its masked column marked, and pages on', async () => {
    const view = await render(withQueryClient(<GrantedDataBrowser grantId="4" onBack={() => {}} />));
    await waitFor(() => expect(text('granted-rows')).toContain('press-0002'));
    expect(text('granted-source')).toBe('Plant meters');
    expect(text('granted-rows')).toContain('138****0001');
    expect(text('granted-rows')).toContain('NULL');
    const lockedHeaders = [...document.querySelectorAll('th')]
      .filter((th) => th.querySelector('[data-testid="masked-column"]'))
      .map((th) => th.textContent);
    expect(new Set(lockedHeaders)).toEqual(new Set(['phone']));
    expect(browseBodies()[0]).toMatchObject({ grantId: '4', tableId: '11', page: 1, limit: 20, filters: [] });
    await act(async () => (document.querySelector('[data-testid="granted-next"]') as HTMLElement).click());
    await waitFor(() => expect(browseBodies().at(-1)).toMatchObject({ page: 2 }));
    await view.unmount();
  });

  it('a grant not in force shows the dictionary only, and asks for no rows', async () => {
    state = 'expired';
    const view = await render(withQueryClient(<GrantedDataBrowser grantId="4" onBack={() => {}} />));
    await waitFor(() => expect(text('granted-not-in-force')).toContain('不在有效期内'));
    expect(text('granted-dictionary')).toContain('phone');
    expect(browseBodies()).toHaveLength(0);
    await view.unmount();
  });
});

describe('requestOf', () => {
  it('keeps complete filters, drops values of valueless operators, and sorts when a column is chosen', () => {
    expect(
      requestOf(
        {
          filters: [
            { column: 'reading', op: 'gt', value: '80' },
            { column: 'note', op: 'isNull', value: 'ignored' },
            { op: 'eq', value: 'no column' },
          ],
          sortColumn: 'reading',
          sortOrder: 'desc',
        },
        50,
      ),
    ).toEqual({
      page: 1,
      limit: 50,
      filters: [
        { column: 'reading', op: 'gt', value: '80' },
        { column: 'note', op: 'isNull', value: null },
      ],
      sort: { column: 'reading', order: 'desc' },
    });
  });
});
