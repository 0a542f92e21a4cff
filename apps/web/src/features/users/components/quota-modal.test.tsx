import type { Endpoint, UserDetail } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import {
  isWithinQuotaMax,
  isYuanInput,
  normalizeYuanInput,
  unitsToYuanInput,
  yuanInputToDisplay,
} from '../quota';
import { QuotaModal } from './quota-modal';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const CONSUMER: UserDetail = {
  id: '7',
  username: 'consumer',
  realName: '',
  companyName: '星河汽车零部件有限公司',
  contactName: '张消费',
  mobile: '138****0001',
  email: 'consumer@example.com',
  roleType: 1,
  spType: 1,
  status: 1,
  rejectReason: '',
  createDate: '2026-01-02T03:04:05.000Z',
  shop: null,
  // 12,500.50 yuan limit, 2,000.00 used.
  creditLimit: '125005000',
  creditAvailable: '105005000',
};

describe('quota helpers', () => {
  it.each([
    ['0', true],
    ['12500', true],
    ['12500.5', true],
    ['12500.50', true],
    ['999999999999.99', true],
    ['12.345', false],
    ['-5', false],
    ['1e5', false],
    ['12.', false],
    ['.5', false],
    ['abc', false],
    ['', false],
    ['1234567890123', true],
  ])('%s is a valid yuan amount: %s', (value, expected) => {
    expect(isYuanInput(value)).toBe(expected);
  });

  it.each([
    ['100000000', true],
    ['100000000.00', true],
    ['100000000.01', false],
    ['1234567890123', false],
    ['abc', true],
  ])('%s is within the maximum (or left to the format rule): %s', (value, expected) => {
    expect(isWithinQuotaMax(value)).toBe(expected);
  });

  it('keeps digits exact with BigInt and drops separators and spaces', () => {
    expect(normalizeYuanInput(' 12,500.50 ')).toBe('12500.50');
    expect(unitsToYuanInput('125005000')).toBe('12500.50');
    expect(unitsToYuanInput('90071992547409930000')).toBe('9007199254740993.00');
    expect(yuanInputToDisplay('900719925474.99')).toBe('900,719,925,474.99');
    expect(yuanInputToDisplay('12500.5')).toBe('12,500.50');
  });
});

/** Sets an input's value the way a user's typing does, so React's onChange fires. */
async function typeInto(testId: string, value: string) {
  const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  const proto =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    document.querySelector<HTMLButtonElement>('[data-testid="quota-submit"]')?.click();
  });
}

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const updateCalls = () => apiMock.mock.calls.filter(([endpoint]) => endpoint.id === 'users.updateQuota');

