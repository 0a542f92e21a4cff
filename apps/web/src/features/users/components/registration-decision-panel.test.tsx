import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { RegistrationDecisionPanel } from './registration-decision-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const decisionCalls = () =>
  apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === 'users.updateAuditStatus');

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`);

/** Sets the reason the way typing does, so React's onChange fires. */
async function typeReason(value: string) {
  const element = byTestId<HTMLTextAreaElement>('approve-reason');
  if (!element) throw new Error('no reason box');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(id: string) {
  await act(async () => {
    byTestId<HTMLButtonElement>(id)?.click();
  });
}

const isDisabled = (id: string) => byTestId<HTMLButtonElement>(id)?.disabled === true;
const bodyText = () => document.body.textContent ?? '';

describe('RegistrationDecisionPanel', () => {
  let confirms: ConfirmOptions[];
  /** Whether the mocked confirmation answers OK (else it is left open, as if cancelled). */
  let answerOk: boolean;

  beforeEach(async () => {
    await setLocale('zh-CN');
    confirms = [];
    answerOk = true;
    apiMock.mockReset();
    apiMock.mockResolvedValue(null);
    // antd awaits onOk; so does the mock.
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
      if (answerOk) void options.onOk?.();
    });
    vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const renderPanel = (onDecided = vi.fn()) =>
    render(
      withQueryClient(
        <RegistrationDecisionPanel userId="7" username="acme_supplier" onDecided={onDecided} />,
      ),
    );

  it('needs a reason of 2-500 characters for both decisions, before any confirmation', async () => {
    const { unmount } = await renderPanel();
    await click('approve-pass');
    await waitFor(() => expect(bodyText()).toContain('审核意见不能为空'));
    await click('approve-reject');
    await typeReason('   ');
    await click('approve-reject');
    await waitFor(() => expect(bodyText()).toContain('审核意见不能为空'));
    await typeReason(' 好 ');
    await click('approve-pass');
    await waitFor(() => expect(bodyText()).toContain('审核意见长度须为 2-500 个字符'));
    expect(confirms).toHaveLength(0);
    expect(apiMock).not.toHaveBeenCalled();
    // The box itself stops at 500 characters.
    expect(byTestId<HTMLTextAreaElement>('approve-reason')?.maxLength).toBe(500);
    await unmount();
  });

  it('approves after the confirmation: spType 1 with the trimmed reason, then says so', async () => {
    const onDecided = vi.fn();
    const { unmount } = await renderPanel(onDecided);
    await typeReason('  资料齐全，同意  ');
    await click('approve-pass');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approved'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ title: '确定通过该注册申请吗？', okText: '通过', danger: false });
    expect(String(confirms[0]?.content)).toContain('acme_supplier');
    expect(decisionCalls()).toHaveLength(1);
    expect(decisionCalls()[0]?.[1]).toEqual({ body: { userId: '7', spType: 1, reason: '资料齐全，同意' } });
    expect(notify.success).toHaveBeenCalledWith('注册申请已通过');
    await unmount();
  });

  it('rejects after the confirmation: spType 2, the reason told to the applicant', async () => {
    const onDecided = vi.fn();
    const { unmount } = await renderPanel(onDecided);
    await typeReason('营业执照不清晰');
    await click('approve-reject');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('rejected'));
    expect(confirms[0]).toMatchObject({ title: '确定驳回该注册申请吗？', okText: '驳回', danger: true });
    expect(decisionCalls()[0]?.[1]).toEqual({ body: { userId: '7', spType: 2, reason: '营业执照不清晰' } });
    expect(notify.success).toHaveBeenCalledWith('注册申请已驳回');
    await unmount();
  });

  it('sends nothing when the confirmation is cancelled, and stays usable', async () => {
    answerOk = false;
    const { unmount } = await renderPanel();
    await typeReason('资料齐全');
    await click('approve-pass');
    await click('approve-reject');
    expect(confirms).toHaveLength(2);
    expect(apiMock).not.toHaveBeenCalled();
    expect(isDisabled('approve-pass')).toBe(false);
    await unmount();
  });

  it('sends one decision per 3000 ms, like the task page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The first answer is a 409 so the panel stays (a success would leave the page).
    apiMock.mockRejectedValueOnce(new ApiError(409, '当前状态不允许此操作', false));
    const { unmount } = await renderPanel();
    await typeReason('资料齐全');
    await click('approve-pass');
    await waitFor(() => expect(decisionCalls()).toHaveLength(1));
    expect(isDisabled('approve-pass')).toBe(true);
    expect(isDisabled('approve-reject')).toBe(true);
    expect(byTestId('approve-cooling')).not.toBeNull();
    await click('approve-reject');
    // A confirmation answered twice (double click on OK) is still one decision.
    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(decisionCalls()).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(isDisabled('approve-reject')).toBe(false));
    await click('approve-reject');
    await waitFor(() => expect(decisionCalls()).toHaveLength(2));
    expect(decisionCalls()[1]?.[1]).toMatchObject({ body: { spType: 2 } });
    await unmount();
  });

  it('shows the server message when the registration was decided meanwhile (409)', async () => {
    apiMock.mockRejectedValue(new ApiError(409, '当前状态不允许此操作', false));
    const onDecided = vi.fn();
    const { unmount } = await renderPanel(onDecided);
    await typeReason('资料齐全');
    await click('approve-pass');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('当前状态不允许此操作'));
    expect(onDecided).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    await unmount();
  });

  it('shows the server throttle (429) as a warning in the interface language', async () => {
    await setLocale('en-US');
    apiMock.mockRejectedValue(new ApiError(429, '操作过于频繁', false));
    const { unmount } = await renderPanel();
    await typeReason('Looks good');
    await click('approve-pass');
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('Too many decisions. Try again in 3 seconds'),
    );
    expect(confirms[0]).toMatchObject({ title: 'Approve this registration?', okText: 'Approve' });
    await unmount();
  });
});
