import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, clickTestId, typeText } from '../../test/dom';
import { type Rendered, render, waitFor } from '../../test/render';
import { SecurityKeyError } from './ceremony';
import { SecurityKeyDialog } from './security-key-dialog';

let view: Rendered | undefined;

// Unmounted inside act(), after the dialog's last state change: nothing may log once the file's environment is gone.
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
});

const open = async (onConfirm: (pin: string) => Promise<void>) => {
  view = await render(
    <SecurityKeyDialog open prompt="Confirm with your key" onConfirm={onConfirm} onCancel={() => {}} />,
  );
};

/** The dialog is idle again (its confirm button no longer loading): the try has fully ended. */
const idle = () =>
  waitFor(() => expect(byTestId('ukey-confirm')?.classList.contains('ant-btn-loading')).toBe(false));

describe('SecurityKeyDialog', () => {
  it('asks nothing of the key until the PIN has the right form', async () => {
    const onConfirm = vi.fn(async () => undefined);
    await open(onConfirm);
    await typeText('ukey-pin', '12a');
    await clickTestId('ukey-confirm');
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    await typeText('ukey-pin', '480726');
    await clickTestId('ukey-confirm');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('480726'));
    await idle();
  });

  it('shows why the key refused and stays open for another try, the PIN cleared', async () => {
    const onConfirm = vi.fn(async () => {
      throw new SecurityKeyError('The USB key did not answer');
    });
    await open(onConfirm);
    await typeText('ukey-pin', '480726');
    await clickTestId('ukey-confirm');
    await waitFor(() => expect(byTestId('ukey-failure')?.textContent).toContain('did not answer'));
    await idle();
    expect(byTestId<HTMLInputElement>('ukey-pin')?.value).toBe('');
  });
});
