import type { Endpoint } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { byTestId, clickTestId, isDisabled, spyNotify, typeText } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { TaskDecisionPanel } from './task-decision-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn(), endpointUrl: vi.fn(() => '') }));
const apiMock = vi.mocked(api);

const decisionCalls = () =>
  apiMock.mock.calls.filter(([endpoint]) =>
    ['workflow.complete', 'workflow.reject'].includes((endpoint as Endpoint).id),
  );

const typeComment = (value: string) => typeText('task-comment', value);

describe('TaskDecisionPanel', () => {
  let confirms: ConfirmOptions[];

  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockResolvedValue({ processInstanceId: '9', state: 'completed', decision: 'approved' });
    confirms = spyNotify();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const renderPanel = (
    taskId: string | undefined,
    handlers: Partial<Record<string, () => void>> = {},
    disabled = false,
  ) =>
    render(
      withQueryClient(
        <TaskDecisionPanel
          taskId={taskId}
          disabled={disabled}
          onDecided={handlers.onDecided ?? vi.fn()}
          onDelegated={vi.fn()}
          onStale={handlers.onStale ?? vi.fn()}
        />,
      ),
    );

  it('ignores complete and reject without a task id and says why (§5)', async () => {
    const { unmount } = await renderPanel(undefined);
    await typeComment('同意');
    await clickTestId('task-complete');
    await clickTestId('task-reject');
    await clickTestId('task-delegate');
    expect(notify.warning).toHaveBeenCalledTimes(3);
    expect(notify.warning).toHaveBeenCalledWith('业务标识为空，无法启动流程、办理任务或查看详情');
    expect(confirms).toHaveLength(0);
    expect(apiMock).not.toHaveBeenCalled();
    await unmount();
  });

  it('needs a comment for complete and reject', async () => {
    const { container, unmount } = await renderPanel('42');
    await clickTestId('task-complete');
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('审批意见不能为空'));
    await clickTestId('task-reject');
    expect(confirms).toHaveLength(0);
    expect(apiMock).not.toHaveBeenCalled();
    await unmount();
  });

  it('completes with the trimmed comment in the query, then locks the decisions for 3000 ms', async () => {
    const onDecided = vi.fn();
    const { unmount } = await renderPanel('42', { onDecided });
    await typeComment('  资料齐全，同意  ');
    await clickTestId('task-complete');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approved'));
    expect(confirms[0]).toMatchObject({ okText: '通过', danger: false, okTestId: 'task-confirm-ok' });
    expect(decisionCalls()).toHaveLength(1);
    const [endpoint, options] = decisionCalls()[0] ?? [];
    expect((endpoint as Endpoint | undefined)?.id).toBe('workflow.complete');
    expect(options).toMatchObject({ query: { taskId: '42', comment: '资料齐全，同意' } });
    expect(isDisabled('task-complete')).toBe(true);
    expect(isDisabled('task-reject')).toBe(true);
    expect(byTestId('task-cooling')).not.toBeNull();
    await unmount();
  });

  it('rejects with the comment in the body', async () => {
    const onDecided = vi.fn();
    const { unmount } = await renderPanel('42', { onDecided });
    await typeComment('资料不全');
    await clickTestId('task-reject');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('rejected'));
    expect(confirms[0]).toMatchObject({ okText: '驳回', danger: true });
    expect((decisionCalls()[0]?.[0] as Endpoint | undefined)?.id).toBe('workflow.reject');
    expect(decisionCalls()[0]?.[1]).toMatchObject({ body: { taskId: '42', comment: '资料不全' } });
    await unmount();
  });

  it('does nothing while disabled, delegation included', async () => {
    const { unmount } = await renderPanel('42', {}, true);
    await clickTestId('task-complete');
    await clickTestId('task-delegate');
    expect(isDisabled('task-delegate')).toBe(true);
    expect(confirms).toHaveLength(0);
    expect(apiMock).not.toHaveBeenCalled();
    await unmount();
  });

  it('reports a task that closed meanwhile (409) with the server message', async () => {
    apiMock.mockRejectedValue(new ApiError(409, '当前状态不允许此操作', false));
    const onStale = vi.fn();
    const { unmount } = await renderPanel('42', { onStale });
    await typeComment('同意');
    await clickTestId('task-complete');
    await waitFor(() => expect(onStale).toHaveBeenCalledWith('当前状态不允许此操作'));
    await unmount();
  });

  it('shows a §5 reason of the server in the interface language', async () => {
    await setLocale('en-US');
    apiMock.mockRejectedValue(
      new ApiError(400, '参数错误：审批意见不能为空', false, { reason: 'commentRequired', field: 'comment' }),
    );
    const { unmount } = await renderPanel('42');
    await typeComment('ok');
    await clickTestId('task-reject');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The comment is required'));
    await unmount();
  });
});
