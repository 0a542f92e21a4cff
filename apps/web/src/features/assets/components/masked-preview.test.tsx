import type { assets, Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { MaskedPreview } from './masked-preview';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const column = (name: string, type: string, maskingRule: 'none' | 'partial' | 'full') => ({
  name,
  type,
  securityLevelName: maskingRule === 'none' ? '公开' : '内部',
  maskingRule,
  masked: false,
});

/** The owner's answer: values as stored, an internal (partial) grade on every field but the line. */
const OWNER_VIEW: assets.MaskedPreview = {
  sourceId: '1',
  tableId: '2',
  version: 1,
  columns: [
    column('id', 'integer', 'partial'),
    column('reading', 'numeric(8,2)', 'partial'),
    column('taken', 'timestamp without time zone', 'partial'),
    column('phone', 'text', 'partial'),
    column('line', 'text', 'none'),
  ],
  rows: [['60', '60.00', '2026-03-01 08:00:00', '13800130001', 'Line 6']],
  masked: false,
};

const cells = () =>
  [...document.querySelectorAll('[data-testid="asset-preview-table"] tbody tr.ant-table-row td')].map(
    (td) => td.textContent,
  );

describe('MaskedPreview', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'assets.queryRecordDatatable') return OWNER_VIEW as never;
      return null as never;
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the owner the values as stored, and "as others see them" masked by rule and type', async () => {
    const { unmount } = await render(withQueryClient(<MaskedPreview tableId="2" />));
    await waitFor(() =>
      expect(cells()).toEqual(['60', '60.00', '2026-03-01 08:00:00', '13800130001', 'Line 6']),
    );
    const toggle = document.querySelector<HTMLElement>('[data-testid="preview-as-others"]');
    await act(async () => toggle?.click());
    await waitFor(() =>
      expect(cells()).toEqual(['[60, 70)', '[60, 70)', '2026-03-** **:**:**', '138****0001', 'Line 6']),
    );
    await unmount();
  });
});
