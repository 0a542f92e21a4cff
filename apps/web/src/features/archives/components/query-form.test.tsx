import { endpoints } from '@datamall/contract';
import { withCheckDigit } from '@datamall/contract/vehicle-archive';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { byTestId, clickTestId, typeText } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { ArchiveQueryForm } from './query-form';

const api = vi.fn();
vi.mock('../../../shared/api/api', () => ({ api: (...args: unknown[]) => api(...args) }));

const VALID_VIN = withCheckDigit('LSVAB2180E2123456');
/** The same VIN with another character at position 9. */
const BAD_VIN = `${VALID_VIN.slice(0, 8)}${VALID_VIN[8] === '1' ? '2' : '1'}${VALID_VIN.slice(9)}`;
const HASH = 'a'.repeat(64);

const ENTRY = {
  query: 'price',
  route: 'vehiclPriceQuery',
  apiType: 2,
  itemId: '77',
  itemName: 'Vehicle price',
  pricePerQuery: '50000',
  packs: [{ skuId: '9', name: '100 queries', useCount: 100, price: '3000000' }],
};

type Viewer = {
  consumer: boolean;
  agreementAccepted: boolean;
  availableCredit: string | null;
  packQueriesLeft: Record<string, number>;
} | null;

const catalog = (viewer: Viewer) => ({ queries: [ENTRY], viewer, agreementHash: HASH });
const consumer = (over: Partial<NonNullable<Viewer>> = {}): Viewer => ({
  consumer: true,
  agreementAccepted: true,
  availableCredit: '1000000',
  packQueriesLeft: {},
  ...over,
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const renderForm = () =>
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/archives/vehiclPriceQuery']}>
        <Routes>
          <Route path="/archives/vehiclPriceQuery" element={<ArchiveQueryForm query="price" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );

const text = (id: string) => byTestId(id)?.textContent ?? '';

beforeEach(() => {
  api.mockReset();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await setLocale('zh-CN');
});

describe('ArchiveQueryForm: what is typed', () => {
  it('explains a wrong check digit in zh-CN, with the expected character', async () => {
    await setLocale('zh-CN');
    api.mockResolvedValue(catalog(null));
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-key-input')).not.toBeNull());
    await typeText('archive-key-input', BAD_VIN);
    expect(text('archive-key-error')).toContain(`第 9 位应为 ${VALID_VIN[8]}`);
    expect(text('archive-key-error')).toContain(`您输入的是 ${BAD_VIN[8]}`);
    expect(text('archive-check-digit-help')).toContain('除以 11');
    await view.unmount();
  });

  it('explains a wrong check digit and a wrong length in en-US', async () => {
    await setLocale('en-US');
    api.mockResolvedValue(catalog(null));
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-key-input')).not.toBeNull());
    await typeText('archive-key-input', BAD_VIN);
    expect(text('archive-key-error')).toContain(
      `position 9 should be ${VALID_VIN[8]}, you typed ${BAD_VIN[8]}`,
    );
    await typeText('archive-key-input', `${VALID_VIN}7`);
    expect(text('archive-key-error')).toBe('A VIN has 17 characters; you typed 18');
    expect(byTestId('archive-check-digit-help')).toBeNull();
    await view.unmount();
  });

  it('says a short VIN is short once the field is left (zh-CN)', async () => {
    await setLocale('zh-CN');
    api.mockResolvedValue(catalog(null));
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-key-input')).not.toBeNull());
    await typeText('archive-key-input', VALID_VIN.slice(0, 16));
    // Still typing: no complaint yet.
    expect(byTestId('archive-key-error')).toBeNull();
    await act(async () => {
      byTestId('archive-key-input')?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(text('archive-key-error')).toBe('车架号（VIN）应为 17 位，您输入了 16 位');
    await view.unmount();
  });

  it('accepts lower case and shows it in capitals', async () => {
    await setLocale('en-US');
    api.mockResolvedValue(catalog(null));
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-key-input')).not.toBeNull());
    await typeText('archive-key-input', VALID_VIN.toLowerCase());
    expect((byTestId('archive-key-input') as HTMLInputElement).value).toBe(VALID_VIN);
    expect(byTestId('archive-key-error')).toBeNull();
    expect(text('archive-key-ok')).toContain(VALID_VIN);
    await view.unmount();
  });
});

describe('ArchiveQueryForm: who is asking', () => {
  it('shows the price and packs, and sends a visitor to login and back', async () => {
    await setLocale('en-US');
    api.mockResolvedValue(catalog(null));
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-login')).not.toBeNull());
    expect(text('archive-price-price')).toContain('¥5.00');
    expect(text('archive-pack')).toBe('100 queries ¥300.00');
    expect(byTestId('archive-pack')?.querySelector('a')?.getAttribute('href')).toBe(
      '/dataapi-dataapiDetail?itemId=77',
    );
    expect((byTestId('archive-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(byTestId('archive-agreement-checkbox')).toBeNull();
    await clickTestId('archive-login');
    expect(text('where')).toBe('/login?redirect=%2Farchives%2FvehiclPriceQuery');
    await view.unmount();
  });

  it('tells a non-consumer that queries are for consumers', async () => {
    await setLocale('zh-CN');
    api.mockResolvedValue(catalog(consumer({ consumer: false })));
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-not-consumer')).not.toBeNull());
    expect((byTestId('archive-submit') as HTMLButtonElement).disabled).toBe(true);
    await view.unmount();
  });

  it('asks a consumer to accept the agreement in place, sending the hash the catalog gave', async () => {
    await setLocale('zh-CN');
    let accepted = false;
    api.mockImplementation(async (endpoint: unknown, options: { body?: unknown }) => {
      if (endpoint === endpoints.archives.archiveCatalog)
        return catalog(consumer({ agreementAccepted: accepted }));
      if (endpoint === endpoints.archives.acceptArchiveAgreement) {
        expect(options.body).toEqual({ agreementHash: HASH });
        accepted = true;
        return { acceptedAt: '2026-01-01T00:00:00Z' };
      }
      throw new Error('unexpected call');
    });
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-agreement-checkbox')).not.toBeNull());
    expect(text('archive-agreement-consent')).toContain('我已阅读并同意《车辆档案查询服务协议》');
    expect(byTestId('archive-agreement-consent')?.querySelector('a')?.getAttribute('href')).toBe(
      '/archives/serveAgreement',
    );
    expect((byTestId('archive-submit') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      byTestId('archive-agreement-checkbox')?.click();
    });
    await waitFor(() => expect(byTestId('archive-agreement-accepted')).not.toBeNull());
    expect(byTestId('archive-agreement-consent')).toBeNull();
    await view.unmount();
  });
});

describe('ArchiveQueryForm: running a query', () => {
  const runCalls = () =>
    api.mock.calls.filter(([endpoint]) => endpoint === endpoints.archives.runArchiveQuery);

  it('confirms the price, retries with the same Idempotency-Key, then opens the report', async () => {
    await setLocale('en-US');
    let runs = 0;
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.archives.archiveCatalog) return catalog(consumer());
      if (endpoint === endpoints.archives.runArchiveQuery) {
        runs += 1;
        if (runs === 1) throw new ApiError(10710, 'The vehicle archive service is unavailable now', false);
        return { id: '42' };
      }
      throw new Error('unexpected call');
    });
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-credit')).not.toBeNull());
    expect(text('archive-credit')).toContain('¥100.00');
    await typeText('archive-key-input', VALID_VIN);
    await clickTestId('archive-submit');
    await waitFor(() => expect(byTestId('archive-confirm')).not.toBeNull());
    expect(text('archive-confirm')).toContain('This query costs ¥5.00 from your credit.');
    expect(runCalls()).toHaveLength(0);

    await clickTestId('archive-confirm-ok');
    await waitFor(() => expect(byTestId('archive-query-error')).not.toBeNull());
    expect(text('archive-query-error')).toContain('unavailable');

    await clickTestId('archive-submit');
    await waitFor(() => expect(byTestId('archive-confirm-ok')).not.toBeNull());
    await clickTestId('archive-confirm-ok');
    await waitFor(() => expect(text('where')).toBe('/archives/vehiclPriceQuery-report?id=42'));

    const [first, second] = runCalls().map(
      ([, options]) => options as { body: unknown; headers: Record<string, string> },
    );
    expect(first?.body).toEqual({ query: 'price', key: VALID_VIN });
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    await view.unmount();
  });

  it('names the pack when one has queries left, and sends nothing for a malformed key', async () => {
    await setLocale('zh-CN');
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.archives.archiveCatalog)
        return catalog(consumer({ packQueriesLeft: { price: 7 } }));
      throw new Error('unexpected call');
    });
    const view = await renderForm();
    await waitFor(() => expect(byTestId('archive-pack-left')).not.toBeNull());
    expect(text('archive-pack-left')).toBe('次数包剩余 7 次');

    await typeText('archive-key-input', '京A1234');
    await clickTestId('archive-submit');
    expect(text('archive-key-error')).toContain('不是有效的车牌号');
    expect(byTestId('archive-confirm')).toBeNull();

    await typeText('archive-key-input', '京a12345');
    await clickTestId('archive-submit');
    await waitFor(() => expect(byTestId('archive-confirm')).not.toBeNull());
    expect(text('archive-confirm')).toContain('京A12345');
    expect(text('archive-confirm')).toContain('将使用次数包中的 1 次（剩余 7 次）');
    expect(runCalls()).toHaveLength(0);
    await view.unmount();
  });
});
