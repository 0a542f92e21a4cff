import type { assets } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { SourceTables } from './source-tables';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const table = (id: string, rowEstimate: number, rowCountKind: assets.SourceTable['rowCountKind']) => ({
  id,
  sourceId: '9',
  schema: 'public',
  table: `t${id}`,
  comment: '',
  rowEstimate,
  rowCountKind,
  fieldCount: 12,
});

describe('SourceTables', () => {
  beforeEach(() => {
    apiMock.mockReset();
    apiMock.mockResolvedValue({
      name: 'Sensors',
      version: 1,
      tables: [table('1', 1234, 'exact'), table('2', 2_500_000, 'estimate'), table('3', 100_000, 'atLeast')],
    } as never);
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await setLocale('zh-CN');
  });

  it.each([
    ['zh-CN', ['12 个字段 · 1,234 行', '12 个字段 · 约 2,500,000 行', '12 个字段 · 超过 100,000 行']],
    ['zh-TW', ['12 個欄位 · 1,234 列', '12 個欄位 · 約 2,500,000 列', '12 個欄位 · 超過 100,000 列']],
    [
      'en-US',
      ['12 fields · 1,234 rows', '12 fields · about 2,500,000 rows', '12 fields · more than 100,000 rows'],
    ],
  ] as const)('%s: says whether each row figure is exact, an estimate or a floor', async (locale, lines) => {
    await setLocale(locale);
    const view = await render(
      withQueryClient(
        <MemoryRouter>
          <SourceTables sources={[{ sourceId: '9', tableIds: [] }]} />
        </MemoryRouter>,
      ),
    );
    await waitFor(() => expect(view.container.textContent).toContain('t1'));
    for (const line of lines) expect(view.container.textContent).toContain(line);
    await view.unmount();
  });
});
