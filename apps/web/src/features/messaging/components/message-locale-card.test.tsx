import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { byTestId, clickTestId, isDisabled, spyNotify } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { MessageLocaleCard } from './message-locale-card';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const mouseDown = (element: Element | null | undefined) =>
  act(async () => {
    element?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
const click = (element: Element | null | undefined) =>
  act(async () => {
    element?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
const shown = () => byTestId('message-locale-card')?.querySelector('.ant-select-selection-item')?.textContent;

describe('MessageLocaleCard', () => {
  const calls: { id: string; body: unknown }[] = [];
  beforeEach(async () => {
    await setLocale('en-US');
    calls.length = 0;
    apiMock.mockReset();
    // The server keeps what was saved: a read after the save answers it.
    let stored = 'zh-TW';
    apiMock.mockImplementation((async (endpoint: Endpoint, options: { body?: { locale: string } }) => {
      calls.push({ id: endpoint.id, body: options.body });
      if (endpoint.id === 'messaging.getLocale') return { locale: stored };
      if (endpoint.id === 'messaging.saveLocale' && options.body) stored = options.body.locale;
      return null;
    }) as never);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows the saved language, saves another one chosen among the three and says so', async () => {
    spyNotify();
    const view = await render(withQueryClient(<MessageLocaleCard />));
    await waitFor(() => expect(shown()).toBe('繁體中文'));
    expect(isDisabled('message-locale-save')).toBe(true);

    await mouseDown(byTestId('message-locale-card')?.querySelector('.ant-select-selector'));
    const options = () => [...document.querySelectorAll('.ant-select-item-option')];
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(options().map((o) => o.textContent)).toEqual(['简体中文', '繁體中文', 'English']);
    await click(options().find((o) => o.textContent === 'English'));
    await waitFor(() => expect(shown()).toBe('English'));

    await clickTestId('message-locale-save');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Notification language saved'));
    expect(calls.filter((c) => c.id === 'messaging.saveLocale')).toEqual([
      { id: 'messaging.saveLocale', body: { locale: 'en-US' } },
    ]);
    // The saved language is now the current one: nothing left to save (once the page shows it).
    await waitFor(() => expect(isDisabled('message-locale-save')).toBe(true));
    expect(shown()).toBe('English');
    await view.unmount();
  });

  it('is titled and labelled in the reader’s language', async () => {
    await setLocale('zh-CN');
    const view = await render(withQueryClient(<MessageLocaleCard />));
    await waitFor(() => expect(shown()).toBe('繁體中文'));
    expect(byTestId('message-locale-card')?.textContent).toContain('通知语言');
    expect(byTestId('message-locale-card')?.textContent).toContain('邮件和短信的语言');
    await view.unmount();
  });
  it('says the saved language could not be read and offers no save, then reads it again on request', async () => {
    let fail = true;
    apiMock.mockImplementation((async (endpoint: Endpoint) => {
      if (endpoint.id !== 'messaging.getLocale') return null;
      if (fail) throw new Error('network down');
      return { locale: 'en-US' };
    }) as never);
    const view = await render(withQueryClient(<MessageLocaleCard />));
    await waitFor(() => expect(byTestId('message-locale-error')).toBeTruthy());
    expect(byTestId('message-locale-save')).toBeFalsy();
    fail = false;
    await clickTestId('message-locale-retry');
    await waitFor(() => expect(shown()).toBe('English'));
    await view.unmount();
  });
});
