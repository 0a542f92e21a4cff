import type { Endpoint } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { session } from '../../../shared/session';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { MallApiTest } from './mall-api-test';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

function as(roleType: 0 | 1 | 2 | 3 | undefined, userId = '9') {
  vi.spyOn(session, 'hasToken').mockReturnValue(roleType !== undefined);
  vi.spyOn(session, 'getRoleType').mockReturnValue(roleType);
  vi.spyOn(session, 'getUser').mockReturnValue(
    roleType === undefined ? undefined : ({ id: userId } as never),
  );
}

const open = () =>
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/dataapp/gwTest?itemId=42']}>
        <MallApiTest
          itemId="42"
          itemName="Weather API"
          ownerId="7"
          detailHref="/dataapi-dataapiDetail?itemId=42"
        />
      </MemoryRouter>,
    ),
  );

describe('MallApiTest', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'mall.itemInterfaceDoc')
        return { baseUrl: null, skuCount: 0, interfaces: [] } as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('asks a visitor to log in and comes back here afterwards', async () => {
    as(undefined);
    const view = await open();
    expect(document.querySelector('[data-testid="gw-test-login"]')?.textContent).toContain(
      '登录后即可测试该 API',
    );
    const link = document.querySelector<HTMLAnchorElement>('[data-testid="gw-test-login"] a[href^="/login"]');
    expect(link?.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/dataapp/gwTest?itemId=42')}`,
    );
    expect(apiMock).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('lets a consumer test, as a consumer test', async () => {
    as(1);
    const view = await open();
    expect(document.querySelector('[data-testid="gw-test-api"]')?.textContent).toContain('以消费方身份测试');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="gw-tester-no-interfaces"]')).not.toBeNull(),
    );
    await view.unmount();
  });

  it('lets the developer of the good test, and tells another developer or a supplier why not', async () => {
    as(2, '7');
    let view = await open();
    expect(document.querySelector('[data-testid="gw-test-api"]')?.textContent).toContain('开发方测试');
    await view.unmount();

    vi.restoreAllMocks();
    as(2, '8');
    view = await open();
    expect(document.querySelector('[data-testid="gw-test-refused"]')?.textContent).toContain(
      '开发方只能测试自己的 API 商品',
    );
    await view.unmount();

    vi.restoreAllMocks();
    as(3);
    view = await open();
    expect(document.querySelector('[data-testid="gw-test-refused"]')?.textContent).toContain('供应方账号');
    expect(apiMock.mock.calls.some(([e]) => e.id === 'gateway.testKey')).toBe(false);
    await view.unmount();
  });
});
