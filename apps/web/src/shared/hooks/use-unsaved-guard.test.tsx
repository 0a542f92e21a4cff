import { act, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { setLocale } from '../i18n';
import { type ConfirmOptions, notify } from '../notify';
import { confirmLeave, hasUnsavedChanges, isSameValues, useUnsavedGuard } from './use-unsaved-guard';

describe('isSameValues', () => {
  it('ignores key order and treats undefined, null and empty text alike', () => {
    expect(isSameValues({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
    expect(isSameValues({ a: '', b: undefined }, { a: null })).toBe(true);
    expect(isSameValues({ a: { c: [1, 2] } }, { a: { c: [1, 2] } })).toBe(true);
    expect(isSameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(isSameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});

let setName: (value: string) => void = () => undefined;
let registerNow: () => void = () => undefined;

function EditPage() {
  const [values, setValues] = useState({ name: 'ACME', email: '' });
  const guard = useUnsavedGuard(() => values);
  setName = (name) => setValues((v) => ({ ...v, name }));
  registerNow = () => guard.register();
  return <div data-testid="edit">{values.name}</div>;
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage /> },
      { path: '/other', element: <div data-testid="other">other</div> },
    ],
    { initialEntries: ['/edit'] },
  );
  return router;
}

describe('useUnsavedGuard', () => {
  let confirms: ConfirmOptions[] = [];
  beforeEach(async () => {
    await setLocale('zh-CN');
    confirms = [];
    vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets the user leave an unchanged form', async () => {
    const router = setup();
    const view = await render(<RouterProvider router={router} />);
    await act(async () => registerNow());
    await act(async () => router.navigate('/other'));
    expect(router.state.location.pathname).toBe('/other');
    expect(notify.warning).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('warns 请保存！ and stays when the form differs from the registered original', async () => {
    const router = setup();
    const view = await render(<RouterProvider router={router} />);
    await act(async () => registerNow());
    await act(async () => setName('ACME Ltd'));
    expect(hasUnsavedChanges('/edit')).toBe(true);

    await act(async () => router.navigate('/other'));
    expect(router.state.location.pathname).toBe('/edit');
    expect(notify.warning).toHaveBeenCalledWith('请保存！', 'unsaved');
    expect(confirms).toHaveLength(1);

    await act(async () => confirms[0]?.onCancel?.());
    expect(router.state.location.pathname).toBe('/edit');

    await act(async () => router.navigate('/other'));
    await act(async () => confirms[1]?.onOk?.());
    expect(router.state.location.pathname).toBe('/other');
    await view.unmount();
  });

  it('is clean again after the saved values are registered', async () => {
    const router = setup();
    const view = await render(<RouterProvider router={router} />);
    await act(async () => registerNow());
    await act(async () => setName('ACME Ltd'));
    expect(confirmLeave('/edit')).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('请保存！', 'unsaved');
    await act(async () => registerNow());
    expect(confirmLeave('/edit')).toBe(true);
    await act(async () => router.navigate('/other'));
    expect(router.state.location.pathname).toBe('/other');
    await view.unmount();
  });

  it('speaks the current language', async () => {
    await setLocale('en-US');
    const router = setup();
    const view = await render(<RouterProvider router={router} />);
    await act(async () => registerNow());
    await act(async () => setName('changed'));
    expect(confirmLeave('/edit')).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Please save first!', 'unsaved');
    await view.unmount();
  });

  it('does nothing before an original is registered', async () => {
    const router = setup();
    const view = await render(<RouterProvider router={router} />);
    await act(async () => setName('changed'));
    expect(hasUnsavedChanges('/edit')).toBe(false);
    await view.unmount();
  });
});
