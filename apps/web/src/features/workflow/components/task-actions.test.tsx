import { type Endpoint, ErrorCode } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { byTestId, clickTestId, spyNotify, typeText } from '../../../test/dom';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { ClaimButton, RollbackButton, TerminateButton } from './task-actions';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn(), endpointUrl: vi.fn(() => '') }));
const apiMock = vi.mocked(api);
const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);

let views: Rendered[] = [];
/** Rendered and kept, to unmount inside act() after each test: nothing may update once the environment is gone. */
const mount = async (ui: Parameters<typeof render>[0]) => {
  const view = await render(ui);
  views.push(view);
  return view;
};

describe('task actions', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockResolvedValue({ processInstanceId: '9', state: 'running', decision: null });
    spyNotify();
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    for (const view of views) await view.unmount();
    views = [];
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('rolls back only with a comment, and sends it trimmed', async () => {
    const onDone = vi.fn();
    await mount(withQueryClient(<RollbackButton taskId="12" onDone={onDone} />));
    await clickTestId('task-rollback');
    await waitFor(() => expect(byTestId('rollback-comment')).not.toBeNull());
    await clickTestId('rollback-submit');
    await waitFor(() => expect(document.body.textContent).toContain('审批意见不能为空'));
    expect(callsTo('workflow.rollback')).toHaveLength(0);
    await typeText('rollback-comment', '  材料不全  ');
    await clickTestId('rollback-submit');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo('workflow.rollback')[0]![1]).toEqual({ body: { taskId: '12', comment: '材料不全' } });
    expect(notify.success).toHaveBeenCalledWith('已退回上一步');
  });

  it('terminates only with a reason, and shows the refusal of the server', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(
        ErrorCode.WORKFLOW_NOT_TERMINATOR,
        '只有流程发起人或有终止权限的运营人员可以终止流程',
        false,
      ),
    );
    const onDone = vi.fn();
    await mount(
      withQueryClient(<TerminateButton processInstanceId="7" objectName="数据包 A" onDone={onDone} />),
    );
    await clickTestId('process-terminate');
    await waitFor(() => expect(byTestId('terminate-reason')).not.toBeNull());
    expect(document.body.textContent).toContain('终止「数据包 A」的流程？');
    await clickTestId('terminate-submit');
    await waitFor(() => expect(document.body.textContent).toContain('终止原因不能为空'));
    expect(callsTo('workflow.terminate')).toHaveLength(0);
    await typeText('terminate-reason', '重复提交');
    await clickTestId('terminate-submit');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('只有流程发起人或有终止权限的运营人员可以终止流程'),
    );
    expect(onDone).not.toHaveBeenCalled();
    await clickTestId('terminate-submit');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo('workflow.terminate')[1]![1]).toEqual({
      body: { processInstanceId: '7', reason: '重复提交' },
    });
  });

  it('claims and unclaims through their own calls, and says when someone else was faster', async () => {
    await mount(withQueryClient(<ClaimButton taskId="5" />));
    await clickTestId('task-claim');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('已签收，此任务现在只有您能处理'));
    apiMock.mockRejectedValueOnce(
      new ApiError(ErrorCode.WORKFLOW_TASK_CLAIMED, '该任务已被其他人签收', false),
    );
    await clickTestId('task-claim');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('该任务已被其他人签收'));
    expect(callsTo('workflow.claim')).toHaveLength(2);
    document.body.innerHTML = '';
    await mount(withQueryClient(<ClaimButton taskId="5" release />));
    await clickTestId('task-unclaim');
    await waitFor(() => expect(callsTo('workflow.unclaim')).toHaveLength(1));
  });
});