describe('QuotaModal', () => {
  let confirms: ConfirmOptions[];
  let onClose: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(async () => {
    await setLocale('zh-CN');
    confirms = [];
    onClose = vi.fn<() => void>();
    apiMock.mockReset();
    apiMock.mockImplementation((async (endpoint: Endpoint) => {
      if (endpoint.id === 'users.queryConsumerDetail') return CONSUMER;
      if (endpoint.id === 'users.updateQuota') return { creditLimit: '0', creditAvailable: '0' };
      throw new Error(`unexpected call ${endpoint.id}`);
    }) as typeof api);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLocale('zh-CN');
  });

  async function open() {
    const view = await render(
      withQueryClient(<QuotaModal consumer={{ id: '7', username: 'consumer' }} onClose={onClose} />),
    );
    await waitFor(() => expect(document.querySelector('[data-testid="quota-current"]')).not.toBeNull());
    return view;
  }

  it('shows the current limit, available and used credit and prefills the limit in yuan', async () => {
    const view = await open();
    const current = document.querySelector('[data-testid="quota-current"]')?.textContent ?? '';
    expect(current).toContain('¥12,500.50');
    expect(current).toContain('¥10,500.50');
    expect(current).toContain('¥2,000.00');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('[data-testid="quota-limit"]')?.value).toBe('12500.50'),
    );
    await view.unmount();
  });

  it.each(['12.345', 'abc', '-5', '1.2.3'])(
    'refuses %s as a money amount and sends nothing',
    async (value) => {
      const view = await open();
      await typeInto('quota-limit', value);
      await typeInto('quota-reason', '年度授信');
      await submit();
      await waitFor(() => expect(errors()).toContain('请输入金额（元），最多 2 位小数，例如 12500.50'));
      expect(confirms).toHaveLength(0);
      expect(updateCalls()).toHaveLength(0);
      await view.unmount();
    },
  );

  it.each([
    ['zh-CN', '新信用额度不能超过 ¥100,000,000.00'],
    ['zh-TW', '新信用額度不能超過 ¥100,000,000.00'],
    ['en-US', 'The new credit limit may be at most ¥100,000,000.00'],
  ] as const)(
    '%s: refuses a limit above the maximum as too big, not as a format error',
    async (locale, text) => {
      await setLocale(locale);
      const view = await open();
      await typeInto('quota-limit', '1000000000000');
      await typeInto('quota-reason', '年度授信');
      await submit();
      await waitFor(() => expect(errors()).toEqual([text]));
      expect(confirms).toHaveLength(0);
      expect(updateCalls()).toHaveLength(0);
      await view.unmount();
    },
  );

  it('requires a limit and a reason of 2-200 characters', async () => {
    const view = await open();
    await typeInto('quota-limit', '');
    await submit();
    await waitFor(() => expect(errors()).toEqual(['新信用额度（元）不能为空', '调整原因不能为空']));

    await typeInto('quota-limit', '100');
    await typeInto('quota-reason', '   ');
    await submit();
    await waitFor(() => expect(errors()).toEqual(['调整原因不能为空']));

    await typeInto('quota-reason', ' a ');
    await submit();
    await waitFor(() => expect(errors()).toEqual(['调整原因长度须为 2-200 个字符']));
    expect(confirms).toHaveLength(0);
    expect(updateCalls()).toHaveLength(0);
    await view.unmount();
  });

  it('confirms old -> new, then sends yuan text and the trimmed reason', async () => {
    const view = await open();
    await typeInto('quota-limit', '20,000.5');
    await typeInto('quota-reason', '  年度授信调整  ');
    await submit();
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(String(confirms[0]?.content)).toBe(
      '将 consumer 的信用额度由 ¥12,500.50 调整为 ¥20,000.50，确定吗？',
    );
    expect(updateCalls()).toHaveLength(0);

    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(updateCalls()[0]?.[1]).toEqual({
      body: { userId: '7', creditLimit: '20000.5', reason: '年度授信调整' },
    });
    expect(notify.success).toHaveBeenCalledWith('信用额度已更新');
    expect(onClose).toHaveBeenCalled();
    await view.unmount();
  });

  it('shows the server message when the new limit is refused and stays open', async () => {
    apiMock.mockImplementation((async (endpoint: Endpoint) => {
      if (endpoint.id === 'users.queryConsumerDetail') return CONSUMER;
      throw new ApiError(10022, '新额度不能低于已用额度', false);
    }) as typeof api);
    const view = await open();
    await typeInto('quota-limit', '100');
    await typeInto('quota-reason', '收紧额度');
    await submit();
    await waitFor(() => expect(confirms).toHaveLength(1));
    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(notify.error).toHaveBeenCalledWith('新额度不能低于已用额度');
    expect(onClose).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('speaks English', async () => {
    await setLocale('en-US');
    const view = await open();
    await typeInto('quota-limit', '1.234');
    await submit();
    await waitFor(() =>
      expect(errors()).toEqual([
        'Enter an amount in CNY with at most 2 decimals, e.g. 12500.50',
        expect.any(String),
      ]),
    );
    await view.unmount();
  });
});
