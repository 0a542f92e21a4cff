import { type Endpoint, endpoints } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { AgreementLink } from './agreement-link';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const agreementCalls = () => apiMock.mock.calls.filter(([e]) => e === endpoints.content.getAgreement);

async function open(code: string) {
  await act(async () => {
    document.querySelector<HTMLAnchorElement>(`[data-testid="agreement-link-${code}"]`)?.click();
  });
}

describe('AgreementLink', () => {
  beforeEach(async () => {
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint, options) => {
      if (endpoint !== endpoints.content.getAgreement) throw new Error(`unexpected ${endpoint.id}`);
      const { code } = (options as { query: { code: string } }).query;
      if (code !== 'privacy') throw new ApiError(404, 'not found', false);
      return {
        id: '2',
        code,
        title: '隱私協議',
        content: '<p>平台僅在提供服務所必需的範圍內處理您的個人資訊。</p>',
        updateDate: '2026-11-20T08:00:00.000Z',
      } as never;
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens the agreement of the content system by its code, in the reader’s language', async () => {
    await setLocale('zh-TW');
    const view = await render(withQueryClient(<AgreementLink code="privacy">隱私權政策</AgreementLink>));
    // Nothing is read until the link is followed.
    expect(agreementCalls()).toHaveLength(0);
    await open('privacy');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="agreement-content"]')?.textContent).toContain(
        '處理您的個人資訊',
      ),
    );
    expect(agreementCalls()[0]?.[1]).toMatchObject({ query: { code: 'privacy' } });
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('隱私協議');
    await view.unmount();
  });

  it('says so when the agreement is not published', async () => {
    await setLocale('en-US');
    const view = await render(
      withQueryClient(<AgreementLink code="register">service agreement</AgreementLink>),
    );
    await open('register');
    await waitFor(() =>
      expect(
        document.querySelector('[data-testid="agreement-dialog-register"]')?.textContent ?? '',
      ).toContain('has not been published yet'),
    );
    await view.unmount();
  });
});
