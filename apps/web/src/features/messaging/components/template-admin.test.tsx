import type { Endpoint, messaging } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { byTestId, clickTestId, spyNotify, typeText } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { TemplateAdmin } from './template-admin';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const texts = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });

const PROMO: messaging.SmsTemplate = {
  id: '7',
  code: 'sms.promo',
  name: 'Promo',
  variables: ['username'],
  content: texts('Hello {{username}}'),
  builtin: 0,
  updatedAt: '2026-11-29T08:00:00.000Z',
};
const BUILTIN: messaging.SmsTemplate = { ...PROMO, id: '1', code: 'registration.approved', builtin: 1 };

describe('TemplateAdmin', () => {
  const calls: { id: string; body: unknown }[] = [];
  beforeEach(async () => {
    await setLocale('en-US');
    calls.length = 0;
    apiMock.mockReset();
    apiMock.mockImplementation((async (endpoint: Endpoint, options: { body?: unknown }) => {
      calls.push({ id: endpoint.id, body: options.body });
      if (endpoint.id === 'smsTemplate.page') return { list: [PROMO, BUILTIN], total: 2 };
      if (endpoint.id === 'smsTemplate.update') return PROMO;
      return null;
    }) as never);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('refuses a placeholder that is not a declared variable before sending anything', async () => {
    spyNotify();
    const view = await render(withQueryClient(<TemplateAdmin channel="sms" />));
    await waitFor(() => expect(byTestId('template-edit-sms.promo')).not.toBeNull());
    await clickTestId('template-edit-sms.promo');
    await waitFor(() => expect(byTestId('template-content-en-US')).not.toBeNull());
    await typeText('template-content-en-US', 'Hello {{nickname}}');
    await clickTestId('template-save');
    await waitFor(() =>
      expect(document.body.textContent).toContain('uses {{nickname}}, which is not a declared variable'),
    );
    expect(calls.some((c) => c.id === 'smsTemplate.update')).toBe(false);

    await typeText('template-content-en-US', 'Hello {{username}}, welcome');
    await clickTestId('template-save');
    await waitFor(() => expect(calls.some((c) => c.id === 'smsTemplate.update')).toBe(true));
    expect(calls.find((c) => c.id === 'smsTemplate.update')?.body).toMatchObject({
      id: 7,
      code: 'sms.promo',
      content: { 'en-US': 'Hello {{username}}, welcome' },
    });
    await view.unmount();
  });

  it('asks before deleting, and offers no deletion of a platform template', async () => {
    const confirms = spyNotify();
    const view = await render(withQueryClient(<TemplateAdmin channel="sms" />));
    await waitFor(() => expect(byTestId('template-delete-sms.promo')).not.toBeNull());
    expect(byTestId('template-delete-registration.approved')).toBeNull();
    await clickTestId('template-delete-sms.promo');
    expect(confirms[0]?.title).toBe('Delete template sms.promo?');
    await waitFor(() => expect(calls.some((c) => c.id === 'smsTemplate.delete')).toBe(true));
    expect(calls.find((c) => c.id === 'smsTemplate.delete')?.body).toEqual({ ids: [7] });
    await view.unmount();
  });
});
