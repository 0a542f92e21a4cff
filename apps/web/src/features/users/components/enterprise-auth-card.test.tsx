import type { Endpoint, EnterpriseInfo } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { EnterpriseAuthCard } from './enterprise-auth-card';

vi.mock('../../../shared/api/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/api')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const VALID_CODE = '91350100M000100Y43';

const submission = (status: number, rejectReason = ''): EnterpriseInfo => ({
  userId: '3',
  username: 'supplier',
  companyName: '华东精密数据有限公司',
  creditCode: VALID_CODE,
  legalPerson: '王华东',
  licenseFileKey: 'licenses/abc.png',
  status,
  rejectReason,
  submittedAt: '2026-03-01T08:00:00.000Z',
  decidedAt: status === 1 || status === 2 ? '2026-03-02T08:00:00.000Z' : null,
});

/** What queryEnterpriseInfo answers; submitEnterpriseInfo moves it to "awaiting platform review". */
let current: EnterpriseInfo | null;

const $ = <T extends Element = HTMLElement>(testId: string) =>
  document.querySelector<T>(`[data-testid="${testId}"]`);
const input = (testId: string) => $<HTMLInputElement>(testId);
const submitButton = () => $<HTMLButtonElement>('enterprise-submit');
/** antd Image puts the test id on its wrapper; the <img> is inside. */
const imageSrc = (testId: string) => $(testId)?.querySelector('img')?.getAttribute('src');
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const calls = (id: string) => apiMock.mock.calls.filter(([endpoint]) => endpoint.id === id);

