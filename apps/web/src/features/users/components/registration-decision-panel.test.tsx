import type { Endpoint } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { byTestId, clickTestId, spyNotify, typeText } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { RegistrationDecisionPanel } from './registration-decision-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const decisionCalls = () =>
  apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === 'users.updateAuditStatus');

const typeReason = (value: string) => typeText('approve-reason', value);
const bodyText = () => document.body.textContent ?? '';

describe('RegistrationDecisionPanel', () => {
  let confirms: ConfirmOptions[];

  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockResolvedValue(null);
    confirms = spyNotify();
  });

  afterEach(() => {
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
    await clickTestId('approve-pass');
    await waitFor(() => expect(bodyText()).toContain('审核意见不能为空'));
    await clickTestId('approve-reject');
    await typeReason('   ');
    await clickTestId('approve-reject');
    await waitFor(() => expect(bodyText()).toContain('审核意见不能为空'));
    await typeReason(' 好 ');
    await clickTestId('approve-pass');
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
    await clickTestId('approve-pass');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approved'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({
      title: '确定通过该注册申请吗？',
      okText: '通过',
      cancelText: '取消',
      danger: false,
      okTestId: 'approve-confirm-ok',
    });
    expect(String(confirms[0]?.content)).toContain('acme_supplier');
    expect(decisionCalls()).toHaveLength(1);
    expect(decisionCalls()[0]?.[1]).toEqual({ body: { userId: '7', spType: 1, reason: '资料齐全，同意' } });
    expect(notify.success).toHaveBeenCalledWith('注册申请已通过');
    // The 3000 ms throttle of the task page holds here too.
    expect(byTestId('approve-cooling')).not.toBeNull();
    await unmount();
  });

  it('rejects after the confirmation: spType 2, the reason told to the applicant', async () => {
    const onDecided = vi.fn();
    const { unmount } = await renderPanel(onDecided);
    await typeReason('营业执照不清晰');
    await clickTestId('approve-reject');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('rejected'));
    expect(confirms[0]).toMatchObject({ title: '确定驳回该注册申请吗？', okText: '驳回', danger: true });
    expect(decisionCalls()[0]?.[1]).toEqual({ body: { userId: '7', spType: 2, reason: '营业执照不清晰' } });
    expect(notify.success).toHaveBeenCalledWith('注册申请已驳回');
    await unmount();
  });

  it('shows the server message when the registration was decided meanwhile (409)', async () => {
    apiMock.mockRejectedValue(new ApiError(409, '当前状态不允许此操作', false));
    const onDecided = vi.fn();
    const { unmount } = await renderPanel(onDecided);
    await typeReason('资料齐全');
    await clickTestId('approve-pass');
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
    await clickTestId('approve-pass');
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('Too many decisions. Try again in 3 seconds'),
    );
    expect(confirms[0]).toMatchObject({ title: 'Approve this registration?', okText: 'Approve' });
    await unmount();
  });
});
