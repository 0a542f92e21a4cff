import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor } from '../../../test/render';
import { loadWorkbench, type WorkbenchModule, type WorkbenchProps } from '../api/load-workbench';
import { REMEMBERED_PATH_KEY } from '../navigation';
import { PrivateAppHost } from './private-app-host';

vi.mock('../api/runtime-config', () => ({ fetchPrivateAppUrl: async () => 'http://127.0.0.1:4999/' }));
vi.mock('../api/load-workbench', () => ({ loadWorkbench: vi.fn() }));

const load = vi.mocked(loadWorkbench);

/** A stand-in for the sub-application: writes what it was given into its container. */
function fakeWorkbench(mounted: WorkbenchProps[]): WorkbenchModule {
  return {
    mount(container, props) {
      mounted.push(props);
      container.textContent = `workbench in ${props.locale}`;
      props.onPathChange('/nodes?page=2');
      return { update: ({ locale }) => (container.textContent = `workbench in ${locale}`), unmount: vi.fn() };
    },
  };
}

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter([{ path: '/private/*', Component: PrivateAppHost }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('the host of the sub-application at /private', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    load.mockReset();
    await act(() => setLocale('zh-CN'));
  });

  it('says in the user’s language that it failed to load and to check it runs; retry loads it', async () => {
    await act(() => setLocale('en-US'));
    const mounted: WorkbenchProps[] = [];
    load.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(fakeWorkbench(mounted));
    const view = await renderAt('/private/nodes');
    await waitFor(() => expect(view.container.textContent).toContain('The sub-application failed to load'));
    expect(view.container.textContent).toContain('Check that it is running');
    expect(load).toHaveBeenLastCalledWith('http://127.0.0.1:4999/', 0);

    await act(async () =>
      view.container.querySelector<HTMLButtonElement>('[data-testid="private-app-retry"]')?.click(),
    );
    await waitFor(() => expect(view.container.textContent).toContain('workbench in en-US'));
    expect(load).toHaveBeenLastCalledWith('http://127.0.0.1:4999/', 1);
    expect(mounted[0]?.basename).toBe('/private');
    expect(view.container.textContent).not.toContain('failed to load');
    await view.unmount();
  });

  it('shows a loading state, then passes language changes and remembers the sub-path it reports', async () => {
    const mounted: WorkbenchProps[] = [];
    let resolve: (module: WorkbenchModule) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const view = await renderAt('/private/nodes');
    await waitFor(() => expect(view.container.textContent).toContain('正在加载隐私计算工作台'));
    await act(async () => resolve(fakeWorkbench(mounted)));
    await waitFor(() => expect(view.container.textContent).toContain('workbench in zh-CN'));
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBe('/nodes?page=2');
    await act(() => setLocale('zh-TW'));
    await waitFor(() => expect(view.container.textContent).toContain('workbench in zh-TW'));
    await view.unmount();
  });

  it('opens /private at the remembered sub-path', async () => {
    sessionStorage.setItem(REMEMBERED_PATH_KEY, '/assets');
    load.mockResolvedValueOnce(fakeWorkbench([]));
    const view = await renderAt('/private');
    await waitFor(() => expect(window.location.pathname).toBe('/private/assets'));
    await view.unmount();
  });
});
