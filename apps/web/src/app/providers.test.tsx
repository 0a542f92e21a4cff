// The ES build of App, as in the production bundle (here in vitest a bare `antd` resolves to its CommonJS
// build, whose App context is another object).
import App from 'antd/es/app';
import { act, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../shared/i18n';
import { notify } from '../shared/notify';
import { render, waitFor } from '../test/render';
import { Providers } from './providers';

let mounts = 0;

/** Counts its mounts and keeps local state: a re-mounted page would lose both. */
function Page() {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" data-testid="page" onClick={() => setClicks((n) => n + 1)}>
      {clicks}
    </button>
  );
}

afterEach(() => {
  mounts = 0;
  document.body.innerHTML = '';
});

describe('Providers', () => {
  it('mounts the message host beside the page on the first message: the page keeps its state', async () => {
    await setLocale('zh-CN');
    const view = await render(
      <Providers>
        <Page />
      </Providers>,
    );
    const page = () => view.container.querySelector('[data-testid="page"]') as HTMLButtonElement;
    await act(async () => page().click());
    expect(page().textContent).toBe('1');
    expect(document.querySelector('.ant-message')).toBeNull();

    await act(async () => notify.error('出错了'));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('出错了'));
    expect(page().textContent).toBe('1');
    expect(mounts).toBe(1);

    // A confirmation goes through the same host; OK runs the callback.
    const onOk = vi.fn();
    await act(async () => notify.confirm({ title: '确定吗？', okTestId: 'ok', onOk }));
    await waitFor(() => expect(document.querySelector('[data-testid="ok"]')).not.toBeNull());
    await act(async () => (document.querySelector('[data-testid="ok"]') as HTMLButtonElement).click());
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    expect(mounts).toBe(1);
    await view.unmount();
  });

  it('App.useApp() in a page reaches the host (modal and message)', async () => {
    await setLocale('zh-CN');
    const onOk = vi.fn();
    function UsesApp() {
      const { modal, message } = App.useApp();
      return (
        <>
          <button
            type="button"
            data-testid="ask"
            onClick={() => modal.confirm({ title: '删除？', okButtonProps: { id: 'app-ok' }, onOk })}
          />
          <button type="button" data-testid="say" onClick={() => void message.success('已保存')} />
        </>
      );
    }
    const view = await render(
      <Providers>
        <UsesApp />
      </Providers>,
    );
    const click = (id: string) =>
      act(async () => (view.container.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement).click());
    await click('ask');
    await waitFor(() => expect(document.getElementById('app-ok')).not.toBeNull());
    await act(async () => (document.getElementById('app-ok') as HTMLButtonElement).click());
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    await click('say');
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('已保存'));
    await view.unmount();
  });
});
