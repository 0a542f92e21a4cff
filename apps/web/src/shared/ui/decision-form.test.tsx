import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, clickTestId, isDisabled, spyNotify, typeText } from '../../test/dom';
import { render, waitFor } from '../../test/render';
import type { ConfirmOptions } from '../notify';
import { notify } from '../notify';
import { type Decision, DecisionForm, type DecisionFormProps } from './decision-form';

const texts = (decision: string) => ({
  action: `${decision}!`,
  confirmTitle: `${decision}?`,
  confirmContent: `really ${decision}`,
  done: `${decision} done`,
});

const TEST_IDS = {
  form: 'form',
  field: 'note',
  approve: 'approve',
  reject: 'reject',
  cooling: 'cooling',
  confirmOk: 'ok',
};

describe('DecisionForm', () => {
  let confirms: ConfirmOptions[];
  let answerOk: boolean;

  beforeEach(() => {
    answerOk = true;
    confirms = spyNotify(() => answerOk);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const renderForm = (props: Partial<DecisionFormProps> = {}) => {
    const handlers = {
      send: vi.fn<DecisionFormProps['send']>(async () => undefined),
      onDecided: vi.fn<(decision: Decision) => void>(),
      onFailure: vi.fn<(error: unknown) => void>(),
      onNoSubject: vi.fn<() => void>(),
    };
    const view = render(
      <DecisionForm
        subjectId="42"
        field="note"
        rules={[{ required: true, whitespace: true, message: 'note needed' }]}
        maxLength={20}
        texts={{
          label: 'Note',
          placeholder: 'why',
          coolingDown: 'wait',
          cancel: 'no',
          approved: texts('approved'),
          rejected: texts('rejected'),
        }}
        testIds={TEST_IDS}
        sending={undefined}
        {...handlers}
        {...props}
      />,
    );
    return { view, ...handlers };
  };

  it('checks the text before any confirmation', async () => {
    const { view, send } = renderForm();
    const { unmount } = await view;
    await clickTestId('approve');
    await waitFor(() => expect(document.body.textContent).toContain('note needed'));
    await typeText('note', '   ');
    await clickTestId('reject');
    expect(confirms).toHaveLength(0);
    expect(send).not.toHaveBeenCalled();
    expect(byTestId<HTMLTextAreaElement>('note')?.maxLength).toBe(20);
    await unmount();
  });

  it('confirms with the decision texts, then sends the trimmed text and says it is done', async () => {
    const { view, send, onDecided } = renderForm();
    const { unmount } = await view;
    await typeText('note', '  fine  ');
    await clickTestId('reject');
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('rejected'));
    expect(confirms[0]).toMatchObject({
      title: 'rejected?',
      content: 'really rejected',
      okText: 'rejected!',
      cancelText: 'no',
      danger: true,
      okTestId: 'ok',
    });
    expect(send).toHaveBeenCalledWith('rejected', 'fine', '42');
    expect(notify.success).toHaveBeenCalledWith('rejected done');
    await unmount();
  });

  it('sends nothing when the confirmation is cancelled, and stays usable', async () => {
    answerOk = false;
    const { view, send } = renderForm();
    const { unmount } = await view;
    await typeText('note', 'fine');
    await clickTestId('approve');
    await clickTestId('reject');
    expect(confirms).toHaveLength(2);
    expect(confirms[0]?.danger).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(isDisabled('approve')).toBe(false);
    await unmount();
  });

  it('lets one decision through per 3000 ms: buttons disabled, a second OK ignored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { view, send } = renderForm();
    const { unmount } = await view;
    await typeText('note', 'fine');
    await clickTestId('approve');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(isDisabled('approve')).toBe(true);
    expect(isDisabled('reject')).toBe(true);
    expect(byTestId('cooling')?.textContent).toBe('wait');
    await clickTestId('reject');
    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(isDisabled('reject')).toBe(false));
    expect(byTestId('cooling')).toBeNull();
    await clickTestId('reject');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith('rejected', 'fine', '42');
    await unmount();
  });

  it('hands a failed send to onFailure and does not report success', async () => {
    const failure = new Error('nope');
    const { view, onDecided, onFailure } = renderForm({ send: vi.fn(async () => Promise.reject(failure)) });
    const { unmount } = await view;
    await typeText('note', 'fine');
    await clickTestId('approve');
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(failure));
    expect(onDecided).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    await unmount();
  });

  it('without a subject, or disabled, asks for nothing', async () => {
    const empty = renderForm({ subjectId: ' ' });
    const first = await empty.view;
    await typeText('note', 'fine');
    await clickTestId('approve');
    expect(empty.onNoSubject).toHaveBeenCalledTimes(1);
    await first.unmount();

    const disabled = renderForm({ disabled: true });
    const second = await disabled.view;
    await clickTestId('approve');
    expect(isDisabled('approve')).toBe(true);
    expect(byTestId<HTMLTextAreaElement>('note')?.disabled).toBe(true);
    expect(confirms).toHaveLength(0);
    await second.unmount();
  });

  it('spins the button of the decision being sent and locks both', async () => {
    const { view } = renderForm({ sending: 'rejected' });
    const { unmount } = await view;
    expect(byTestId('reject')?.className).toContain('ant-btn-loading');
    expect(byTestId('approve')?.className).not.toContain('ant-btn-loading');
    expect(isDisabled('approve')).toBe(true);
    await unmount();
  });
});
