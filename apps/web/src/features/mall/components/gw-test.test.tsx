import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { GwTest, hasTestAddress } from './gw-test';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

describe('hasTestAddress', () => {
  it('offers a test call only for an application with an address of its own', () => {
    expect(hasTestAddress({ itemType: 1, appUrl: 'https://app.example.com/run' })).toBe(true);
    expect(hasTestAddress({ itemType: 1, appUrl: null })).toBe(false); // a SQL job run on the buyer's tables
    expect(hasTestAddress({ itemType: 1, appUrl: '  ' })).toBe(false);
    expect(hasTestAddress({ itemType: 2, appUrl: 'https://x.example.com' })).toBe(false);
  });
});

describe('GwTest', () => {
  beforeEach(() => apiMock.mockReset());
  afterEach(async () => {
    document.body.innerHTML = '';
    await setLocale('zh-CN');
  });

  const open = () =>
    render(
      withQueryClient(
        <MemoryRouter initialEntries={['/dataapp/gwTest?itemId=7']}>
          <GwTest />
        </MemoryRouter>,
      ),
    );

  it('says there is nothing to test for an application without a test address', async () => {
    apiMock.mockResolvedValue({ id: '7', itemType: 1, appUrl: null, name: 'Energy SQL' } as never);
    const view = await open();
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="mall-gw-test-unavailable"]')).not.toBeNull(),
    );
    expect(view.container.textContent).toContain('该应用没有可供测试的地址');
    expect(view.container.textContent).not.toContain('SQL 作业');
    expect(view.container.querySelector('[data-testid="gw-test-send"]')).toBeNull();
    await view.unmount();
  });

  it('shows the not-found result for a good that is not an application', async () => {
    apiMock.mockResolvedValue({ id: '7', itemType: 2, appUrl: null, name: 'Weather API' } as never);
    const view = await open();
    await waitFor(() => expect(view.container.querySelector('.ant-result-404')).not.toBeNull());
    expect(view.container.querySelector('[data-testid="mall-gw-test-unavailable"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="gw-test-send"]')).toBeNull();
    await view.unmount();
  });

  it('fills the address of an application that runs at one', async () => {
    apiMock.mockResolvedValue({
      id: '7',
      itemType: 1,
      appUrl: 'https://app.example.com',
      name: 'Svc',
    } as never);
    const view = await open();
    const input = () => view.container.querySelector<HTMLInputElement>('[data-testid="gw-test-url"]');
    await waitFor(() => expect(input()?.value).toBe('https://app.example.com'));
    await view.unmount();
  });
});
