import type { Endpoint } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/api';
import { setLocale } from '../../shared/i18n';
import { session } from '../../shared/session';
import { render, waitFor, withQueryClient } from '../../test/render';
import { Page } from './gwTest';

vi.mock('../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const shop = { ownerId: '7', roleType: 2, name: 'Dev shop' };

function answer(detail: Record<string, unknown>) {
  apiMock.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.id.startsWith('mall.itemDetail')) return { id: '42', shop, ...detail } as never;
    if (endpoint.id === 'mall.itemInterfaceDoc')
      return { baseUrl: null, skuCount: 0, interfaces: [] } as never;
    throw new Error(`unexpected ${endpoint.id}`);
  });
}

const open = () =>
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/dataapp/gwTest?itemId=42']}>
        <Page />
      </MemoryRouter>,
    ),
  );

describe('/dataapp/gwTest', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    vi.spyOn(session, 'hasToken').mockReturnValue(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('tests an API good through the gateway (a visitor is asked to log in)', async () => {
    answer({ itemType: 5, name: 'Weather API', appUrl: null });
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-test-login"]')).not.toBeNull());
    expect(
      document.querySelector<HTMLAnchorElement>('[data-testid="gw-test-good"]')?.getAttribute('href'),
    ).toBe('/dataapi-dataapiDetail?itemId=42');
    expect(document.querySelector('[data-testid="mall-gw-test"]')).toBeNull();
    await view.unmount();
  });

  it('keeps the application test at its own address for applications', async () => {
    answer({ itemType: 1, name: 'Svc', appUrl: 'https://app.example.com' });
    const view = await open();
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('[data-testid="gw-test-url"]')?.value).toBe(
        'https://app.example.com',
      ),
    );
    expect(document.querySelector('[data-testid="gw-test-api"]')).toBeNull();
    await view.unmount();
  });
});
