import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotifier, notify, onNotifierNeeded } from './notify';

function fakeApi() {
  return { message: { open: vi.fn() }, modal: { confirm: vi.fn() } };
}

afterEach(() => {
  bindNotifier(undefined);
  onNotifierNeeded(undefined);
});

describe('notify', () => {
  it('shows at once when the host is bound', () => {
    const api = fakeApi();
    bindNotifier(api as never);
    notify.error('boom', 'k');
    expect(api.message.open).toHaveBeenCalledWith({ type: 'error', content: 'boom', duration: 3, key: 'k' });
  });

  it('asks the shell for its host and keeps calls, in order, until it binds (nothing is lost)', () => {
    const request = vi.fn();
    onNotifierNeeded(request);
    const onOk = vi.fn();
    notify.warning('first');
    notify.confirm({ title: 'Sure?', okTestId: 'ok', onOk });
    expect(request).toHaveBeenCalled();

    const api = fakeApi();
    bindNotifier(api as never);
    expect(api.message.open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', content: 'first' }),
    );
    expect(api.modal.confirm).toHaveBeenCalledTimes(1);
    const config = api.modal.confirm.mock.calls[0]?.[0];
    expect(config.title).toBe('Sure?');
    expect(config.okButtonProps['data-testid']).toBe('ok');
    config.onOk();
    expect(onOk).toHaveBeenCalled();

    // Later calls go straight to the host, earlier ones are not replayed.
    notify.success('done');
    expect(api.message.open).toHaveBeenCalledTimes(2);
  });

  it('without an app shell, falls back to antd static messages', async () => {
    const { staticNotifier } = await import('./notify-static');
    const open = vi.spyOn(staticNotifier.message, 'open').mockImplementation(() => undefined as never);
    notify.error('plain');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(expect.objectContaining({ content: 'plain' })));
  });
});
