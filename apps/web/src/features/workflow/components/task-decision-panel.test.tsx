import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { TaskDecisionPanel } from './task-decision-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn(), endpointUrl: vi.fn(() => '') }));
const apiMock = vi.mocked(api);

const decisionCalls = () =>
  apiMock.mock.calls.filter(([endpoint]) =>
    ['workflow.complete', 'workflow.reject'].includes((endpoint as Endpoint).id),
  );

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`);

async function typeComment(value: string) {
  const element = byTestId<HTMLTextAreaElement>('task-comment');
  if (!element) throw new Error('no comment box');
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

describe('TaskDecisionPanel', () => {
  let confirms: ConfirmOptions[];

  beforeEach(async () => {
    await setLocale('zh-CN');
    confirms = [];
    apiMock.mockReset();
    apiMock.mockResolvedValue({ processInstanceId: '9', state: 'completed', decision: 'approved' });
    // The confirmation is answered "OK" at once; its onOk runs like antd's (awaited).
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
      void options.onOk?.();
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

  const renderPanel = (taskId: string | undefined, handlers: Partial<Record<string, () => void>> = {}) =>
    render(
      withQueryClient(
        <TaskDecisionPanel
          taskId={taskId}
          onDecided={handlers.onDecided ?? vi.fn()}
          onDelegated={vi.fn()}
          onStale={handlers.onStale ?? vi.fn()}
        />,
      ),
    );

  it('ignores complete and reject without a task id and says why (§5)', async () => {
    const { unmount } = await renderPanel(undefined);
    await typeComment('同意');
    await click('task-complete');
    await click('task-reject');
    await click('task-delegate');
    expect(notify.warning).toHaveBeenCalledTimes(3);
    expect(notify.warning).toHaveBeenCalledWith('业务标识为空，无法启动流程、办理任务或查看详情');
    expect(confirms).toHaveLength(0);
    expect(apiMock).not.toHaveBeenCalled();
    await unmount();
  });

  it('needs a comment for complete and reject', async () => {
    const { container, unmount } = await renderPanel('42');
    await click('task-complete');
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('审批意见不能为空'));
    await click('task-reject');
    expect(confirms).toHaveLength(0);
    expect(apiMock).not.toHaveBeenCalled();
    await unmount();
  });

  it('sends one decision per 3000 ms: the buttons stay disabled, further clicks are ignored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onDecided = vi.fn();
    const { unmount } = await renderPanel('42', { onDecided });
    await typeComment('  资料齐全，同意  ');
    await click('task-complete');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approved'));
    expect(decisionCalls()).toHaveLength(1);
    const [endpoint, options] = decisionCalls()[0] ?? [];
    expect((endpoint as Endpoint | undefined)?.id).toBe('workflow.complete');
    expect(options).toMatchObject({ query: { taskId: '42', comment: '资料齐全，同意' } });

    // Within the window: both decisions are disabled and clicks do nothing.
    expect(isDisabled('task-complete')).toBe(true);
    expect(isDisabled('task-reject')).toBe(true);
    expect(byTestId('task-cooling')).not.toBeNull();
    await click('task-complete');
    await click('task-reject');
    expect(decisionCalls()).toHaveLength(1);

    // A confirmation answered twice (double click on OK) is still one decision.
    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(decisionCalls()).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(isDisabled('task-reject')).toBe(false));
    await click('task-reject');
    await waitFor(() => expect(decisionCalls()).toHaveLength(2));
    expect((decisionCalls()[1]?.[0] as Endpoint | undefined)?.id).toBe('workflow.reject');
    expect(decisionCalls()[1]?.[1]).toMatchObject({ body: { taskId: '42', comment: '资料齐全，同意' } });
    await unmount();
  });

  it('reports a task that closed meanwhile (409) with the server message', async () => {
    apiMock.mockRejectedValue(new ApiError(409, '当前状态不允许此操作', false));
    const onStale = vi.fn();
    const { unmount } = await renderPanel('42', { onStale });
    await typeComment('同意');
    await click('task-complete');
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
    await click('task-reject');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The comment is required'));
    await unmount();
  });
});
