import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, withQueryClient } from '../../test/render';
import { api } from '../api/api';
import { setLocale } from '../i18n';
import { useDictLabel } from './use-dict-label';

vi.mock('../api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

function Labels() {
  const label = useDictLabel();
  return (
    <span>
      {[
        label('item_type', 2),
        label('item_type', 9),
        label('shipping_zone', 'N'),
        label('unknown', 'x'),
      ].join('|')}
    </span>
  );
}

describe('useDictLabel', () => {
  afterEach(async () => {
    apiMock.mockReset();
    await setLocale('zh-CN');
  });

  it("shows the contract's labels while the dictionaries load, then the served ones", async () => {
    await setLocale('en-US');
    let serve: (value: unknown) => void = () => {};
    apiMock.mockReturnValue(new Promise((resolve) => (serve = resolve)) as never);
    const view = await render(withQueryClient(<Labels />));
    expect(view.container.textContent).toBe('Data package|9|N|x');
    serve([
      { dictType: 'item_type', dataList: [{ dictValue: '2', dictLabel: 'Industrial package' }] },
      { dictType: 'shipping_zone', dataList: [{ dictValue: 'N', dictLabel: 'North' }] },
    ]);
    await waitFor(() => expect(view.container.textContent).toBe('Industrial package|9|North|x'));
    await view.unmount();
  });

  it("keeps the contract's labels when the call fails", async () => {
    apiMock.mockRejectedValue(new Error('offline'));
    const view = await render(withQueryClient(<Labels />));
    await waitFor(() => expect(apiMock).toHaveBeenCalled());
    expect(view.container.textContent).toBe('数据包|9|N|x');
    await view.unmount();
  });
});