async function typeInto(testId: string, value: string) {
  const element = input(testId);
  if (!element) throw new Error(`no ${testId}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function clickSubmit() {
  await act(async () => submitButton()?.click());
}

let view: Rendered | undefined;

async function open(info: EnterpriseInfo | null) {
  current = info;
  view = await render(withQueryClient(<EnterpriseAuthCard />));
  await waitFor(() => expect($('enterprise-auth')?.getAttribute('data-view')).toBeTruthy());
}

beforeEach(async () => {
  await setLocale('zh-CN');
  apiMock.mockReset();
  apiMock.mockImplementation((async (endpoint: Endpoint, options?: { body?: Record<string, string> }) => {
    if (endpoint.id === 'users.queryEnterpriseInfo') return current;
    if (endpoint.id === 'users.submitEnterpriseInfo') {
      current = { ...submission(3), ...options?.body, submittedAt: '2026-03-05T08:00:00.000Z' };
      return current;
    }
    throw new Error(`unexpected call ${endpoint.id}`);
  }) as typeof api);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  if (view?.container.isConnected) await view.unmount();
  view = undefined;
});

describe('EnterpriseAuthCard', () => {
  it('in review: status tag, the waiting notice, the submitted data in a locked form', async () => {
    await open(submission(3));
    expect($('enterprise-auth')?.getAttribute('data-view')).toBe('inReview');
    expect($('enterprise-status')?.textContent).toContain('待平台审核');
    expect($('enterprise-in-review')?.textContent).toContain('已提交，等待平台审核');
    expect(input('enterprise-company')?.value).toBe('华东精密数据有限公司');
    expect(input('enterprise-company')?.disabled).toBe(true);
    expect(input('enterprise-credit-code')?.disabled).toBe(true);
    expect(input('enterprise-legal-person')?.disabled).toBe(true);
    // No new licence can be chosen: only the one on file is shown.
    expect($('license-choose')).toBeNull();
    expect($('license-upload')?.querySelector('input[type="file"]')).toBeNull();
    expect(submitButton()?.disabled).toBe(true);
    expect($('enterprise-reject-reason')).toBeNull();
    // The licence on file is previewed with the token in the URL.
    expect(imageSrc('license-preview')).toMatch(/^\/server\/user\/licenseImage\?userId=3/);
    await clickSubmit();
    expect(calls('users.submitEnterpriseInfo')).toHaveLength(0);
  });

  it('rejected: shows the reason and an open form prefilled with the last submission', async () => {
    await open(submission(2, '营业执照照片不清晰，请重新上传'));
    expect($('enterprise-auth')?.getAttribute('data-view')).toBe('rejected');
    expect($('enterprise-status')?.textContent).toContain('已驳回');
    expect($('enterprise-reject-reason')?.textContent).toBe('营业执照照片不清晰，请重新上传');
    expect($('enterprise-in-review')).toBeNull();
    expect(input('enterprise-company')?.disabled).toBe(false);
    expect(input('enterprise-credit-code')?.value).toBe(VALID_CODE);
    expect($<HTMLButtonElement>('license-choose')?.disabled).toBe(false);
    expect(submitButton()?.disabled).toBe(false);
    expect(submitButton()?.textContent?.replace(/\s/g, '')).toBe('重新提交');
  });

  it('rejected -> resubmitted: sends the corrected data, refetches and shows awaiting review', async () => {
    await open(submission(2, '公司名称与执照不一致'));
    await typeInto('enterprise-company', '华东精密数据科技有限公司');
    await clickSubmit();
    await waitFor(() => expect(calls('users.submitEnterpriseInfo')).toHaveLength(1));
    expect(calls('users.submitEnterpriseInfo')[0]?.[1]).toEqual({
      body: {
        companyName: '华东精密数据科技有限公司',
        creditCode: VALID_CODE,
        legalPerson: '王华东',
        licenseFileKey: 'licenses/abc.png',
      },
    });
    await waitFor(() => expect($('enterprise-auth')?.getAttribute('data-view')).toBe('inReview'));
    expect(calls('users.queryEnterpriseInfo').length).toBeGreaterThanOrEqual(2);
    expect(notify.success).toHaveBeenCalledWith('已提交，请等待平台审核');
    expect(submitButton()?.disabled).toBe(true);
  });

  it('checks the credit code before sending: a changed character fails the checksum', async () => {
    await open(submission(2, '请核对信用代码'));
    await typeInto('enterprise-credit-code', '91350100m000100y44');
    // Typed in lower case, kept in capitals.
    expect(input('enterprise-credit-code')?.value).toBe('91350100M000100Y44');
    await clickSubmit();
    await waitFor(() => expect(errors()).toEqual(['统一社会信用代码校验位不正确，请核对后重新输入']));
    await typeInto('enterprise-credit-code', '91350100M000');
    await clickSubmit();
    await waitFor(() =>
      expect(errors()).toEqual(['统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）']),
    );
    expect(calls('users.submitEnterpriseInfo')).toHaveLength(0);
    // Editing the field clears the stale error.
    await typeInto('enterprise-credit-code', VALID_CODE);
    await waitFor(() => expect(errors()).toEqual([]));
  });

  it('shows the server checksum refusal (10026) on the credit code field', async () => {
    await open(submission(2, 'x'));
    apiMock.mockImplementation((async (endpoint: Endpoint) => {
      if (endpoint.id === 'users.queryEnterpriseInfo') return current;
      throw new ApiError(10026, '统一社会信用代码校验不通过', false);
    }) as typeof api);
    await clickSubmit();
    await waitFor(() => expect(errors()).toEqual(['统一社会信用代码校验不通过']));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('never submitted: an empty form that wants every field and the licence', async () => {
    await open(null);
    expect($('enterprise-auth')?.getAttribute('data-view')).toBe('new');
    expect($('enterprise-status')?.textContent).toContain('待提交');
    expect(submitButton()?.disabled).toBe(false);
    await clickSubmit();
    await waitFor(() =>
      expect(errors()).toEqual([
        '企业名称不能为空',
        '统一社会信用代码不能为空',
        '法定代表人不能为空',
        '请上传营业执照',
      ]),
    );
    expect(calls('users.submitEnterpriseInfo')).toHaveLength(0);
  });

  it('approved: the certified badge and the data read-only, no form', async () => {
    await open(submission(1));
    expect($('enterprise-auth')?.getAttribute('data-view')).toBe('approved');
    expect(
      $('enterprise-status')
        ?.querySelector('[data-testid="certified-badge"]')
        ?.getAttribute('data-certified'),
    ).toBe('1');
    expect($('enterprise-form')).toBeNull();
    expect($('enterprise-view-credit-code')?.textContent).toBe(VALID_CODE);
    expect(imageSrc('license-image')).toContain('userId=3');
  });
});
